import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import { blogPostSeeds } from "#app/db/seed/data/blog-posts.ts";
import { countySeeds } from "#app/db/seed/data/places.ts";
import { seedDatabase } from "#app/db/seed/seed.server.ts";
import { diskMediaStore } from "#app/media/store.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import {
  getPublishedPost,
  listNewsItems,
  listPostCounties,
  listPublishedPosts,
  listRelatedPosts,
  POSTS_PER_PAGE,
} from "#app/models/blog-posts.server.ts";
import { loader as postLoader } from "#app/routes/site/blog-post.tsx";
import { loader as blogsLoader } from "#app/routes/site/blogs.tsx";
import { loader as newsLoader } from "#app/routes/site/news.tsx";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { mediaUrl, testContext } from "#tests/setup/fixtures.ts";
import { SHARED_UPLOADS_DIR } from "#tests/setup/server-process.ts";

const context = testContext();
const DAY = 24 * 60 * 60 * 1000;

type Row = typeof blogPosts.$inferInsert;

function row(title: string, fields: Partial<Row> = {}): Row {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    slug,
    title,
    metaDescription: `${title}: what to know.`,
    excerpt: `${title} in a sentence.`,
    content: `## ${title}\n\nA paragraph about ${title}.`,
    county: "Rockland County",
    state: "NY",
    featuredImageUrl: mediaUrl(1),
    featuredImageAlt: `${title} picture`,
    ...fields,
  };
}

const passaicTitles = Array.from(
  { length: 13 },
  (_, index) => `Passaic ${index + 1}`,
);

const rows: Row[] = [
  row("Rockland new", {
    publishedAt: new Date("2026-10-01T12:00:00Z"),
    readingTimeMinutes: 9,
  }),
  row("Rockland old", { publishedAt: new Date("2026-01-01T12:00:00Z") }),
  row("Bergen mid", {
    county: "Bergen County",
    state: "NJ",
    publishedAt: new Date("2026-05-01T12:00:00Z"),
  }),
  row("Undated", { county: "Bergen County", state: "NJ", publishedAt: null }),
  row("Draft", {
    isPublished: 0,
    publishedAt: new Date("2026-11-01T12:00:00Z"),
  }),
  row("Putnam draft", {
    county: "Putnam County",
    isPublished: 0,
    publishedAt: new Date("2026-02-01T12:00:00Z"),
  }),
  row("Scheduled", { publishedAt: new Date(Date.now() + 30 * DAY) }),
  row("Hostile", {
    county: "Orange County",
    publishedAt: new Date("2023-01-01T12:00:00Z"),
    content:
      "# Big title\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))",
  }),
  ...passaicTitles.map((title, index) =>
    row(title, {
      county: "Passaic County",
      state: "NJ",
      publishedAt: new Date(Date.UTC(2024, 0, index + 1, 12)),
    }),
  ),
  row("News new", {
    kind: "news",
    publishedAt: new Date("2026-09-01T12:00:00Z"),
    content: "# Event\n\nWe held an event.",
  }),
  row("News old", {
    kind: "news",
    publishedAt: new Date("2025-01-01T12:00:00Z"),
  }),
  row("News hidden", {
    kind: "news",
    isPublished: 0,
    publishedAt: new Date("2026-10-10T12:00:00Z"),
  }),
];

// Newest first: the undated post shows its creation time (now).
const expectedBlog = [
  "Undated",
  "Rockland new",
  "Bergen mid",
  "Rockland old",
  ...[...passaicTitles].reverse(),
  "Hostile",
];

const titles = (list: Array<{ title: string }>) =>
  list.map((item) => item.title);

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

const callBlogs = (search = "") =>
  blogsLoader({
    request: new Request(`http://localhost:3000/blogs${search}`),
    params: {},
    context,
  } as never);

const callPost = (slug: string) =>
  postLoader({
    request: new Request(`http://localhost:3000/blogs/${slug}`),
    params: { slug },
    context,
  } as never);

const callNews = (search = "") =>
  newsLoader({
    request: new Request(`http://localhost:3000/news${search}`),
    params: {},
    context,
  } as never);

describe.each(databaseKinds)("blog and news on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    await database.connection.db.insert(blogPosts).values(rows);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("lists only published, current blog posts, newest first, 12 to a page", async () => {
    const first = await listPublishedPosts({});
    expect(first.total).toBe(expectedBlog.length);
    expect(titles(first.posts)).toEqual(expectedBlog.slice(0, POSTS_PER_PAGE));
    const second = await listPublishedPosts({ page: 2 });
    expect(titles(second.posts)).toEqual(expectedBlog.slice(POSTS_PER_PAGE));
    expect(await listPublishedPosts({ page: 3 })).toEqual({
      posts: [],
      total: expectedBlog.length,
    });
  });

  it("stores 5 minutes of reading time unless told otherwise", async () => {
    const { posts } = await listPublishedPosts({});
    const minutes = Object.fromEntries(
      posts.map((post) => [post.title, post.readingTimeMinutes]),
    );
    expect(minutes["Rockland new"]).toBe(9);
    expect(minutes["Rockland old"]).toBe(5);
    expect(minutes.Undated).toBe(5);
  });

  it("offers only counties with a public post, and filters by one", async () => {
    const counties = await listPostCounties();
    expect(counties.map((county) => county.slug)).toEqual([
      "bergen",
      "orange",
      "passaic",
      "rockland",
    ]);
    const rockland = counties.find((county) => county.slug === "rockland")!;
    expect(rockland).toEqual({
      slug: "rockland",
      county: "Rockland County",
      state: "NY",
    });
    const { posts, total } = await listPublishedPosts({ county: rockland });
    expect(titles(posts)).toEqual(["Rockland new", "Rockland old"]);
    expect(total).toBe(2);
  });

  it("the /blogs loader pages through the list and filters by ?county", async () => {
    const all = await callBlogs();
    expect(all.page).toBe(1);
    expect(all.pages).toBe(2);
    expect(all.county).toBeNull();
    expect(titles(all.posts)).toEqual(expectedBlog.slice(0, POSTS_PER_PAGE));
    const last = await callBlogs("?page=2");
    expect(titles(last.posts)).toEqual(expectedBlog.slice(POSTS_PER_PAGE));

    const rockland = await callBlogs("?county=rockland");
    expect(rockland.county?.county).toBe("Rockland County");
    expect(rockland.pages).toBe(1);
    expect(titles(rockland.posts)).toEqual(["Rockland new", "Rockland old"]);

    for (const search of [
      "?county=",
      "?county=putnam",
      "?county=ROCKLAND",
      "?county=%3Cscript%3E",
      "?county=nowhere&county=bergen",
    ]) {
      const shown = await callBlogs(search);
      expect(shown.county, search).toBeNull();
      expect(shown.posts).toHaveLength(POSTS_PER_PAGE);
    }
  });

  it("answers 404 for a malformed or out-of-range page", async () => {
    for (const search of [
      "?page=3",
      "?page=0",
      "?page=-1",
      "?page=1e9",
      "?page=NaN",
      "?page=1.5",
      "?page=02",
      "?page=",
      "?page=1&page=2",
      "?page=9999999",
      "?county=rockland&page=2",
    ]) {
      expect(await thrownBy(() => callBlogs(search)), search).toMatchObject({
        status: 404,
      });
    }
  });

  it("shows a published post with sanitised content, and 404s every other slug", async () => {
    const { post, html, related } = await callPost("rockland-new");
    expect(post.title).toBe("Rockland new");
    expect(post).not.toHaveProperty("content");
    expect(html).toBe(
      "<h2>Rockland new</h2>\n<p>A paragraph about Rockland new.</p>\n",
    );
    expect(titles(related)).toEqual(["Rockland old", "Undated", "Bergen mid"]);

    const hostile = await callPost("hostile");
    expect(hostile.html).toBe("<h2>Big title</h2>\n<p><a>x</a></p>\n");

    for (const slug of [
      "draft",
      "scheduled",
      "news-new",
      "news-hidden",
      "no-such-post",
      "../rockland-new",
      "ROCKLAND-NEW",
    ]) {
      expect(await thrownBy(() => callPost(slug)), slug).toMatchObject({
        status: 404,
      });
    }
    expect(await getPublishedPost("news-new", "news")).not.toBeNull();
  });

  it("related posts are public blog posts, same county first, never the post itself", async () => {
    const bergen = await getPublishedPost("bergen-mid");
    expect(titles(await listRelatedPosts(bergen!))).toEqual([
      "Undated",
      "Rockland new",
      "Rockland old",
    ]);
    const related = await listRelatedPosts(bergen!, 100);
    expect(titles(related).sort()).toEqual(
      expectedBlog.filter((title) => title !== "Bergen mid").sort(),
    );
  });

  it("/news shows only public news, newest first, rendered under the item heading", async () => {
    const { items, total } = await listNewsItems();
    expect(titles(items)).toEqual(["News new", "News old"]);
    expect(total).toBe(2);
    const page = await callNews();
    expect(titles(page.items)).toEqual(["News new", "News old"]);
    expect(page.items[0]!.html).toBe(
      "<h3>Event</h3>\n<p>We held an event.</p>\n",
    );
    expect(page.items[0]).not.toHaveProperty("content");
    expect(await thrownBy(() => callNews("?page=2"))).toMatchObject({
      status: 404,
    });
    expect(await thrownBy(() => callNews("?page=abc"))).toMatchObject({
      status: 404,
    });
  });

  it("a post edited to unpublished disappears from every list", async () => {
    const db = database.connection.db;
    await db
      .update(blogPosts)
      .set({ isPublished: 0 })
      .where(eq(blogPosts.slug, "rockland-old"));
    try {
      expect(await thrownBy(() => callPost("rockland-old"))).toMatchObject({
        status: 404,
      });
      const rockland = await callBlogs("?county=rockland");
      expect(titles(rockland.posts)).toEqual(["Rockland new"]);
      const newPost = await getPublishedPost("rockland-new");
      expect(titles(await listRelatedPosts(newPost!, 100))).not.toContain(
        "Rockland old",
      );
    } finally {
      await db
        .update(blogPosts)
        .set({ isPublished: 1 })
        .where(eq(blogPosts.slug, "rockland-old"));
    }
  });
});

describe.each(databaseKinds)("blog seed on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    await seedDatabase(database.connection.db, {
      store: diskMediaStore(SHARED_UPLOADS_DIR),
    });
  }, 180_000);
  afterAll(async () => {
    await database.drop();
  });

  it("fills a fresh install with 6+ long local posts and 4+ news items, once", async () => {
    const { posts, total } = await listPublishedPosts({});
    expect(total).toBeGreaterThanOrEqual(6);
    const counties = new Map(
      countySeeds.map((county) => [county.name, county.state]),
    );
    for (const post of posts) {
      const full = await getPublishedPost(post.slug);
      const words = full!.content.split(/\s+/).filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(full!.content, post.slug).toMatch(/^## /m);
      expect(full!.content, post.slug).toMatch(/^- /m);
      expect(counties.get(post.county), post.slug).toBe(post.state);
      expect(post.featuredImageAlt, post.slug).toBeTruthy();
      expect(post.readingTimeMinutes).toBe(Math.round(words / 225));
      const file = path.basename(post.featuredImageUrl!);
      expect(fs.existsSync(path.join(SHARED_UPLOADS_DIR, file))).toBe(true);
      expect(full!.content).not.toMatch(/lorem|ipsum/i);
      for (const phone of full!.content.matchAll(/\(\d{3}\) \d{3}-\d{4}/g))
        expect(phone[0]).toBe(business.phone.display);
    }
    const news = await listNewsItems();
    expect(news.total).toBeGreaterThanOrEqual(4);
    for (const item of news.items) {
      expect(item.county).toBe(business.address.county);
      expect(item.state).toBe(business.address.state);
    }
    expect(news.items.some((item) => /breast cancer/i.test(item.content))).toBe(
      true,
    );

    await seedDatabase(database.connection.db, {
      store: diskMediaStore(SHARED_UPLOADS_DIR),
    });
    const again = await listPublishedPosts({});
    expect(again.total).toBe(total);
    expect(again.total).toBe(blogPostSeeds.length);
  });
});
