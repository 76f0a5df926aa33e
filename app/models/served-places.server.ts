import { asc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { cities, counties } from "#app/db/schema.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

export interface ServedCity {
  name: string;
  state: string;
  countyName: string;
  tier: string;
  latitude: number | null;
  longitude: number | null;
}

/** Every city the business lists, with its county's tier and coordinates. */
async function listServedCitiesUncached(): Promise<ServedCity[]> {
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
async function listServedCountiesUncached() {
  return getDb()
    .select({ name: counties.name, state: counties.state, tier: counties.tier })
    .from(counties)
    .orderBy(asc(counties.name));
}

// Public reads, kept per content version (content-memo.server.ts).
export const listServedCities = memoByContentVersion(
  "listServedCities",
  listServedCitiesUncached,
);
export const listServedCounties = memoByContentVersion(
  "listServedCounties",
  listServedCountiesUncached,
);
