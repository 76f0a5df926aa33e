import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import {
  cities,
  counties,
  galleryProjects,
  locationServicePages,
  services,
} from "#app/db/schema.ts";
import {
  GENERATED_COLUMNS,
  type GeneratedPage,
  locationPagesFrom,
} from "#app/locations/generator.ts";

export { GENERATED_COLUMNS, type GeneratedPage };

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

/** The page every county x city x active service would get from its facts. */
async function generatedPages(db: Database): Promise<GeneratedPage[]> {
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
  return locationPagesFrom({ places, activeServices, projects });
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
