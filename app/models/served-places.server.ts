import { asc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { cities, counties } from "#app/db/schema.ts";

export interface ServedCity {
  name: string;
  state: string;
  countyName: string;
  tier: string;
  latitude: number | null;
  longitude: number | null;
}

/** Every city the business lists, with its county's tier and coordinates. */
export async function listServedCities(): Promise<ServedCity[]> {
  return getDb()
    .select({
      name: cities.name,
      state: cities.state,
      countyName: counties.name,
      tier: counties.tier,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .innerJoin(counties, eq(cities.countyId, counties.id))
    .orderBy(asc(cities.name));
}

/** Every served county (a visitor may type "Rockland County"). */
export async function listServedCounties() {
  return getDb()
    .select({ name: counties.name, state: counties.state, tier: counties.tier })
    .from(counties)
    .orderBy(asc(counties.name));
}
