import type { Route } from "./+types/blog";
import { gone, readAdminChange } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  AdminListHeader,
  listParamsFrom,
} from "#app/components/admin/admin-list-parts.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { AdminSearch } from "#app/components/admin/admin-search.tsx";
import { ConfirmDelete } from "#app/components/admin/list-actions.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import {
  deletePost,
  listPostsForAdmin,
} from "#app/models/blog-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { formatPostDate } from "#app/blog/posts.ts";
import {
  BlogListActionSchema,
  POST_STATES,
  type PostState,
} from "#app/blog/post-schema.ts";

// Blog posts and company news, drafts and scheduled ones included.

export const meta = () => adminHead("Blog and news");

const STATE_LABELS: Record<PostState | "", string> = {
  "": "All",
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
};

function query(search: string, state: string, page = 1) {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (state) params.set("state", state);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { search, page } = listParamsFrom(request);
  const asked = new URL(request.url).searchParams.get("state") ?? "";
  const state = (POST_STATES as readonly string[]).includes(asked)
    ? (asked as PostState)
    : "";
  return {
    search,
    state,
    page,
    ...(await listPostsForAdmin({ search, state, page })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminChange(
    request,
    BlogListActionSchema,
    "/admin/blog",
  );
  if (!read.ok) return read.response;
  const title = await deletePost(read.change.id);
  return title === null
    ? gone()
    : redirectWithToast(read.back, `Deleted “${title}”.`);
}

export default function AdminBlog({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { posts, search, state, page, pageCount, total } = loaderData;
  const returnTo = query(search, state, page);
  return (
    <>
      <AdminListHeader
        title="Blog and news"
        intro="Posts and company news, newest first. A scheduled post appears on the site at its time by itself."
        addHref="/admin/blog/new"
        addLabel="Write a post"
        error={actionData?.error}
      />
      <AdminSearch
        label="Search posts"
        placeholder="Title, address or county"
        value={search}
        total={total}
        noun={["post", "posts"]}
      />
      <nav aria-label="Show" className="mt-4 flex flex-wrap gap-x-5">
        {(["", ...POST_STATES] as const).map((value) => (
          <TextLink
            key={value}
            to={`/admin/blog${query(search, value)}`}
            aria-current={value === state ? "page" : undefined}
            className={`inline-block py-2 ${value === state ? "no-underline" : ""}`}
          >
            {STATE_LABELS[value]}
          </TextLink>
        ))}
      </nav>
      <ul className="mt-4 grid gap-3">
        {posts.map((post) => (
          <li
            key={post.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
          >
            <div>
              <h2 className="font-semibold">
                <TextLink to={`/admin/blog/${post.id}`}>{post.title}</TextLink>
              </h2>
              <p className="text-sm text-muted">
                {post.kind === "news" ? "News" : "Blog"} · {post.county},{" "}
                {post.state} ·{" "}
                {post.status === "draft"
                  ? "Draft"
                  : post.status === "scheduled"
                    ? `Scheduled for ${formatPostDate(post.publishedAt!)}`
                    : `Published ${formatPostDate(post.publishedAt ?? post.updatedAt)}`}
              </p>
            </div>
            <div className="flex flex-wrap items-start gap-3">
              {post.status === "published" ? (
                <TextLink
                  to={post.kind === "news" ? "/news" : `/blogs/${post.slug}`}
                  className="inline-block py-2"
                >
                  View<span className="sr-only"> {post.title}</span>
                </TextLink>
              ) : null}
              <ConfirmDelete
                id={post.id}
                name={post.title}
                returnTo={returnTo}
                consequence="It leaves the site at once, with its old addresses."
              />
            </div>
          </li>
        ))}
      </ul>
      {posts.length === 0 ? (
        <p className="mt-6 text-muted">No posts match.</p>
      ) : null}
      <AdminPagination
        path="/admin/blog"
        page={page}
        pageCount={pageCount}
        queryFor={(target) => query(search, state, target)}
      />
    </>
  );
}
