import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { cities, counties } from "#app/db/schema.ts";
import { countySeeds } from "./data/places.ts";

// Counties and towns of the service area with their per-place facts. A row
// that exists keeps every value the owner set: only facts still null are
// filled (coalesce keeps the stored value), and the tier is written only
// while it still holds the column default.
export async function seedPlaces(db: Database) {
  for (const county of countySeeds) {
    const [row] = await db
      .insert(counties)
      .values({
        slug: county.slug,
        name: county.name,
        state: county.state,
        tier: county.tier,
      })
      .onConflictDoUpdate({
        target: counties.slug,
        set: { slug: county.slug },
      })
      .returning({ id: counties.id, tier: counties.tier });
    if (row!.tier !== county.tier && county.tier === "core") {
      // 'extended' is the column default, so a core county seeded before
      // the tier column existed still reads 'extended': set it once.
      await db
        .update(counties)
        .set({ tier: county.tier })
        .where(
          sql`${counties.id} = ${row!.id} and ${counties.tier} = 'extended'`,
        );
    }
    await db
      .insert(cities)
      .values(
        county.cities.map((city) => ({
          slug: city.slug,
          name: city.name,
          countyId: row!.id,
          state: county.state,
          latitude: city.lat,
          longitude: city.lng,
          neighborhoods: city.neighborhoods,
          housingStock: city.housingStock,
          permitOffice: city.permitOffice,
          driveMinutes: city.driveMinutes,
          localNote: city.localNote,
        })),
      )
      .onConflictDoUpdate({
        target: [cities.countyId, cities.slug],
        set: {
          latitude: sql`coalesce(${cities.latitude}, excluded.latitude)`,
          longitude: sql`coalesce(${cities.longitude}, excluded.longitude)`,
          neighborhoods: sql`coalesce(${cities.neighborhoods}, excluded.neighborhoods)`,
          housingStock: sql`coalesce(${cities.housingStock}, excluded.housing_stock)`,
          permitOffice: sql`coalesce(${cities.permitOffice}, excluded.permit_office)`,
          driveMinutes: sql`coalesce(${cities.driveMinutes}, excluded.drive_minutes)`,
          localNote: sql`coalesce(${cities.localNote}, excluded.local_note)`,
        },
      });
  }
}
