import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { cities, counties, locationServicePages } from "#app/db/schema.ts";
import { containing } from "#app/utils/like-pattern.ts";
import { slugify } from "#app/utils/slug.ts";
import type { TownInput } from "#app/locations/town-schema.ts";
import { generateLocationPages } from "#app/models/location-generator.server.ts";

// The towns the location pages are written for, with their facts: added
// and corrected by the owner; each save refreshes the town's generated
// pages (hand-edited ones stay as they are).

export const ADMIN_TOWNS_PAGE_SIZE = 30;

/**
 * The owner's list of towns, by county then name, one page at a time,
 * optionally only those whose name, county or state holds `search`.
 */
export async function listTownsForAdmin(options: {
  search: string;
  page: number;
}) {
  const search = options.search.trim();
  const where = search
    ? or(
        ilike(cities.name, containing(search)),
        ilike(counties.name, containing(search)),
        ilike(counties.state, containing(search)),
      )
    : undefined;
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cities.id,
        name: cities.name,
        slug: cities.slug,
        county: counties.name,
        countySlug: counties.slug,
        state: counties.state,
        pages:
          sql<number>`(select count(*) from ${locationServicePages} where ${locationServicePages.cityId} = ${cities.id})`.mapWith(
            Number,
          ),
      })
      .from(cities)
      .innerJoin(counties, eq(counties.id, cities.countyId))
      .where(where)
      .orderBy(asc(counties.id), asc(cities.name), asc(cities.id))
      .limit(ADMIN_TOWNS_PAGE_SIZE)
      .offset((options.page - 1) * ADMIN_TOWNS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(cities)
      .innerJoin(counties, eq(counties.id, cities.countyId))
      .where(where),
  ]);
  const all = total?.n ?? 0;
  return {
    towns: rows,
    total: all,
    pageCount: Math.max(1, Math.ceil(all / ADMIN_TOWNS_PAGE_SIZE)),
  };
}

export async function listCountyChoices() {
  return getDb()
    .select({ slug: counties.slug, name: counties.name, state: counties.state })
    .from(counties)
    .orderBy(asc(counties.id));
}

export async function getTownForAdmin(id: number) {
  const [row] = await getDb()
    .select({ town: cities, countySlug: counties.slug })
    .from(cities)
    .innerJoin(counties, eq(counties.id, cities.countyId))
    .where(eq(cities.id, id));
  return row ?? null;
}

export type TownSaveOutcome =
  | { ok: true; id: number; pages: number }
  | { ok: false; reason: "no-county" | "taken" | "missing" };

/**
 * Adds a town (id null) or corrects one, then writes its location pages.
 * The address (`/county/town/service`) comes from the name and never
 * changes after the town is added, so its pages keep their URLs.
 */
export async function saveTown(
  id: number | null,
  input: TownInput,
): Promise<TownSaveOutcome> {
  const db = getDb();
  const [county] = await db
    .select({ id: counties.id, state: counties.state })
    .from(counties)
    .where(eq(counties.slug, input.countySlug));
  if (!county) return { ok: false, reason: "no-county" };
  const facts = {
    name: input.name,
    latitude: input.latitude,
    longitude: input.longitude,
    neighborhoods: input.neighborhoods,
    housingStock: input.housingStock,
    permitOffice: input.permitOffice,
    driveMinutes: input.driveMinutes,
    localNote: input.localNote,
  };
  let townId: number;
  if (id === null) {
    const [row] = await db
      .insert(cities)
      .values({
        ...facts,
        slug: slugify(input.name),
        countyId: county.id,
        state: county.state,
      })
      .onConflictDoNothing()
      .returning({ id: cities.id });
    if (!row) return { ok: false, reason: "taken" };
    townId = row.id;
  } else {
    const [row] = await db
      .update(cities)
      .set(facts)
      .where(eq(cities.id, id))
      .returning({ id: cities.id });
    if (!row) return { ok: false, reason: "missing" };
    townId = row.id;
  }
  await generateLocationPages(db);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(locationServicePages)
    .where(eq(locationServicePages.cityId, townId));
  return { ok: true, id: townId, pages: count?.n ?? 0 };
}
