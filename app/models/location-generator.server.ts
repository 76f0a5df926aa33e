import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { assignWordings } from "#app/content/location-copy.ts";
import { serviceSummaries } from "#app/content/services.ts";
import type { Database } from "#app/db/client.server.ts";
import {
  cities,
  counties,
  galleryProjects,
  locationServicePages,
  services,
} from "#app/db/schema.ts";
import { distanceMiles, type LatLng } from "#app/utils/geo.ts";
import { buildLocationPage } from "#app/utils/location-page-content.ts";

export interface GenerateResult {
  /** Every county x city x active service. */
  total: number;
  created: number;
  updated: number;
  /** Rows the owner marked as hand-edited: left exactly as they are. */
  handEdited: number;
}

const placeColumns = {
  countyId: counties.id,
  countySlug: counties.slug,
  countyName: counties.name,
  state: counties.state,
  cityId: cities.id,
  citySlug: cities.slug,
  cityName: cities.name,
  latitude: cities.latitude,
  longitude: cities.longitude,
  neighborhoods: cities.neighborhoods,
  housingStock: cities.housingStock,
  permitOffice: cities.permitOffice,
  driveMinutes: cities.driveMinutes,
  localNote: cities.localNote,
};

// What the generator writes; everything else (published flag, priority,
// change frequency, hand-edited mark) belongs to the owner.
export const GENERATED_COLUMNS = [
  ["title", "title"],
  ["metaDescription", "meta_description"],
  ["h1", "h1"],
  ["content", "content"],
  ["keywords", "keywords"],
  ["structuredData", "structured_data"],
  ["imageUrl", "image_url"],
  ["imageAlt", "image_alt"],
  ["url", "url"],
  ["canonicalUrl", "canonical_url"],
] as const;

const located = (point: {
  latitude: number | null;
  longitude: number | null;
}) =>
  point.latitude !== null && point.longitude !== null
    ? ({ latitude: point.latitude, longitude: point.longitude } as LatLng)
    : null;

// The page image: a published gallery project of the service's category,
// from this town if there is one, else the nearest one we can place.
function pickImage(
  town: { cityName: string; state: string; at: LatLng | null },
  projects: Array<{ title: string; location: string | null; url: string }>,
  coordinates: Map<string, LatLng>,
) {
  const here = `${town.cityName}, ${town.state}`;
  const score = (location: string | null) => {
    if (location === here) return -1;
    const at = location ? coordinates.get(location) : undefined;
    return at && town.at ? distanceMiles(town.at, at) : Infinity;
  };
  const best = [...projects].sort(
    (a, b) => score(a.location) - score(b.location),
  )[0];
  return best
    ? { imageUrl: best.url, imageAlt: `${best.title}, after the remodel` }
    : { imageUrl: null, imageAlt: null };
}

export type GeneratedPage = Awaited<ReturnType<typeof generatedPages>>[number];

/** The page every county x city x active service would get from its facts. */
async function generatedPages(db: Database) {
  const [places, activeServices, projects] = await Promise.all([
    db
      .select(placeColumns)
      .from(cities)
      .innerJoin(counties, eq(cities.countyId, counties.id))
      .orderBy(asc(counties.id), asc(cities.id)),
    db
      .select({
        id: services.id,
        slug: services.slug,
        name: services.name,
        description: services.description,
      })
      .from(services)
      .where(eq(services.isActive, 1))
      .orderBy(asc(services.sortOrder), asc(services.id)),
    db
      .select({
        title: galleryProjects.title,
        category: galleryProjects.category,
        location: galleryProjects.location,
        url: galleryProjects.afterImageUrl,
      })
      .from(galleryProjects)
      .where(eq(galleryProjects.isPublished, 1))
      .orderBy(asc(galleryProjects.sortOrder), asc(galleryProjects.id)),
  ]);
  const coordinates = new Map<string, LatLng>();
  for (const place of places) {
    const at = located(place);
    if (at) coordinates.set(`${place.cityName}, ${place.state}`, at);
  }
  const wordings = assignWordings(
    places.map((place) => ({
      key: `${place.countyId}/${place.cityId}`,
      housingStock: place.housingStock,
    })),
  );
  const rows = places.flatMap((place) =>
    activeServices.map((service) => {
      const category = serviceSummaries.find(
        (summary) => summary.slug === service.slug,
      )?.galleryCategory;
      const images = projects.flatMap((project) =>
        project.category === category && project.url
          ? [
              {
                title: project.title,
                location: project.location,
                url: project.url,
              },
            ]
          : [],
      );
      return {
        countyId: place.countyId,
        cityId: place.cityId,
        serviceId: service.id,
        ...buildLocationPage(
          place,
          service,
          wordings.get(`${place.countyId}/${place.cityId}`),
        ),
        ...pickImage(
          { cityName: place.cityName, state: place.state, at: located(place) },
          images,
          coordinates,
        ),
      };
    }),
  );
  return rows;
}

/** What the generator would write for one page, or null (no such place). */
export async function generatedPageFor(
  db: Database,
  key: { countyId: number; cityId: number; serviceId: number },
): Promise<GeneratedPage | null> {
  const rows = await generatedPages(db);
  return (
    rows.find(
      (row) =>
        row.countyId === key.countyId &&
        row.cityId === key.cityId &&
        row.serviceId === key.serviceId,
    ) ?? null
  );
}

/**
 * Creates or refreshes the page of every county x city x active service from
 * the town's facts. Idempotent: a row changes only when its generated text
 * would, and a hand-edited row (is_hand_edited = 1) is never written. The
 * published flag is the owner's and is set only on insert.
 */
export async function generateLocationPages(
  db: Database,
): Promise<GenerateResult> {
  const rows = await generatedPages(db);
  const [handEdited] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(locationServicePages)
    .where(eq(locationServicePages.isHandEdited, 1));
  if (rows.length === 0) {
    return { total: 0, created: 0, updated: 0, handEdited: handEdited?.n ?? 0 };
  }
  const columns = GENERATED_COLUMNS.map(([, column]) => sql.identifier(column));
  const changed = sql`(${sql.join(
    columns.map((column) => sql`${locationServicePages}.${column}`),
    sql`, `,
  )}) is distinct from (${sql.join(
    columns.map((column) => sql`excluded.${column}`),
    sql`, `,
  )})`;
  const written = await db
    .insert(locationServicePages)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        locationServicePages.countyId,
        locationServicePages.cityId,
        locationServicePages.serviceId,
      ],
      set: {
        ...Object.fromEntries(
          GENERATED_COLUMNS.map(([key, column]) => [
            key,
            sql`excluded.${sql.identifier(column)}`,
          ]),
        ),
        updatedAt: sql`now()`,
      },
      setWhere: and(eq(locationServicePages.isHandEdited, 0), changed),
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const created = written.filter((row) => row.inserted).length;
  return {
    total: rows.length,
    created,
    updated: written.length - created,
    handEdited: handEdited?.n ?? 0,
  };
}

/** True when some town x active service has no page row yet. */
export async function hasMissingLocationPages(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cities)
    .innerJoin(services, eq(services.isActive, 1))
    .leftJoin(
      locationServicePages,
      and(
        eq(locationServicePages.cityId, cities.id),
        eq(locationServicePages.serviceId, services.id),
      ),
    )
    .where(isNull(locationServicePages.id));
  return (row?.n ?? 0) > 0;
}
