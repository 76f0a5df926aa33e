import { and, asc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { cities, counties } from "#app/db/schema.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

export interface CountyWithCities {
  slug: string;
  name: string;
  state: string;
  tier: string;
  cities: Array<{
    slug: string;
    name: string;
    latitude: number | null;
    longitude: number | null;
  }>;
}

async function listCountiesWithCitiesUncached(): Promise<CountyWithCities[]> {
  const rows = await getDb()
    .select({
      countyId: counties.id,
      countySlug: counties.slug,
      countyName: counties.name,
      state: counties.state,
      tier: counties.tier,
      citySlug: cities.slug,
      cityName: cities.name,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(counties)
    .leftJoin(cities, eq(cities.countyId, counties.id))
    .orderBy(asc(counties.id), asc(cities.name));
  const byCounty = new Map<number, CountyWithCities>();
  for (const row of rows) {
    let county = byCounty.get(row.countyId);
    if (!county) {
      county = {
        slug: row.countySlug,
        name: row.countyName,
        state: row.state,
        tier: row.tier,
        cities: [],
      };
      byCounty.set(row.countyId, county);
    }
    if (row.citySlug && row.cityName) {
      county.cities.push({
        slug: row.citySlug,
        name: row.cityName,
        latitude: row.latitude,
        longitude: row.longitude,
      });
    }
  }
  return [...byCounty.values()];
}

async function getCityInCountyUncached(countySlug: string, citySlug: string) {
  const [row] = await getDb()
    .select({
      countyName: counties.name,
      countySlug: counties.slug,
      state: counties.state,
      cityName: cities.name,
      citySlug: cities.slug,
      latitude: cities.latitude,
      longitude: cities.longitude,
      driveMinutes: cities.driveMinutes,
      neighborhoods: cities.neighborhoods,
    })
    .from(cities)
    .innerJoin(counties, eq(cities.countyId, counties.id))
    .where(and(eq(counties.slug, countySlug), eq(cities.slug, citySlug)))
    .limit(1);
  return row ?? null;
}

// Public reads, kept per content version (content-memo.server.ts).
export const listCountiesWithCities = memoByContentVersion(
  "listCountiesWithCities",
  listCountiesWithCitiesUncached,
);
export const getCityInCounty = memoByContentVersion(
  "getCityInCounty",
  getCityInCountyUncached,
);
