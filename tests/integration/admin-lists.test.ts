import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cities,
  counties,
  locationServicePages,
  services,
  users,
} from "#app/db/schema.ts";
import { ADMIN_SERVICES_PAGE_SIZE } from "#app/models/location-pages-admin.server.ts";
import { ADMIN_TOWNS_PAGE_SIZE } from "#app/models/towns-admin.server.ts";
import { ADMIN_ACCOUNTS_PAGE_SIZE } from "#app/models/users.server.ts";
import * as accountsRoute from "#app/routes/admin/accounts.tsx";
import * as servicesRoute from "#app/routes/admin/services.tsx";
import * as townsRoute from "#app/routes/admin/towns.tsx";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// The towns, services and accounts lists as the owner finds things in them:
// searched by what the owner knows of a row, a page at a time, and an
// action taken on page 2 or in a search comes back to it.

type TownsData = Awaited<ReturnType<typeof townsRoute.loader>>;
type ServicesData = Awaited<ReturnType<typeof servicesRoute.loader>>;
type AccountsData = Awaited<ReturnType<typeof accountsRoute.loader>>;

const pad = (n: number) => String(n).padStart(2, "0");

describe.each(databaseKinds)("admin lists on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;
  const get = async <T>(handler: unknown, path: string) =>
    (
      await call(
        handler as Handler,
        new Request(`${SITE}${path}`, { headers: { Cookie: cookie } }),
      )
    ).body as T;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner("owner"));
    const [rockland, bergen] = await db()
      .insert(counties)
      .values([
        { slug: "rockland", name: "Rockland", state: "NY" },
        { slug: "bergen", name: "Bergen", state: "NJ" },
      ])
      .returning({ id: counties.id });
    // One more town than a page holds: Rockland's first, then Bergen's.
    const towns = await db()
      .insert(cities)
      .values([
        ...Array.from({ length: ADMIN_TOWNS_PAGE_SIZE - 1 }, (_, i) => ({
          slug: `hamlet-${pad(i + 1)}`,
          name: `Hamlet ${pad(i + 1)}`,
          countyId: rockland!.id,
          state: "NY",
        })),
        { slug: "teaneck", name: "Teaneck", countyId: bergen!.id, state: "NJ" },
        {
          slug: "fort-lee",
          name: "Fort Lee",
          countyId: bergen!.id,
          state: "NJ",
        },
      ])
      .returning({ id: cities.id, slug: cities.slug });
    const offered = await db()
      .insert(services)
      .values(
        Array.from({ length: ADMIN_SERVICES_PAGE_SIZE + 1 }, (_, i) => ({
          slug: i === 0 ? "kitchen-remodeling" : `service-${pad(i)}`,
          name: i === 0 ? "Kitchen remodeling" : `Service ${pad(i)}`,
          sortOrder: i,
        })),
      )
      .returning({ id: services.id });
    const teaneck = towns.find((town) => town.slug === "teaneck")!;
    await db().insert(locationServicePages).values({
      countyId: bergen!.id,
      cityId: teaneck.id,
      serviceId: offered[0]!.id,
      title: "Kitchen remodeling in Teaneck",
      metaDescription: "Kitchens in Teaneck.",
      h1: "Kitchen remodeling in Teaneck",
      content: "Kitchens in Teaneck.",
      url: "/bergen/teaneck/kitchen-remodeling",
    });
    // With the owner, one more account than a page holds, a day apart.
    await db()
      .insert(users)
      .values(
        Array.from({ length: ADMIN_ACCOUNTS_PAGE_SIZE }, (_, i) => ({
          username: `helper${pad(i + 1)}`,
          password: "not a hash: these accounts never sign in",
          createdAt: new Date(Date.UTC(2030, 0, i + 1)),
        })),
      );
  });
  afterAll(async () => {
    await database.drop();
  });

  it("pages the towns by county, then name", async () => {
    const first = await get<TownsData>(townsRoute.loader, "/admin/towns");
    expect(first).toMatchObject({ total: 31, page: 1, pageCount: 2 });
    expect(first.towns).toHaveLength(ADMIN_TOWNS_PAGE_SIZE);
    expect(first.towns.at(0)!.name).toBe("Hamlet 01");
    expect(first.towns.at(-2)!.name).toBe("Hamlet 29");
    expect(first.towns.at(-1)!.name).toBe("Fort Lee");
    const second = await get<TownsData>(
      townsRoute.loader,
      "/admin/towns?page=2",
    );
    expect(second.towns).toMatchObject([{ name: "Teaneck", pages: 1 }]);
    const beyond = await get<TownsData>(
      townsRoute.loader,
      "/admin/towns?page=3",
    );
    expect(beyond).toMatchObject({ towns: [], total: 31, pageCount: 2 });
  });

  it("finds towns by name, county or state, any case", async () => {
    const names = async (q: string) =>
      (
        await get<TownsData>(
          townsRoute.loader,
          `/admin/towns?q=${encodeURIComponent(q)}`,
        )
      ).towns.map((town) => town.name);
    expect(await names("teaNECK")).toEqual(["Teaneck"]);
    expect(await names("bergen")).toEqual(["Fort Lee", "Teaneck"]);
    expect(await names("nj")).toEqual(["Fort Lee", "Teaneck"]);
    expect(await names("Hamlet 1")).toHaveLength(10);
    // % and _ are letters to look for, not wildcards.
    expect(await names("%")).toEqual([]);
    expect(await names("Hamlet_0")).toEqual([]);
  });

  it("pages and searches the services, and comes back to the same page after a change", async () => {
    const first = await get<ServicesData>(
      servicesRoute.loader,
      "/admin/services",
    );
    expect(first).toMatchObject({ total: 21, pageCount: 2 });
    expect(first.services).toHaveLength(ADMIN_SERVICES_PAGE_SIZE);
    expect(first.services[0]).toMatchObject({
      name: "Kitchen remodeling",
      pages: 1,
    });
    expect(first.services[1]).toMatchObject({ pages: 0 });
    const second = await get<ServicesData>(
      servicesRoute.loader,
      "/admin/services?page=2",
    );
    expect(second.services.map((service) => service.name)).toEqual([
      "Service 20",
    ]);
    const byName = await get<ServicesData>(
      servicesRoute.loader,
      "/admin/services?q=kitchen",
    );
    expect(byName.services.map((service) => service.slug)).toEqual([
      "kitchen-remodeling",
    ]);
    const bySlug = await get<ServicesData>(
      servicesRoute.loader,
      "/admin/services?q=service-1",
    );
    expect(bySlug).toMatchObject({ total: 10, pageCount: 1 });

    const last = second.services[0]!;
    const changed = await call(
      servicesRoute.action as Handler,
      formPost(
        "/admin/services",
        { intent: "deactivate", id: String(last.id), returnTo: "?page=2" },
        cookie,
      ),
    );
    expect(changed.status).toBe(303);
    expect(changed.location).toBe("/admin/services?page=2");
  });

  it("pages and searches the accounts, and keeps the last account's guard on every page", async () => {
    const first = await get<AccountsData>(
      accountsRoute.loader,
      "/admin/accounts",
    );
    expect(first).toMatchObject({ total: 21, accountCount: 21, pageCount: 2 });
    expect(first.users.map((user) => user.username).slice(0, 2)).toEqual([
      "owner",
      "helper01",
    ]);
    expect(first.users[0]!.openSessions).toBe(1);
    const second = await get<AccountsData>(
      accountsRoute.loader,
      "/admin/accounts?page=2",
    );
    expect(second.users.map((user) => user.username)).toEqual(["helper20"]);

    const found = await get<AccountsData>(
      accountsRoute.loader,
      "/admin/accounts?q=HELPER2",
    );
    expect(found).toMatchObject({ total: 1, accountCount: 21, pageCount: 1 });
    expect(found.users.map((user) => user.username)).toEqual(["helper20"]);

    const removed = await call(
      accountsRoute.action as Handler,
      formPost(
        "/admin/accounts",
        {
          intent: "delete",
          id: found.users[0]!.id,
          returnTo: "?q=helper2",
        },
        cookie,
      ),
    );
    expect(removed.status).toBe(303);
    expect(removed.location).toBe("/admin/accounts?q=helper2");
    const after = await get<AccountsData>(
      accountsRoute.loader,
      "/admin/accounts",
    );
    expect(after).toMatchObject({ total: 20, accountCount: 20, pageCount: 1 });
  });
});
