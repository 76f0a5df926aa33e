import { data } from "react-router";
import type { Route } from "./+types/blog-edit";
import { itemIdFrom, readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { BlogPostForm } from "#app/components/admin/blog-post-form.tsx";
import {
  type AdminPost,
  getPostForAdmin,
  postState,
  savePost,
} from "#app/models/blog-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import {
  BLOG_POST_FIELDS,
  BlogPostSchema,
  readingMinutes,
} from "#app/blog/post-schema.ts";
import { slugify } from "#app/utils/slug.ts";
import { showroomTimeToUtc } from "#app/utils/showroom-hours.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";
import { Heading } from "#app/components/ui/heading.tsx";

const NEW_POST: Record<string, string> = {
  kind: "blog",
  publish: "draft",
};

// "2026-12-01T09:30" in New York, as a datetime-local field shows it.
const newYorkLocal = (date: Date) =>
  newYorkTime(date, "sortable").replace(" ", "T");

function formValues(post: AdminPost): Record<string, string> {
  const state = postState(post);
  return {
    kind: post.kind,
    title: post.title,
    slug: post.slug,
    place: `${post.county}, ${post.state}`,
    excerpt: post.excerpt,
    metaDescription: post.metaDescription,
    content: post.content,
    keywords: post.keywords ?? "",
    featuredImageUrl: post.featuredImageUrl ?? "",
    featuredImageAlt: post.featuredImageAlt ?? "",
    publish: state === "published" ? "now" : state,
    publishAt:
      state === "scheduled" && post.publishedAt
        ? newYorkLocal(post.publishedAt)
        : "",
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = itemIdFrom(params);
  if (id === null) return { post: { values: NEW_POST }, title: null };
  const post = await getPostForAdmin(id);
  if (!post) throw data("No such post", { status: 404 });
  return { post: { id, values: formValues(post) }, title: post.title };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = itemIdFrom(params);
  const form = await readAdminForm(request, BlogPostSchema, BLOG_POST_FIELDS);
  if (!form.ok) return form.response;
  const { input } = form;
  const existing = id === null ? null : await getPostForAdmin(id);
  if (id !== null && !existing) throw data("No such post", { status: 404 });
  const [county, state] = input.place.split(/,\s*/) as [string, string];
  const slug = input.slug || slugify(input.title);
  // Published already: it keeps its date. Scheduled: New York time.
  const publishedAt =
    input.publish === "draft"
      ? null
      : input.publish === "scheduled"
        ? showroomTimeToUtc(...(input.publishAt.split("T") as [string, string]))
        : existing?.isPublished &&
            existing.publishedAt &&
            existing.publishedAt <= new Date()
          ? existing.publishedAt
          : new Date();
  const saved = await savePost(id, {
    kind: input.kind,
    slug,
    title: input.title,
    metaDescription: input.metaDescription,
    excerpt: input.excerpt,
    content: input.content,
    county,
    state,
    featuredImageUrl: input.featuredImageUrl,
    featuredImageAlt: input.featuredImageUrl ? input.featuredImageAlt : null,
    keywords: input.keywords,
    isPublished: input.publish === "draft" ? 0 : 1,
    publishedAt,
    readingTimeMinutes: readingMinutes(input.content),
  });
  if (!saved.ok) {
    if (saved.reason === "missing") {
      throw data("No such post", { status: 404 });
    }
    return data(
      {
        fieldErrors: {
          slug: `Another post already uses the address “${slug}”. Please choose another.`,
        },
        values: Object.fromEntries(
          BLOG_POST_FIELDS.map((name) => [
            name,
            String((form.input as Record<string, unknown>)[name] ?? ""),
          ]),
        ),
      },
      { status: 409 },
    );
  }
  const when =
    input.publish === "draft"
      ? "Saved as a draft."
      : input.publish === "scheduled"
        ? `It appears on ${input.publishAt.replace("T", " at ")} (New York time).`
        : "It is on the site.";
  const moved = saved.redirectedFrom
    ? ` The old address /blogs/${saved.redirectedFrom} now leads to the new one.`
    : "";
  return redirectWithToast(
    "/admin/blog",
    `Saved “${input.title}”. ${when}${moved}`,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminHead(loaderData?.title ?? "Write a post");
}

export default function BlogEdit({ loaderData }: Route.ComponentProps) {
  const { post, title } = loaderData;
  return (
    <>
      <Heading level={1} look="page" className="mb-6">
        {title ?? "Write a post"}
      </Heading>
      <BlogPostForm
        key={post.id ?? "new"}
        post={post}
        submitLabel={post.id ? "Save post" : "Save new post"}
      />
    </>
  );
}
