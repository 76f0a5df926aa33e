import { asc, eq } from "drizzle-orm";
import { pageList } from "#app/content/pages.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { getDb } from "#app/db/client.server.ts";
import { cities, counties, locationServicePages } from "#app/db/schema.ts";
import type { SitemapEntry } from "#app/utils/sitemap.ts";
import { getNewsLastModified, listSitemapPosts } from "./blog-posts.server.ts";

/** Every public, published URL once, absolute on the configured site URL. */
export async function listSitemapEntries(
  siteUrl: string,
): Promise<SitemapEntry[]> {
  const db = getDb();
  const [towns, locationPages, posts, newsModified] = await Promise.all([
    db
      .select({ county: counties.slug, city: cities.slug })
      .from(cities)
      .innerJoin(counties, eq(cities.countyId, counties.id))
      .orderBy(asc(counties.id), asc(cities.name)),
    db
      .select({
        url: locationServicePages.url,
        updatedAt: locationServicePages.updatedAt,
        priority: locationServicePages.priority,
        changeFreq: locationServicePages.changeFreq,
      })
      .from(locationServicePages)
      .where(eq(locationServicePages.isPublished, 1))
      .orderBy(asc(locationServicePages.url)),
    listSitemapPosts(),
    getNewsLastModified(),
  ]);
  return [
    ...pageList.map(({ path }) => ({
      loc: siteUrl + (path === "/" ? "/" : path),
      // News items live on /news itself (docs/decisions/0010).
      ...(path === "/news" && newsModified ? { lastmod: newsModified } : {}),
    })),
    ...serviceSummaries.map((service) => ({ loc: siteUrl + service.href })),
    ...towns.map((town) => ({
      loc: `${siteUrl}/near-me/${town.county}/${town.city}`,
    })),
    ...posts.map((post) => ({
      loc: `${siteUrl}/blogs/${post.slug}`,
      lastmod: post.updatedAt,
    })),
    ...locationPages.map((page) => ({
      loc: siteUrl + page.url,
      lastmod: page.updatedAt,
      changefreq: page.changeFreq,
      priority: page.priority / 100,
    })),
  ];
}
