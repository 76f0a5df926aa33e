import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { designInspirationItems as items } from "#app/db/schema.ts";
import { containing } from "#app/utils/like-pattern.ts";

export const ADMIN_IDEAS_PAGE_SIZE = 20;

export type AdminInspirationItem = typeof items.$inferSelect;

/** What is stored of an idea: provider and our own link, never its HTML. */
export interface InspirationItemRow {
  title: string;
  description: string | null;
  category: string;
  sourceType: string;
  sourceUrl: string | null;
  thumbnailUrl: string | null;
  isPublished: number;
}

/** Every idea in the page's order, searched and paged. */
export async function listInspirationForAdmin(options: {
  search?: string;
  page?: number;
}) {
  const search = options.search?.trim();
  const where = search
    ? or(
        ilike(items.title, containing(search)),
        ilike(items.category, containing(search)),
        ilike(items.sourceType, containing(search)),
      )
    : undefined;
  const page = Math.max(1, options.page ?? 1);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(asc(items.sortOrder), asc(items.id))
      .limit(ADMIN_IDEAS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_IDEAS_PAGE_SIZE),
    db.select({ value: count() }).from(items).where(where),
  ]);
  const all = total?.value ?? 0;
  return {
    ideas: rows,
    total: all,
    page,
    pageCount: Math.max(1, Math.ceil(all / ADMIN_IDEAS_PAGE_SIZE)),
  };
}

export async function getInspirationItem(id: number) {
  const [row] = await getDb().select().from(items).where(eq(items.id, id));
  return row ?? null;
}

/** A new idea goes last on the page. */
export async function createInspirationItem(row: InspirationItemRow) {
  const [last] = await getDb()
    .select({ value: sql<number>`coalesce(max(${items.sortOrder}), 0)` })
    .from(items);
  const [created] = await getDb()
    .insert(items)
    .values({
      ...row,
      embedCode: null,
      sortOrder: Number(last?.value ?? 0) + 1,
    })
    .returning({ id: items.id });
  return created!.id;
}

export async function updateInspirationItem(
  id: number,
  row: InspirationItemRow,
) {
  const updated = await getDb()
    .update(items)
    .set({ ...row, embedCode: null })
    .where(eq(items.id, id))
    .returning({ id: items.id });
  return updated.length > 0;
}

export async function setInspirationPublished(id: number, value: 0 | 1) {
  const rows = await getDb()
    .update(items)
    .set({ isPublished: value })
    .where(eq(items.id, id))
    .returning({ title: items.title });
  return rows[0]?.title ?? null;
}

export async function deleteInspirationItem(id: number) {
  const rows = await getDb()
    .delete(items)
    .where(eq(items.id, id))
    .returning({ title: items.title });
  return rows[0]?.title ?? null;
}
