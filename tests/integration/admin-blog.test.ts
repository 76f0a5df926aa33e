import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#app/db/schema.ts";
import * as blogPostRoute from "#app/routes/site/blog-post.tsx";
import * as editRoute from "#app/routes/admin/blog-edit.tsx";
import * as listRoute from "#app/routes/admin/blog.tsx";
import * as previewRoute from "#app/routes/admin/blog-preview.ts";
import { renderMarkdown } from "#app/utils/markdown.server.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// The owner writes, schedules, publishes, renames and deletes posts; the
// public blog follows, and a renamed post's old address leads to the new.

const POST = {
  kind: "blog",
  title: "Quartz or Granite? Choosing a Countertop in 2027",
  slug: "",
  place: "Rockland County, NY",
  excerpt: "How the two stones compare on cost, care and looks.",
  metaDescription:
    "Quartz and granite countertops compared for Rockland homes.",
  content: "## Cost\n\nQuartz costs **more** up front.\n\n- Sealing\n- Heat",
  keywords: "quartz, granite",
  publish: "now",
  publishAt: "",
};

describe.each(databaseKinds)("the blog editor on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;

  const save = (fields: Record<string, string>, id?: number) =>
    call(
      editRoute.action as Handler,
      formPost(`/admin/blog/${id ?? "new"}`, fields, cookie),
      id === undefined ? {} : { id: String(id) },
    );
  const publicPost = (slug: string) =>
    call(
      blogPostRoute.loader as Handler,
      new Request(`${SITE}/blogs/${slug}`),
      { slug },
      { siteOrigin: SITE },
    );
  const row = async (title: string) =>
    (await db().select().from(blogPosts).where(eq(blogPosts.title, title)))[0]!;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
  });
  afterAll(async () => {
    await database.drop();
  });

  it("keeps a draft off the site, then publishes it at the address made from its title", async () => {
    const draft = await save({ ...POST, publish: "draft" });
    expect(draft.status).toBe(303);
    const stored = await row(POST.title);
    expect(stored).toMatchObject({
      slug: "quartz-or-granite-choosing-a-countertop-in-2027",
      county: "Rockland County",
      state: "NY",
      isPublished: 0,
      publishedAt: null,
      readingTimeMinutes: 1,
    });
    expect((await publicPost(stored.slug)).status).toBe(404);

    const published = await save(POST, stored.id);
    expect(published.status).toBe(303);
    expect(decodeURIComponent(published.cookie ?? "")).toContain(
      "It is on the site.",
    );
    const page = await publicPost(stored.slug);
    expect(page.status).toBe(200);
    expect((page.body as { html: string }).html).toContain(
      "<strong>more</strong>",
    );
    const list = (
      await call(
        listRoute.loader as Handler,
        new Request(`${SITE}/admin/blog?state=published`, {
          headers: { Cookie: cookie },
        }),
      )
    ).body as Awaited<ReturnType<typeof listRoute.loader>>;
    expect(list.posts.map((post) => post.title)).toContain(POST.title);
  });

  it("schedules a post for a New York date and time; it appears then by itself", async () => {
    const title = "Holiday hours at the showroom";
    const answer = await save({
      ...POST,
      title,
      kind: "news",
      publish: "scheduled",
      publishAt: "2030-06-01T09:30",
    });
    expect(answer.status).toBe(303);
    const stored = await row(title);
    // 09:30 in New York in June is 13:30 UTC (daylight time).
    expect(stored.publishedAt?.toISOString()).toBe("2030-06-01T13:30:00.000Z");
    expect(stored.kind).toBe("news");
    const scheduled = (
      await call(
        listRoute.loader as Handler,
        new Request(`${SITE}/admin/blog?state=scheduled`, {
          headers: { Cookie: cookie },
        }),
      )
    ).body as Awaited<ReturnType<typeof listRoute.loader>>;
    expect(scheduled.posts.map((post) => post.title)).toEqual([title]);
    // When its time comes, nobody has to do anything.
    await db()
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, stored.id));
    const later = (
      await call(
        listRoute.loader as Handler,
        new Request(`${SITE}/admin/blog?state=published`, {
          headers: { Cookie: cookie },
        }),
      )
    ).body as Awaited<ReturnType<typeof listRoute.loader>>;
    expect(later.posts.map((post) => post.title)).toContain(title);
  });

  it("keeps a published post's old address working when its slug changes", async () => {
    const stored = await row(POST.title);
    const renamed = await save(
      { ...POST, slug: "quartz-vs-granite" },
      stored.id,
    );
    expect(renamed.status).toBe(303);
    expect(decodeURIComponent(renamed.cookie ?? "")).toContain(
      `The old address /blogs/${stored.slug} now leads to the new one.`,
    );
    const old = await publicPost(stored.slug);
    expect(old.status).toBe(301);
    expect(old.location).toBe("/blogs/quartz-vs-granite");
    expect((await publicPost("quartz-vs-granite")).status).toBe(200);

    // Another post cannot take the new address, nor the old one.
    for (const slug of ["quartz-vs-granite", stored.slug]) {
      const taken = await save({ ...POST, title: "Another", slug });
      expect(taken.status, slug).toBe(409);
      expect(taken.body).toMatchObject({
        fieldErrors: {
          slug: `Another post already uses the address “${slug}”. Please choose another.`,
        },
        values: { title: "Another" },
      });
    }
  });

  it("refuses what it cannot publish, with a message by the field, storing nothing", async () => {
    const before = (await db().select().from(blogPosts)).length;
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ content: "x".repeat(100_001) }, "content", "The post is too long"],
      [{ slug: "Not A Slug!" }, "slug", "Please use lowercase letters"],
      [
        {
          featuredImageUrl:
            "/media/3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b-1200.webp",
        },
        "featuredImageAlt",
        "Please describe the picture",
      ],
      [
        { featuredImageUrl: "https://evil.example/x.jpg" },
        "featuredImageUrl",
        "Please upload the photo again",
      ],
      [
        { publish: "scheduled", publishAt: "" },
        "publishAt",
        "Please choose the date and time",
      ],
      [{ place: "Kings County, NY" }, "place", "Please choose the county"],
    ];
    for (const [change, field, message] of cases) {
      const answer = await save({ ...POST, title: "Refused", ...change });
      expect(answer.status, field).toBe(400);
      const errors = (answer.body as { fieldErrors: Record<string, string> })
        .fieldErrors;
      expect(errors[field], field).toMatch(message);
    }
    expect((await db().select().from(blogPosts)).length).toBe(before);
  });

  it("previews Markdown with the public page's renderer and sanitiser", async () => {
    const markdown =
      "## Hello\n\n<script>alert(1)</script>\n\n[x](javascript:alert%281%29) **bold**";
    const answer = await call(
      previewRoute.action as Handler,
      formPost("/admin/blog/preview", { content: markdown }, cookie),
    );
    expect(answer.status).toBe(200);
    const { html } = answer.body as { html: string };
    expect(html).toBe(renderMarkdown(markdown));
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).toContain("<strong>bold</strong>");
    const signedOut = await call(
      previewRoute.action as Handler,
      formPost("/admin/blog/preview", { content: markdown }),
    );
    expect(signedOut.status).toBe(302);
  });

  it("deletes a post, and its old addresses with it", async () => {
    const stored = await row(POST.title);
    const answer = await call(
      listRoute.action as Handler,
      formPost(
        "/admin/blog",
        { intent: "delete", id: String(stored.id) },
        cookie,
      ),
    );
    expect(answer.status).toBe(303);
    expect((await publicPost("quartz-vs-granite")).status).toBe(404);
    expect(
      (await publicPost("quartz-or-granite-choosing-a-countertop-in-2027"))
        .status,
    ).toBe(404);
  });
});
