import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "#app/db/client.server.ts";
import {
  cities,
  counties,
  locationServicePages,
  services,
} from "#app/db/schema.ts";
import { containing } from "#app/utils/like-pattern.ts";
import type { LocationPageInput } from "#app/locations/page-schema.ts";
import {
  GENERATED_COLUMNS,
  type GeneratedPage,
  generateLocationPages,
  generatedPageFor,
} from "#app/models/location-generator.server.ts";

// The owner's location pages: find one, edit its text (then the generator
// leaves it alone), publish or hide it, and see what the generator would
// write before taking it.

export const ADMIN_LOCATION_PAGE_SIZE = 25;

export interface LocationPageFilter {
  q: string;
  county: string;
  service: string;
  published: "" | "yes" | "no";
  handEdited: "" | "yes" | "no";
}

const flag = (column: AnyPgColumn, value: string) =>
  value === "yes" ? eq(column, 1) : value === "no" ? eq(column, 0) : undefined;

export async function listLocationPagesForAdmin(
  filter: LocationPageFilter,
  page: number,
) {
  const where = and(
    filter.q
      ? or(
          ilike(cities.name, containing(filter.q)),
          ilike(locationServicePages.title, containing(filter.q)),
          ilike(locationServicePages.url, containing(filter.q)),
        )
      : undefined,
    filter.county ? eq(counties.slug, filter.county) : undefined,
    filter.service ? eq(services.slug, filter.service) : undefined,
    flag(locationServicePages.isPublished, filter.published),
    flag(locationServicePages.isHandEdited, filter.handEdited),
  );
  const db = getDb();
  const base = () =>
    db
      .select({
        id: locationServicePages.id,
        url: locationServicePages.url,
        title: locationServicePages.title,
        isPublished: locationServicePages.isPublished,
        isHandEdited: locationServicePages.isHandEdited,
        priority: locationServicePages.priority,
        updatedAt: locationServicePages.updatedAt,
        city: cities.name,
        county: counties.name,
        service: services.name,
      })
      .from(locationServicePages)
      .innerJoin(cities, eq(cities.id, locationServicePages.cityId))
      .innerJoin(counties, eq(counties.id, locationServicePages.countyId))
      .innerJoin(services, eq(services.id, locationServicePages.serviceId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(counties.id), asc(cities.name), asc(services.sortOrder))
      .limit(ADMIN_LOCATION_PAGE_SIZE)
      .offset((page - 1) * ADMIN_LOCATION_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(locationServicePages)
      .innerJoin(cities, eq(cities.id, locationServicePages.cityId))
      .innerJoin(counties, eq(counties.id, locationServicePages.countyId))
      .innerJoin(services, eq(services.id, locationServicePages.serviceId))
      .where(where),
  ]);
  const all = total?.n ?? 0;
  return {
    pages: rows,
    total: all,
    pageCount: Math.max(1, Math.ceil(all / ADMIN_LOCATION_PAGE_SIZE)),
  };
}

/** The counties and services the list can be filtered by. */
export async function listLocationFilterChoices() {
  const db = getDb();
  const [countyRows, serviceRows] = await Promise.all([
    db
      .select({
        slug: counties.slug,
        name: counties.name,
        state: counties.state,
      })
      .from(counties)
      .orderBy(asc(counties.id)),
    db
      .select({ slug: services.slug, name: services.name })
      .from(services)
      .orderBy(asc(services.sortOrder), asc(services.id)),
  ]);
  return { counties: countyRows, services: serviceRows };
}

export async function getLocationPageForAdmin(id: number) {
  const [row] = await getDb()
    .select()
    .from(locationServicePages)
    .where(eq(locationServicePages.id, id));
  return row ?? null;
}

/** The owner's text and settings; false when there is no such page. */
export async function updateLocationPage(id: number, input: LocationPageInput) {
  const rows = await getDb()
    .update(locationServicePages)
    .set({
      title: input.title,
      h1: input.h1,
      metaDescription: input.metaDescription,
      content: input.content,
      keywords: input.keywords,
      isPublished: input.isPublished ? 1 : 0,
      isHandEdited: input.isHandEdited ? 1 : 0,
      priority: input.priority,
      changeFreq: input.changeFreq,
      updatedAt: sql`now()`,
    })
    .where(eq(locationServicePages.id, id))
    .returning({ id: locationServicePages.id });
  return rows.length > 0;
}

export type GeneratedField = (typeof GENERATED_COLUMNS)[number][0];

/**
 * What regenerating a page would change: each generated field whose text
 * differs from the stored one, with both. Null when the page or its town
 * or service is gone.
 */
export async function regenerationOf(id: number): Promise<{
  generated: GeneratedPage;
  changes: Array<{ field: GeneratedField; now: string; generated: string }>;
} | null> {
  const page = await getLocationPageForAdmin(id);
  if (!page) return null;
  const generated = await generatedPageFor(getDb(), page);
  if (!generated) return null;
  const changes = GENERATED_COLUMNS.flatMap(([field]) => {
    const now = page[field] ?? "";
    const next = generated[field] ?? "";
    return now === next ? [] : [{ field, now, generated: next }];
  });
  return { generated, changes };
}

/**
 * Replaces a page's text with what the generator writes and clears the
 * hand-edited mark, so later regenerations keep it current.
 */
export async function applyRegeneration(id: number): Promise<boolean> {
  const found = await regenerationOf(id);
  if (!found) return false;
  const { generated } = found;
  await getDb()
    .update(locationServicePages)
    .set({
      ...Object.fromEntries(
        GENERATED_COLUMNS.map(([field]) => [field, generated[field]]),
      ),
      isHandEdited: 0,
      updatedAt: sql`now()`,
    })
    .where(eq(locationServicePages.id, id));
  return true;
}

export const ADMIN_SERVICES_PAGE_SIZE = 20;

/**
 * The services in their site order with whether each is offered and how
 * many pages it has, one page at a time, optionally only those whose name
 * or slug holds `search`.
 */
export async function listServicesForAdmin(options: {
  search: string;
  page: number;
}) {
  const search = options.search.trim();
  const where = search
    ? or(
        ilike(services.name, containing(search)),
        ilike(services.slug, containing(search)),
      )
    : undefined;
  const db = getDb();
  const [rows, [total], pages] = await Promise.all([
    db
      .select({
        id: services.id,
        slug: services.slug,
        name: services.name,
        isActive: services.isActive,
      })
      .from(services)
      .where(where)
      .orderBy(asc(services.sortOrder), asc(services.id))
      .limit(ADMIN_SERVICES_PAGE_SIZE)
      .offset((options.page - 1) * ADMIN_SERVICES_PAGE_SIZE),
    db.select({ n: count() }).from(services).where(where),
    db
      .select({ serviceId: locationServicePages.serviceId, n: count() })
      .from(locationServicePages)
      .groupBy(locationServicePages.serviceId),
  ]);
  const pagesOf = new Map(pages.map((row) => [row.serviceId, row.n]));
  const all = total?.n ?? 0;
  return {
    services: rows.map((row) => ({
      ...row,
      pages: pagesOf.get(row.id) ?? 0,
    })),
    total: all,
    pageCount: Math.max(1, Math.ceil(all / ADMIN_SERVICES_PAGE_SIZE)),
  };
}

/**
 * Offers a service again or stops offering it; its name, or null. Its
 * location pages stay stored with the owner's settings: while it is off
 * they answer 410 and leave every list and the sitemap; turned back on,
 * the generator fills in any town that has no page yet.
 */
export async function setServiceActive(id: number, active: boolean) {
  const [row] = await getDb()
    .update(services)
    .set({ isActive: active ? 1 : 0 })
    .where(eq(services.id, id))
    .returning({ name: services.name });
  if (row && active) await generateLocationPages(getDb());
  return row?.name ?? null;
}
