import { asc, eq } from "drizzle-orm";
import { pageList } from "#app/content/pages.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { getDb } from "#app/db/client.server.ts";
import type { ContentArea } from "#app/db/public-content.ts";
import {
  cities,
  contentChanges,
  counties,
  locationServicePages,
} from "#app/db/schema.ts";
import type { SitemapEntry } from "#app/utils/sitemap.ts";
import { getNewsLastModified, listSitemapPosts } from "./blog-posts.server.ts";
import { publicLocationPage } from "./location-pages.server.ts";

// What each page shows of the content the owner edits in /admin: its
// lastmod is the latest change to any of it.
const AREAS_SHOWN: Record<string, ContentArea[]> = {
  "/": ["gallery", "reviews"],
  "/gallery": ["gallery"],
  "/design-inspiration": ["inspiration"],
};
const SERVICE_PAGE_AREAS: ContentArea[] = ["gallery", "reviews"];

function latest(
  changes: Map<string, Date>,
  areas: ContentArea[] | undefined,
): Date | undefined {
  const dates = (areas ?? []).flatMap((area) => changes.get(area) ?? []);
  if (dates.length === 0) return undefined;
  return new Date(Math.max(...dates.map((date) => date.getTime())));
}

/** Every public, published URL once, absolute on the configured site URL. */
export async function listSitemapEntries(
  siteUrl: string,
): Promise<SitemapEntry[]> {
  const db = getDb();
  const [towns, locationPages, posts, newsModified, changes] =
    await Promise.all([
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
        .where(publicLocationPage)
        .orderBy(asc(locationServicePages.url)),
      listSitemapPosts(),
      getNewsLastModified(),
      db.select().from(contentChanges),
    ]);
  const changedAt = new Map(changes.map((row) => [row.area, row.changedAt]));
  const lastmodOf = (areas: ContentArea[] | undefined) => {
    const lastmod = latest(changedAt, areas);
    return lastmod ? { lastmod } : {};
  };
  return [
    ...pageList.map(({ path }) => ({
      loc: siteUrl + (path === "/" ? "/" : path),
      // News items live on /news itself (docs/decisions/0010).
      ...(path === "/news" && newsModified ? { lastmod: newsModified } : {}),
      ...lastmodOf(AREAS_SHOWN[path]),
    })),
    ...serviceSummaries.map((service) => ({
      loc: siteUrl + service.href,
      ...lastmodOf(SERVICE_PAGE_AREAS),
    })),
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
