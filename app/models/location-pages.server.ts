import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import {
  cities,
  counties,
  galleryProjects,
  locationServicePages,
  services,
  reviews,
} from "#app/db/schema.ts";
import { distanceMiles, type LatLng } from "#app/utils/geo.ts";
import { listedReviewColumns, publicReviewsFrom } from "./reviews.server.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

/**
 * On the site: published by the owner, for a service still offered (a
 * deactivated service's pages answer 410, docs/decisions/0020).
 */
export const publicLocationPage = and(
  eq(locationServicePages.isPublished, 1),
  sql`${locationServicePages.serviceId} in (select ${services.id} from ${services} where ${services.isActive} = 1)`,
);
const published = publicLocationPage;

/** A published county/city/service page with its town's facts, or null. */
async function getPublishedLocationPageUncached(
  countySlug: string,
  citySlug: string,
  serviceSlug: string,
) {
  const [row] = await getDb()
    .select({
      title: locationServicePages.title,
      metaDescription: locationServicePages.metaDescription,
      h1: locationServicePages.h1,
      content: locationServicePages.content,
      keywords: locationServicePages.keywords,
      structuredData: locationServicePages.structuredData,
      imageUrl: locationServicePages.imageUrl,
      imageAlt: locationServicePages.imageAlt,
      url: locationServicePages.url,
      canonicalUrl: locationServicePages.canonicalUrl,
      serviceId: services.id,
      serviceSlug: services.slug,
      serviceName: services.name,
      countySlug: counties.slug,
      countyName: counties.name,
      state: counties.state,
      citySlug: cities.slug,
      cityName: cities.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
      driveMinutes: cities.driveMinutes,
      permitOffice: cities.permitOffice,
    })
    .from(locationServicePages)
    .innerJoin(counties, eq(locationServicePages.countyId, counties.id))
    .innerJoin(cities, eq(locationServicePages.cityId, cities.id))
    .innerJoin(services, eq(locationServicePages.serviceId, services.id))
    .where(
      and(
        published,
        eq(counties.slug, countySlug),
        eq(cities.slug, citySlug),
        eq(services.slug, serviceSlug),
        // The city must belong to the county the URL names.
        eq(cities.countyId, counties.id),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type LocationPage = NonNullable<
  Awaited<ReturnType<typeof getPublishedLocationPage>>
>;

/** The published pages of one town, in the services' order. */
async function listPublishedPagesInCityUncached(
  countySlug: string,
  citySlug: string,
) {
  return getDb()
    .select({
      url: locationServicePages.url,
      serviceSlug: services.slug,
      serviceName: services.name,
      serviceDescription: services.description,
    })
    .from(locationServicePages)
    .innerJoin(counties, eq(locationServicePages.countyId, counties.id))
    .innerJoin(cities, eq(locationServicePages.cityId, cities.id))
    .innerJoin(services, eq(locationServicePages.serviceId, services.id))
    .where(
      and(published, eq(counties.slug, countySlug), eq(cities.slug, citySlug)),
    )
    .orderBy(asc(services.sortOrder), asc(services.id));
}

export interface NearbyPage {
  cityName: string;
  state: string;
  url: string;
  miles: number;
}

/** The nearest other towns with a published page for the same service. */
async function listNearbyPagesUncached(
  from: LatLng,
  serviceId: number,
  excludeUrl: string,
  limit = 4,
): Promise<NearbyPage[]> {
  const rows = await getDb()
    .select({
      cityName: cities.name,
      state: cities.state,
      url: locationServicePages.url,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(locationServicePages)
    .innerJoin(cities, eq(locationServicePages.cityId, cities.id))
    .where(and(published, eq(locationServicePages.serviceId, serviceId)));
  return rows
    .flatMap((row) =>
      row.url !== excludeUrl && row.latitude !== null && row.longitude !== null
        ? [
            {
              cityName: row.cityName,
              state: row.state,
              url: row.url,
              miles: distanceMiles(from, {
                latitude: row.latitude,
                longitude: row.longitude,
              }),
            },
          ]
        : [],
    )
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit)
    .map((page) => ({ ...page, miles: Math.round(page.miles) }));
}

// A gallery project's location is "Town, ST", as the towns are named.
// Correlated subqueries rather than a join: two counties may hold towns of
// the same name, and a project must still come back once.
const townOfProject = sql`${cities.name} || ', ' || ${cities.state} = ${galleryProjects.location}`;
const projectLatitude = sql<
  number | null
>`(select ${cities.latitude} from ${cities} where ${townOfProject} limit 1)`;
const projectLongitude = sql<
  number | null
>`(select ${cities.longitude} from ${cities} where ${townOfProject} limit 1)`;

// Closest first: work in the town itself, then by distance from it, so the
// proof a visitor sees is as local as the gallery allows.
function milesFrom(
  from: LatLng | null,
  town: string,
  item: {
    location: string | null;
    latitude: number | null;
    longitude: number | null;
  },
) {
  if (item.location === town) return 0;
  if (!from || item.latitude === null || item.longitude === null) return null;
  return Math.round(
    distanceMiles(from, { latitude: item.latitude, longitude: item.longitude }),
  );
}

const nearestFirst = (
  a: { miles: number | null },
  b: { miles: number | null },
) => (a.miles ?? 1e6) - (b.miles ?? 1e6);

export type LocalProject = Awaited<
  ReturnType<typeof listLocalProof>
>["projects"][number];

/** Gallery projects and one review for a page, nearest to the town first. */
async function listLocalProofUncached(options: {
  town: string;
  from: LatLng | null;
  galleryCategory: string | undefined;
  serviceName: string;
}) {
  const db = getDb();
  const { town, from } = options;
  const [projectRows, reviewRows] = await Promise.all([
    options.galleryCategory
      ? db
          .select({
            id: galleryProjects.id,
            title: galleryProjects.title,
            category: galleryProjects.category,
            location: galleryProjects.location,
            projectDate: galleryProjects.projectDate,
            afterImageUrl: galleryProjects.afterImageUrl,
            latitude: projectLatitude,
            longitude: projectLongitude,
          })
          .from(galleryProjects)
          .where(
            and(
              eq(galleryProjects.isPublished, 1),
              eq(galleryProjects.category, options.galleryCategory),
            ),
          )
          .orderBy(asc(galleryProjects.sortOrder), asc(galleryProjects.id))
      : Promise.resolve([]),
    // Local means this service in this town; most pages have none yet, and
    // a review from elsewhere would not be local proof.
    db
      .select(listedReviewColumns)
      .from(reviews)
      .where(
        and(
          eq(reviews.isPublished, 1),
          eq(reviews.location, town),
          eq(reviews.serviceType, options.serviceName),
        ),
      )
      .orderBy(asc(reviews.id))
      .limit(1),
  ]);
  return {
    projects: projectRows
      .map((row) => {
        const { latitude: _latitude, longitude: _longitude, ...project } = row;
        return { ...project, miles: milesFrom(from, town, row) };
      })
      .sort(nearestFirst)
      .slice(0, 2),
    reviews: publicReviewsFrom(reviewRows).map((review) => ({
      ...review,
      miles: 0,
    })),
  };
}

/** True when this address was a page of a service no longer offered. */
async function isRetiredLocationPageUncached(
  countySlug: string,
  citySlug: string,
  serviceSlug: string,
): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: locationServicePages.id })
    .from(locationServicePages)
    .innerJoin(counties, eq(locationServicePages.countyId, counties.id))
    .innerJoin(cities, eq(locationServicePages.cityId, cities.id))
    .innerJoin(services, eq(locationServicePages.serviceId, services.id))
    .where(
      and(
        eq(services.isActive, 0),
        eq(counties.slug, countySlug),
        eq(cities.slug, citySlug),
        eq(services.slug, serviceSlug),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// Public reads, kept per content version (content-memo.server.ts).
export const getPublishedLocationPage = memoByContentVersion(
  "getPublishedLocationPage",
  getPublishedLocationPageUncached,
);
export const listPublishedPagesInCity = memoByContentVersion(
  "listPublishedPagesInCity",
  listPublishedPagesInCityUncached,
);
export const listNearbyPages = memoByContentVersion(
  "listNearbyPages",
  listNearbyPagesUncached,
);
export const listLocalProof = memoByContentVersion(
  "listLocalProof",
  listLocalProofUncached,
);
export const isRetiredLocationPage = memoByContentVersion(
  "isRetiredLocationPage",
  isRetiredLocationPageUncached,
);
