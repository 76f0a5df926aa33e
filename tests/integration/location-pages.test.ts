import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { countySeeds } from "#app/db/seed/data/places.ts";
import { seedPlaces } from "#app/db/seed/places.server.ts";
import { seedDatabase } from "#app/db/seed/seed.server.ts";
import { diskMediaStore } from "#app/media/store.server.ts";
import {
  cities,
  counties,
  locationServicePages,
  services,
} from "#app/db/schema.ts";
import {
  generateLocationPages,
  hasMissingLocationPages,
} from "#app/models/location-generator.server.ts";
import { loader as pageLoader } from "#app/routes/locations/location-service.tsx";
import { loader as locationsLoader } from "#app/routes/locations/locations.tsx";
import { loader as nearMeCityLoader } from "#app/routes/locations/near-me-city.tsx";
import { loader as nearMeLoader } from "#app/routes/locations/near-me.tsx";
import { loader as sitemapLoader } from "#app/routes/seo/sitemap.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { testContext } from "#tests/setup/fixtures.ts";

const SITE = "https://www.lakeside.example";
const context = testContext({ siteOrigin: SITE }) as AppLoadContext;
const TOWNS = countySeeds.reduce((n, county) => n + county.cities.length, 0);
const SERVICES = 6;

async function load(path: string) {
  const [county, city, service] = path.split("?")[0]!.split("/").slice(1);
  try {
    const data = await pageLoader({
      request: new Request(SITE + path),
      params: { county: county!, city: city!, service: service! },
      context,
    } as never);
    return { status: 200, data, location: null };
  } catch (thrown) {
    const response = thrown as Response;
    return {
      status: response.status,
      data: null,
      location: response.headers.get("Location"),
    };
  }
}

async function sitemapLocationUrls() {
  const response = await sitemapLoader({
    context,
    params: {},
    request: new Request(`${SITE}/sitemap.xml`),
  } as never);
  const xml = await response.text();
  return [
    ...xml.matchAll(
      /<url><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod><changefreq>([^<]+)<\/changefreq><priority>([^<]+)<\/priority><\/url>/g,
    ),
  ].map((m) => ({
    url: m[1]!.slice(SITE.length),
    changefreq: m[2],
    priority: m[3],
  }));
}

describe.each(databaseKinds)("location pages on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    await seedDatabase(db(), {
      store: diskMediaStore("node_modules/.cache/test-uploads"),
    });
  });
  afterAll(async () => {
    await database.drop();
  });

  it("the seed stores every town's facts and each county's tier", async () => {
    const rows = await db().select().from(cities);
    expect(rows).toHaveLength(TOWNS);
    for (const row of rows) {
      expect(row.latitude).toEqual(expect.any(Number));
      expect(row.longitude).toEqual(expect.any(Number));
      expect(row.neighborhoods?.length).toBeGreaterThan(0);
      expect(row.housingStock).toBeTruthy();
      expect(row.permitOffice).toBeTruthy();
      expect(row.driveMinutes).toBeGreaterThan(0);
      expect(row.localNote).toBeTruthy();
    }
    const tiers = await db()
      .select({ slug: counties.slug, tier: counties.tier })
      .from(counties);
    expect(
      tiers
        .filter((c) => c.tier === "core")
        .map((c) => c.slug)
        .sort(),
    ).toEqual(["bergen", "rockland"]);
  });

  it("a second seed fills facts still missing but keeps the owner's edits", async () => {
    const [newCity] = await db()
      .update(cities)
      .set({ housingStock: "Owner's own words.", permitOffice: null })
      .where(eq(cities.slug, "new-city"))
      .returning();
    await seedPlaces(db());
    const [after] = await db()
      .select()
      .from(cities)
      .where(eq(cities.id, newCity!.id));
    expect(after!.housingStock).toBe("Owner's own words.");
    expect(after!.permitOffice).toBe("Town of Clarkstown Building Department");
    await seedPlaces(db());
    expect(await db().select().from(cities)).toHaveLength(TOWNS);
  });

  it("the generator publishes every county x city x service, and is idempotent", async () => {
    // A start generates only while some town x service lacks a page.
    expect(await hasMissingLocationPages(db())).toBe(true);
    const first = await generateLocationPages(db());
    expect(await hasMissingLocationPages(db())).toBe(false);
    expect(first).toEqual({
      total: TOWNS * SERVICES,
      created: TOWNS * SERVICES,
      updated: 0,
      handEdited: 0,
    });
    const before = await db().select().from(locationServicePages);
    expect(before).toHaveLength(TOWNS * SERVICES);
    expect(before.every((page) => page.isPublished === 1)).toBe(true);
    const second = await generateLocationPages(db());
    expect(second).toMatchObject({ created: 0, updated: 0 });
    const after = await db().select().from(locationServicePages);
    expect(after).toEqual(before);
  });

  it("refreshes generated pages when a town's facts change, never a hand-edited page", async () => {
    const [kitchen] = await db()
      .select()
      .from(services)
      .where(eq(services.slug, "kitchen-remodeling"));
    const [nyack] = await db()
      .select()
      .from(cities)
      .where(eq(cities.slug, "nyack"));
    const edited = and(
      eq(locationServicePages.cityId, nyack!.id),
      eq(locationServicePages.serviceId, kitchen!.id),
    );
    await db()
      .update(locationServicePages)
      .set({
        title: "Nyack kitchens, by the owner",
        content: "Owner text.",
        isHandEdited: 1,
      })
      .where(edited);
    await db()
      .update(cities)
      .set({ permitOffice: "Nyack Village Hall" })
      .where(eq(cities.id, nyack!.id));
    const result = await generateLocationPages(db());
    expect(result).toMatchObject({
      created: 0,
      updated: SERVICES - 1,
      handEdited: 1,
    });
    const [ownerPage] = await db()
      .select()
      .from(locationServicePages)
      .where(edited);
    expect(ownerPage).toMatchObject({
      title: "Nyack kitchens, by the owner",
      content: "Owner text.",
    });
    const nyackPages = await db()
      .select({ content: locationServicePages.content })
      .from(locationServicePages)
      .where(eq(locationServicePages.cityId, nyack!.id));
    expect(
      nyackPages.filter((p) => p.content.includes("Nyack Village Hall")),
    ).toHaveLength(SERVICES - 1);
  });

  it("renders a published page with its town's facts and JSON-LD inputs", async () => {
    const { status, data } = await load(
      "/rockland/new-city/kitchen-remodeling",
    );
    expect(status).toBe(200);
    const page = data!.page;
    expect(page.h1).toBe("Kitchen Remodeling in New City, New York");
    expect(page.content).toContain("Little Tor");
    expect(page.content).toContain("Town of Clarkstown Building Department");
    expect(data!.miles).toBe(2);
    expect(page.driveMinutes).toBe(10);
    expect(data!.nearby.map((n) => n.cityName)).toContain("Congers");
    expect(
      data!.nearby.every((n) => n.url.endsWith("/kitchen-remodeling")),
    ).toBe(true);
    expect(data!.projects[0]).toMatchObject({
      location: "New City, NY",
      miles: 0,
    });
    // Then projects from elsewhere, nearest first, with their distance.
    const others = data!.projects.slice(1).map((p) => p.miles);
    expect(others.every((miles) => miles === null || miles > 0)).toBe(true);
    expect(data!.reviews).toHaveLength(1);
    expect(data!.reviews[0]).toMatchObject({
      location: "New City, NY",
      serviceType: "Kitchen Remodeling",
      miles: 0,
    });
    // New City's only review is for a kitchen, and Nyack's bathroom review
    // is not local proof for New City.
    const bath = await load("/rockland/new-city/bathroom-remodeling");
    expect(bath.data!.reviews).toEqual([]);
    expect(page.imageUrl).toMatch(/^\/media\//);
    expect(bath.status).toBe(200);
  });

  it.each([
    ["unknown county", "/nowhere/new-city/kitchen-remodeling"],
    ["unknown city", "/rockland/nowhere/kitchen-remodeling"],
    ["unknown service", "/rockland/new-city/plumbing"],
    ["a city of another county", "/bergen/new-city/kitchen-remodeling"],
    ["a county's slug as the city", "/rockland/rockland/kitchen-remodeling"],
  ])("answers 404 for %s", async (_name, path) => {
    expect((await load(path)).status).toBe(404);
  });

  it.each([
    [
      "/Rockland/New-City/Kitchen-Remodeling",
      "/rockland/new-city/kitchen-remodeling",
    ],
    [
      "/rockland/new-city/kitchen-remodeling/",
      "/rockland/new-city/kitchen-remodeling",
    ],
    [
      "/ROCKLAND/new-city/countertops/?utm_source=x&a=1",
      "/rockland/new-city/countertops?utm_source=x&a=1",
    ],
    [
      "/rockland/new-city/bath-remodeling",
      "/rockland/new-city/bathroom-remodeling",
    ],
  ])("answers 301 from %s to the canonical URL", async (path, target) => {
    expect(await load(path)).toMatchObject({ status: 301, location: target });
  });

  it("hides an unpublished page everywhere: page, sitemap, near-me and locations links", async () => {
    const [tile] = await db()
      .select()
      .from(services)
      .where(eq(services.slug, "tile-installation"));
    const [newCity] = await db()
      .select()
      .from(cities)
      .where(eq(cities.slug, "new-city"));
    await db()
      .update(locationServicePages)
      .set({ isPublished: 0 })
      .where(
        and(
          eq(locationServicePages.cityId, newCity!.id),
          eq(locationServicePages.serviceId, tile!.id),
        ),
      );
    const hidden = "/rockland/new-city/tile-installation";
    expect((await load(hidden)).status).toBe(404);
    expect((await load("/Rockland/New-City/Tile-Installation")).status).toBe(
      404,
    );
    const listed = await sitemapLocationUrls();
    expect(listed.map((entry) => entry.url)).not.toContain(hidden);
    const town = (await nearMeCityLoader({
      request: new Request(`${SITE}/near-me/rockland/new-city`),
      params: { county: "rockland", city: "new-city" },
      context,
    } as never)) as { pages: Array<{ url: string }> };
    expect(town.pages.map((page) => page.url)).not.toContain(hidden);
    expect(town.pages).toHaveLength(SERVICES - 1);
    const { data: kitchen } = await load("/rockland/congers/tile-installation");
    expect(kitchen!.nearby.map((n) => n.url)).not.toContain(hidden);
    expect(JSON.stringify(await locationsLoader())).not.toContain(hidden);
    expect(JSON.stringify(await nearMeLoader())).not.toContain(hidden);
    // The generator leaves the owner's choice alone.
    await generateLocationPages(db());
    expect((await load(hidden)).status).toBe(404);
  });

  it("the sitemap lists exactly the published pages, at priority 0.6 and monthly", async () => {
    const published = await db()
      .select({ url: locationServicePages.url })
      .from(locationServicePages)
      .where(eq(locationServicePages.isPublished, 1));
    const listed = await sitemapLocationUrls();
    expect(listed.map((entry) => entry.url).sort()).toEqual(
      published.map((page) => page.url).sort(),
    );
    expect(listed).toHaveLength(TOWNS * SERVICES - 1);
    expect(
      listed.every((e) => e.priority === "0.6" && e.changefreq === "monthly"),
    ).toBe(true);
  });

  it("/locations reads each county's tier from the database", async () => {
    await db()
      .update(counties)
      .set({ tier: "core" })
      .where(eq(counties.slug, "orange"));
    const { counties: listed } = await locationsLoader();
    const tiers = Object.fromEntries(listed.map((c) => [c.slug, c.tier]));
    expect(tiers).toMatchObject({
      rockland: "core",
      bergen: "core",
      orange: "core",
      putnam: "extended",
    });
    await db().execute(
      sql`update counties set tier = 'extended' where slug = 'orange'`,
    );
  });
});
