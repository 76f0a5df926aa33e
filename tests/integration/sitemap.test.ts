import fs from "node:fs";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryPages, validateXML } from "xmllint-wasm";
import {
  blogPosts,
  cities,
  counties,
  designInspirationItems,
  galleryProjects,
  locationServicePages,
  services,
  reviews,
} from "#app/db/schema.ts";
import { loader as robotsLoader } from "#app/routes/seo/robots.ts";
import { loader as sitemapPageLoader } from "#app/routes/seo/sitemap-page.ts";
import { loader as sitemapLoader } from "#app/routes/seo/sitemap.ts";
import {
  chunkSitemap,
  sitemapIndexXml,
  urlsetXml,
} from "#app/utils/sitemap.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

const SITE = "https://www.lakeside.example";
const context = { siteOrigin: SITE } as AppLoadContext;

const schemas = {
  sitemap: fs.readFileSync("tests/fixtures/sitemap.xsd", "utf8"),
  siteindex: fs.readFileSync("tests/fixtures/siteindex.xsd", "utf8"),
};

/** libxml2's xmllint, built to WebAssembly and shipped on npm, against the
 * sitemaps.org schemas: nothing to install beside `npm install`. */
async function validate(xml: string, schema: keyof typeof schemas) {
  const result = await validateXML({
    xml: { fileName: "map.xml", contents: xml },
    schema: { fileName: `${schema}.xsd`, contents: schemas[schema] },
    maxMemoryPages: memoryPages.GiB,
  });
  if (!result.valid) {
    throw new Error(`invalid ${schema}: ${result.rawOutput}`);
  }
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("sitemap building", () => {
  it("switches to an index of valid child sitemaps past the URL or byte limit", async () => {
    const entries = Array.from({ length: 25 }, (_, i) => ({
      loc: `${SITE}/page-${i}`,
    }));
    expect(chunkSitemap(entries)).toHaveLength(1);
    const byCount = chunkSitemap(entries, {
      maxUrls: 10,
      maxBytes: 50 * 1024 * 1024,
    });
    expect(byCount.map((chunk) => chunk.length)).toEqual([10, 10, 5]);
    const byBytes = chunkSitemap(entries, { maxUrls: 50_000, maxBytes: 600 });
    expect(byBytes.length).toBeGreaterThan(1);
    for (const chunk of byBytes) {
      expect(Buffer.byteLength(urlsetXml(chunk))).toBeLessThanOrEqual(600);
      await validate(urlsetXml(chunk), "sitemap");
    }
    const index = sitemapIndexXml(SITE, 3);
    await validate(index, "siteindex");
    expect(locs(index)).toEqual(
      [1, 2, 3].map((n) => `${SITE}/sitemaps/${n}.xml`),
    );
  });

  it("escapes XML in URLs", async () => {
    const xml = urlsetXml(chunkSitemap([{ loc: `${SITE}/a?b=1&c=<2>` }])[0]!);
    expect(xml).toContain("&amp;c=&lt;2&gt;");
    await validate(xml, "sitemap");
  });
});

describe.each(databaseKinds)("sitemap.xml and robots.txt on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    const db = database.connection.db;
    const [county] = await db
      .insert(counties)
      .values({ slug: "rockland", name: "Rockland County", state: "NY" })
      .returning();
    const [city] = await db
      .insert(cities)
      .values({
        slug: "new-city",
        name: "New City",
        countyId: county!.id,
        state: "NY",
      })
      .returning();
    const [kitchen, bath] = await db
      .insert(services)
      .values([
        { slug: "kitchen-remodeling", name: "Kitchen Remodeling" },
        { slug: "bathroom-remodeling", name: "Bathroom Remodeling" },
      ])
      .returning();
    const page = {
      countyId: county!.id,
      cityId: city!.id,
      title: "t",
      metaDescription: "m",
      h1: "h",
      content: "c",
    };
    await db.insert(locationServicePages).values([
      {
        ...page,
        serviceId: kitchen!.id,
        url: "/rockland/new-city/kitchen-remodeling",
      },
      {
        ...page,
        serviceId: bath!.id,
        url: "/rockland/new-city/bathroom-remodeling",
        isPublished: 0,
      },
    ]);
    const post = {
      metaDescription: "m",
      excerpt: "e",
      content: "c",
      county: "Rockland County",
      state: "NY",
      publishedAt: new Date("2026-01-01T12:00:00Z"),
    };
    await db.insert(blogPosts).values([
      {
        ...post,
        slug: "published-post",
        title: "Published",
        updatedAt: new Date("2026-03-04T05:06:07Z"),
      },
      { ...post, slug: "draft-post", title: "Draft", isPublished: 0 },
      {
        ...post,
        slug: "scheduled-post",
        title: "Scheduled",
        publishedAt: new Date(Date.now() + 86_400_000),
      },
      {
        ...post,
        kind: "news",
        slug: "news-item",
        title: "News",
        updatedAt: new Date("2026-02-03T04:05:06Z"),
      },
      {
        ...post,
        kind: "news",
        slug: "hidden-news",
        title: "Hidden news",
        isPublished: 0,
        updatedAt: new Date("2026-09-09T09:09:09Z"),
      },
    ]);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("lists every public URL once, absolute on SITE_URL, valid against the schema", async () => {
    const response = await sitemapLoader({
      context,
      params: {},
      request: new Request(`${SITE}/sitemap.xml`),
    } as never);
    expect(response.headers.get("Content-Type")).toBe(
      "application/xml; charset=utf-8",
    );
    const xml = await response.text();
    await validate(xml, "sitemap");
    const urls = locs(xml);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
    for (const path of [
      "/",
      "/services",
      "/gallery",
      "/contact",
      "/privacy",
      "/near-me",
      "/near-me/rockland/new-city",
      "/services/bathroom-remodeling",
    ]) {
      expect(urls).toContain(SITE + path);
    }
    expect(urls).not.toContain(`${SITE}/services/bath-remodeling`);
    expect(urls.some((url) => url.includes("/admin"))).toBe(false);
    // Published location page with its stored priority 60 -> 0.6 and monthly; the unpublished one is absent.
    expect(xml).toMatch(
      /<loc>https:\/\/www\.lakeside\.example\/rockland\/new-city\/kitchen-remodeling<\/loc><lastmod>[^<]+<\/lastmod><changefreq>monthly<\/changefreq><priority>0\.6<\/priority>/,
    );
    expect(urls).not.toContain(`${SITE}/rockland/new-city/bathroom-remodeling`);
  });

  it("lists public blog posts with lastmod, and news once as /news", async () => {
    const response = await sitemapLoader({
      context,
      params: {},
      request: new Request(`${SITE}/sitemap.xml`),
    } as never);
    const xml = await response.text();
    await validate(xml, "sitemap");
    expect(xml).toContain(
      `<loc>${SITE}/blogs/published-post</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod>`,
    );
    // The news page changes when its newest public item does.
    expect(xml).toContain(
      `<loc>${SITE}/news</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod>`,
    );
    const urls = locs(xml);
    expect(urls).toContain(`${SITE}/blogs`);
    for (const slug of [
      "draft-post",
      "scheduled-post",
      "news-item",
      "hidden-news",
    ]) {
      expect(
        urls.some((url) => url.endsWith(`/${slug}`)),
        slug,
      ).toBe(false);
    }
  });

  it("gives the pages that show the gallery, reviews and design ideas the time of the last change to them, however it was made", async () => {
    const sitemap = async () => {
      const response = await sitemapLoader({
        context,
        params: {},
        request: new Request(`${SITE}/sitemap.xml`),
      } as never);
      const xml = await response.text();
      await validate(xml, "sitemap");
      return (path: string) =>
        new RegExp(
          `<loc>${SITE.replaceAll(".", "\\.")}${path}</loc>(?:<lastmod>([^<]+)</lastmod>)?`,
        ).exec(xml)?.[1];
    };
    const db = database.connection.db;
    const started = Date.now();
    await db.insert(galleryProjects).values({
      title: "Walnut kitchen",
      category: "kitchens",
    });
    let lastmod = await sitemap();
    const galleryChange = Date.parse(lastmod("/gallery")!);
    expect(galleryChange).toBeGreaterThanOrEqual(started - 1000);
    expect(lastmod("/")).toBe(lastmod("/gallery"));
    expect(lastmod("/services/kitchen-remodeling")).toBe(lastmod("/gallery"));
    expect(lastmod("/design-inspiration")).toBeUndefined();
    expect(lastmod("/contact")).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.update(reviews).set({ isPublished: 0 });
    await db.insert(designInspirationItems).values({
      title: "Shaker doors",
      category: "kitchen",
      sourceType: "youtube",
      sourceUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    lastmod = await sitemap();
    expect(Date.parse(lastmod("/")!)).toBeGreaterThan(galleryChange);
    expect(Date.parse(lastmod("/gallery")!)).toBe(galleryChange);
    expect(Date.parse(lastmod("/design-inspiration")!)).toBeGreaterThan(
      galleryChange,
    );
  });

  it("has no child sitemaps while one file suffices", async () => {
    await expect(
      sitemapPageLoader({
        context,
        params: { page: "1.xml" },
        request: new Request(`${SITE}/sitemaps/1.xml`),
      } as never),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("robots.txt allows the site, keeps crawlers out of /admin and /api, and names the sitemap", async () => {
    const response = robotsLoader({
      context,
      params: {},
      request: new Request(`${SITE}/robots.txt`),
    } as never);
    expect(response.headers.get("Content-Type")).toBe(
      "text/plain; charset=utf-8",
    );
    const text = await response.text();
    expect(text).toContain("User-agent: *\nAllow: /\n");
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain("Disallow: /api\n");
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
