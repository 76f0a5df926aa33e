import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceSummaries } from "#app/content/services.ts";
import { cities, locationServicePages, services } from "#app/db/schema.ts";
import { seedPlaces } from "#app/db/seed/places.server.ts";
import { generateLocationPages } from "#app/models/location-generator.server.ts";
import * as editRoute from "#app/routes/admin/location-edit.tsx";
import * as regenerateRoute from "#app/routes/admin/location-regenerate.ts";
import * as listRoute from "#app/routes/admin/locations.tsx";
import * as servicesRoute from "#app/routes/admin/services.tsx";
import * as townRoute from "#app/routes/admin/town-edit.tsx";
import { loader as sitemapLoader } from "#app/routes/seo/sitemap.ts";
import { loader as publicPageLoader } from "#app/routes/locations/location-service.tsx";
import { testContext } from "#tests/setup/fixtures.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// The owner's location pages: find one, edit its text (the generator then
// leaves it alone), hide it, and take the generated text back after seeing
// what would change.

type ListData = Awaited<ReturnType<typeof listRoute.loader>>;
type EditData = Awaited<ReturnType<typeof editRoute.loader>>;

describe.each(databaseKinds)("the location pages screen on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;
  const list = async (query = "") =>
    (
      await call(
        listRoute.loader as Handler,
        new Request(`${SITE}/admin/locations${query}`, {
          headers: { Cookie: cookie },
        }),
      )
    ).body as ListData;
  const edit = async (id: number) =>
    (
      await call(
        editRoute.loader as Handler,
        new Request(`${SITE}/admin/locations/${id}`, {
          headers: { Cookie: cookie },
        }),
        { id: String(id) },
      )
    ).body as EditData;
  const publicPage = (url: string) => {
    const [, county, city, service] = url.split("/");
    return call(
      publicPageLoader as Handler,
      new Request(`${SITE}${url}`),
      { county: county!, city: city!, service: service! },
      testContext({ siteOrigin: SITE }) as never,
    );
  };

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
    await db()
      .insert(services)
      .values(
        serviceSummaries.map((service, index) => ({
          slug: service.slug,
          name: service.title,
          description: service.description,
          sortOrder: index + 1,
        })),
      );
    await seedPlaces(db());
    await generateLocationPages(db());
  });
  afterAll(async () => {
    await database.drop();
  });

  it("finds pages by town, county, service and state", async () => {
    const all = await list();
    expect(all.total).toBeGreaterThan(100);
    expect(all.pages).toHaveLength(25);
    const newCity = await list("?q=new%20city&service=kitchen-remodeling");
    expect(newCity.pages.map((page) => page.url)).toEqual([
      "/rockland/new-city/kitchen-remodeling",
    ]);
    const rockland = await list("?county=rockland");
    expect(
      rockland.pages.every((page) => page.county === "Rockland County"),
    ).toBe(true);
    expect((await list("?handEdited=yes")).total).toBe(0);
    expect((await list("?published=no")).total).toBe(0);
  });

  it("keeps the owner's text when pages are regenerated, and can take the generated text back", async () => {
    const [page] = await db()
      .select()
      .from(locationServicePages)
      .where(
        eq(locationServicePages.url, "/rockland/new-city/kitchen-remodeling"),
      );
    const before = await edit(page!.id);
    expect(before.changes).toEqual([]);
    expect(before.values.isHandEdited).toBe("yes");

    const saved = await call(
      editRoute.action as Handler,
      formPost(
        `/admin/locations/${page!.id}`,
        {
          ...before.values,
          h1: "Kitchen remodeling in New City, from our Congers showroom",
          content: "## Our New City kitchens\n\nTen minutes from the showroom.",
          priority: "80",
          changeFreq: "weekly",
        },
        cookie,
      ),
      { id: String(page!.id) },
    );
    expect(saved.status).toBe(303);
    const served = await publicPage(page!.url);
    expect(JSON.stringify(served.body)).toContain(
      "Kitchen remodeling in New City, from our Congers showroom",
    );

    // Regenerating every page leaves this one as the owner wrote it.
    await generateLocationPages(db());
    const [kept] = await db()
      .select()
      .from(locationServicePages)
      .where(eq(locationServicePages.id, page!.id));
    expect(kept).toMatchObject({
      h1: "Kitchen remodeling in New City, from our Congers showroom",
      isHandEdited: 1,
      priority: 80,
      changeFreq: "weekly",
    });
    expect((await list("?handEdited=yes")).total).toBe(1);

    // Its screen shows what regenerating would change, then does it.
    const preview = await edit(page!.id);
    expect(preview.changes.map((change) => change.field).sort()).toEqual([
      "content",
      "h1",
    ]);
    expect(preview.changes.find((c) => c.field === "h1")).toMatchObject({
      now: "Kitchen remodeling in New City, from our Congers showroom",
      generated: page!.h1,
    });
    const regenerated = await call(
      regenerateRoute.action as Handler,
      formPost(`/admin/locations/${page!.id}/regenerate`, {}, cookie),
      { id: String(page!.id) },
    );
    expect(regenerated.status).toBe(303);
    const [back] = await db()
      .select()
      .from(locationServicePages)
      .where(eq(locationServicePages.id, page!.id));
    expect(back).toMatchObject({
      h1: page!.h1,
      content: page!.content,
      isHandEdited: 0,
      priority: 80,
    });
    expect((await edit(page!.id)).changes).toEqual([]);
  });

  it("hides a page from the site, and refuses bad settings with a message", async () => {
    const [page] = await db()
      .select()
      .from(locationServicePages)
      .where(
        eq(locationServicePages.url, "/rockland/nyack/bathroom-remodeling"),
      );
    const values = (await edit(page!.id)).values;
    const hidden = await call(
      editRoute.action as Handler,
      formPost(
        `/admin/locations/${page!.id}`,
        { ...values, isPublished: "" },
        cookie,
      ),
      { id: String(page!.id) },
    );
    expect(hidden.status).toBe(303);
    expect((await publicPage(page!.url)).status).toBe(404);
    expect((await list("?published=no")).pages.map((p) => p.url)).toEqual([
      page!.url,
    ]);

    for (const [change, field] of [
      [{ priority: "101" }, "priority"],
      [{ changeFreq: "sometimes" }, "changeFreq"],
      [{ content: "" }, "content"],
    ] as const) {
      const refused = await call(
        editRoute.action as Handler,
        formPost(
          `/admin/locations/${page!.id}`,
          { ...values, ...change },
          cookie,
        ),
        { id: String(page!.id) },
      );
      expect(refused.status, field).toBe(400);
      expect(
        (refused.body as { fieldErrors: Record<string, string> }).fieldErrors[
          field
        ],
      ).toBeTruthy();
    }
    const [unchanged] = await db()
      .select({ priority: locationServicePages.priority })
      .from(locationServicePages)
      .where(eq(locationServicePages.id, page!.id));
    expect(unchanged!.priority).toBe(page!.priority);
  });

  it("adds a town with its facts, and its pages are on the site at once", async () => {
    const town = {
      countySlug: "rockland",
      name: "Blauvelt",
      latitude: "41.1182",
      longitude: "-73.9554",
      neighborhoods: "Lake Lucille, Rockland Lake, Kings Highway",
      housingStock: "Mostly 1950s and 1960s capes and ranches on wooded lots.",
      permitOffice: "Town of Clarkstown Building Department",
      driveMinutes: "7",
      localNote: "Wooded lots mean we plan deliveries around steep driveways.",
    };
    const save = (fields: Record<string, string>, id?: number) =>
      call(
        townRoute.action as Handler,
        formPost(`/admin/towns/${id ?? "new"}`, fields, cookie),
        id === undefined ? {} : { id: String(id) },
      );
    const refused = await save({
      ...town,
      latitude: "north",
      driveMinutes: "",
    });
    expect(refused.status).toBe(400);
    expect(
      Object.keys((refused.body as { fieldErrors: object }).fieldErrors),
    ).toEqual(["latitude", "driveMinutes"]);

    const added = await save(town);
    expect(added.status).toBe(303);
    expect(decodeURIComponent(added.cookie ?? "")).toMatch(
      /Saved Blauvelt: its \d+ location pages are up to date\./,
    );
    const url = "/rockland/blauvelt/kitchen-remodeling";
    const page = await publicPage(url);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain("Lake Lucille");

    expect((await save(town)).status).toBe(409);

    const [row] = await db()
      .select()
      .from(cities)
      .where(eq(cities.slug, "blauvelt"));
    const corrected = await save(
      { ...town, neighborhoods: "Lake Lucille, Upper Nyack border" },
      row!.id,
    );
    expect(corrected.status).toBe(303);
    expect(JSON.stringify((await publicPage(url)).body)).toContain(
      "Upper Nyack border",
    );
  });

  it("takes a service's town pages off the site with 410 Gone while it is not offered, and brings them back", async () => {
    const url = "/rockland/new-city/kitchen-remodeling";
    const [kitchen] = await db()
      .select()
      .from(services)
      .where(eq(services.slug, "kitchen-remodeling"));
    const change = (intent: string) =>
      call(
        servicesRoute.action as Handler,
        formPost(
          "/admin/services",
          { intent, id: String(kitchen!.id) },
          cookie,
        ),
      );
    const sitemapUrls = async () => {
      const response = (await sitemapLoader({
        request: new Request(`${SITE}/sitemap.xml`),
        params: {},
        context: { siteOrigin: SITE },
      } as never)) as Response;
      return response.text();
    };
    expect((await change("deactivate")).status).toBe(303);
    const gonePage = await publicPage(url);
    expect(gonePage.status).toBe(410);
    expect(await sitemapUrls()).not.toContain(url);
    const screen = (
      await call(
        servicesRoute.loader as Handler,
        new Request(`${SITE}/admin/services`, { headers: { Cookie: cookie } }),
      )
    ).body as Awaited<ReturnType<typeof servicesRoute.loader>>;
    expect(
      screen.services.find((service) => service.slug === "kitchen-remodeling"),
    ).toMatchObject({ isActive: 0 });

    expect((await change("activate")).status).toBe(303);
    expect((await publicPage(url)).status).toBe(200);
    expect(await sitemapUrls()).toContain(url);
    expect((await change("retire")).status).toBe(400);
  });

  it("says when a page's town is gone and there is nothing to generate", async () => {
    const [page] = await db()
      .select()
      .from(locationServicePages)
      .innerJoin(cities, eq(cities.id, locationServicePages.cityId))
      .limit(1);
    await db()
      .update(services)
      .set({ isActive: 0 })
      .where(eq(services.id, page!.location_service_pages.serviceId));
    const screen = await edit(page!.location_service_pages.id);
    expect(screen.canRegenerate).toBe(false);
    const refused = await call(
      regenerateRoute.action as Handler,
      formPost(
        `/admin/locations/${page!.location_service_pages.id}/regenerate`,
        {},
        cookie,
      ),
      { id: String(page!.location_service_pages.id) },
    );
    expect(refused.status).toBe(404);
  });
});
