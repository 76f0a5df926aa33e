import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities, counties } from "#app/db/schema.ts";
import { checkServiceArea } from "#app/leads/service-area.server.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

describe.each(databaseKinds)("service area on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    const db = database.connection.db;
    const [rockland, bergen, fairfield] = await db
      .insert(counties)
      .values([
        {
          slug: "rockland",
          name: "Rockland County",
          state: "NY",
          tier: "core",
        },
        { slug: "bergen", name: "Bergen County", state: "NJ", tier: "core" },
        {
          slug: "fairfield",
          name: "Fairfield County",
          state: "CT",
          tier: "extended",
        },
      ])
      .returning();
    await db.insert(cities).values([
      {
        slug: "nyack",
        name: "Nyack",
        state: "NY",
        countyId: rockland!.id,
        latitude: 41.0906,
        longitude: -73.9179,
      },
      {
        slug: "congers",
        name: "Congers",
        state: "NY",
        countyId: rockland!.id,
        latitude: 41.1476,
        longitude: -73.9454,
      },
      {
        slug: "ridgewood",
        name: "Ridgewood",
        state: "NJ",
        countyId: bergen!.id,
        latitude: 40.9793,
        longitude: -74.1165,
      },
      // A town the owner added without coordinates is still served by name.
      { slug: "mahwah", name: "Mahwah", state: "NJ", countyId: bergen!.id },
      {
        slug: "greenwich",
        name: "Greenwich",
        state: "CT",
        countyId: fairfield!.id,
        latitude: 41.0262,
        longitude: -73.6282,
      },
    ]);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("serves a listed town's ZIP code, with distance and nearest town", async () => {
    const result = await checkServiceArea("10960");
    expect(result).toEqual({
      inArea: true,
      nearestCity: { name: "Nyack", state: "NY", miles: 0 },
      milesFromShowroom: 4,
      matched: "Nyack, NY",
    });
    expect((await checkServiceArea("10960-1234")).matched).toBe("Nyack, NY");
  });

  it("serves an unlisted ZIP near a listed town (New City is 3 miles from Congers)", async () => {
    const result = await checkServiceArea("10956");
    expect(result.inArea).toBe(true);
    expect(result.nearestCity?.name).toBe("Congers");
    expect(result.milesFromShowroom).toBeLessThan(6);
  });

  it("flags a far ZIP as outside, with an honest distance", async () => {
    const result = await checkServiceArea("90210");
    expect(result.inArea).toBe(false);
    expect(result.milesFromShowroom).toBeGreaterThan(2000);
    expect(result.matched).toBe("Beverly Hills, CA");
  });

  it.each([
    ["Nyack", "Nyack, NY"],
    ["nyack, ny", "Nyack, NY"],
    ["  NYACK  New York ", "Nyack, NY"],
    ["Ridgewood NJ", "Ridgewood, NJ"],
    ["Mahwah", "Mahwah, NJ"],
  ])("serves the listed town %j", async (input, matched) => {
    const result = await checkServiceArea(input);
    expect(result.inArea).toBe(true);
    expect(result.matched).toBe(matched);
  });

  it("serves a county typed by name", async () => {
    expect(await checkServiceArea("Rockland County")).toMatchObject({
      inArea: true,
      matched: "Rockland County, NY",
    });
  });

  it("places an unlisted town through the ZIP database", async () => {
    const albany = await checkServiceArea("Albany, NY");
    expect(albany.inArea).toBe(false);
    expect(albany.milesFromShowroom).toBeGreaterThan(90);
    const nanuet = await checkServiceArea("Nanuet");
    expect(nanuet.inArea).toBe(true);
  });

  it("admits what it cannot place", async () => {
    const unknown = {
      inArea: null,
      nearestCity: null,
      milesFromShowroom: null,
      matched: null,
    };
    expect(await checkServiceArea("Xyzzyville")).toEqual(unknown);
    expect(await checkServiceArea("00000")).toEqual(unknown);
    expect(await checkServiceArea("' OR '1'='1")).toEqual(unknown);
  });
});
