import { asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { galleryProjects } from "#app/db/schema.ts";
import { containing } from "#app/utils/like-pattern.ts";
import type { GalleryProjectInput } from "#app/gallery/project-schema.ts";

export const ADMIN_GALLERY_PAGE_SIZE = 20;

export type AdminGalleryProject = typeof galleryProjects.$inferSelect;

// The gallery's own order: featured projects first, then the owner's order.
const displayOrder = [
  desc(galleryProjects.featured),
  asc(galleryProjects.sortOrder),
  asc(galleryProjects.id),
];

/** The owner's list: display order, optionally searched, one page at a time. */
export async function listGalleryProjectsForAdmin(options: {
  search?: string;
  page?: number;
}) {
  const search = options.search?.trim();
  const where = search
    ? or(
        ilike(galleryProjects.title, containing(search)),
        ilike(galleryProjects.location, containing(search)),
        ilike(galleryProjects.category, containing(search)),
      )
    : undefined;
  const page = Math.max(1, options.page ?? 1);
  const db = getDb();
  const [rows, [total], [featured]] = await Promise.all([
    db
      .select()
      .from(galleryProjects)
      .where(where)
      .orderBy(...displayOrder)
      .limit(ADMIN_GALLERY_PAGE_SIZE)
      .offset((page - 1) * ADMIN_GALLERY_PAGE_SIZE),
    db.select({ value: count() }).from(galleryProjects).where(where),
    db
      .select({ value: count() })
      .from(galleryProjects)
      .where(eq(galleryProjects.featured, 1)),
  ]);
  return {
    projects: rows,
    total: total?.value ?? 0,
    page,
    offset: (page - 1) * ADMIN_GALLERY_PAGE_SIZE,
    /** Featured projects lead the list; a move never crosses into them. */
    featuredCount: featured?.value ?? 0,
    pageCount: Math.max(
      1,
      Math.ceil((total?.value ?? 0) / ADMIN_GALLERY_PAGE_SIZE),
    ),
  };
}

export async function getGalleryProject(id: number) {
  const [row] = await getDb()
    .select()
    .from(galleryProjects)
    .where(eq(galleryProjects.id, id));
  return row ?? null;
}

/** A new project goes last in the owner's order. */
export async function createGalleryProject(input: GalleryProjectInput) {
  return getDb().transaction(async (tx) => {
    const [last] = await tx
      .select({
        value: sql<number>`coalesce(max(${galleryProjects.sortOrder}), 0)`,
      })
      .from(galleryProjects);
    const [row] = await tx
      .insert(galleryProjects)
      .values({ ...input, sortOrder: Number(last?.value ?? 0) + 1 })
      .returning({ id: galleryProjects.id });
    return row!.id;
  });
}

export async function updateGalleryProject(
  id: number,
  input: GalleryProjectInput,
): Promise<boolean> {
  const rows = await getDb()
    .update(galleryProjects)
    .set(input)
    .where(eq(galleryProjects.id, id))
    .returning({ id: galleryProjects.id });
  return rows.length > 0;
}

export async function deleteGalleryProject(id: number) {
  const rows = await getDb()
    .delete(galleryProjects)
    .where(eq(galleryProjects.id, id))
    .returning({ title: galleryProjects.title });
  return rows[0]?.title ?? null;
}

export async function setGalleryProjectFlag(
  id: number,
  flag: "isPublished" | "featured",
  value: 0 | 1,
) {
  const rows = await getDb()
    .update(galleryProjects)
    .set({ [flag]: value })
    .where(eq(galleryProjects.id, id))
    .returning({ title: galleryProjects.title });
  return rows[0]?.title ?? null;
}

/**
 * Swaps a project with its neighbour in the gallery's order, within its
 * group (featured projects always come first, so a move never crosses the
 * line). Ties in sortOrder (the seed and older rows) are first renumbered
 * 1..n in the order shown, so every move is one visible step.
 */
export async function moveGalleryProject(id: number, direction: "up" | "down") {
  return getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('gallery-order'))`,
    );
    const ordered = await tx
      .select({
        id: galleryProjects.id,
        sortOrder: galleryProjects.sortOrder,
        featured: galleryProjects.featured,
      })
      .from(galleryProjects)
      .orderBy(...displayOrder);
    const index = ordered.findIndex((row) => row.id === id);
    if (index === -1) return false;
    const other = direction === "up" ? index - 1 : index + 1;
    const neighbour = ordered[other];
    if (!neighbour || neighbour.featured !== ordered[index]!.featured) {
      return true;
    }
    const ids = ordered.map((row) => row.id);
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    await saveOrder(tx, ids, ordered);
    return true;
  });
}

/**
 * Saves a new order for some projects (a page of the list, after a drag):
 * they take the places they held between them, in the order given; every
 * other project keeps its place. A featured project never moves below a
 * plain one, since the gallery shows featured projects first.
 */
export async function reorderGalleryProjects(ids: number[]) {
  return getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('gallery-order'))`,
    );
    const ordered = await tx
      .select({
        id: galleryProjects.id,
        sortOrder: galleryProjects.sortOrder,
        featured: galleryProjects.featured,
      })
      .from(galleryProjects)
      .orderBy(...displayOrder);
    const featured = new Map(ordered.map((row) => [row.id, row.featured]));
    const named = [...new Set(ids)].filter((id) => featured.has(id));
    const wanted = [
      ...named.filter((id) => featured.get(id) === 1),
      ...named.filter((id) => featured.get(id) !== 1),
    ];
    const places = ordered
      .map((row, index) => (wanted.includes(row.id) ? index : -1))
      .filter((index) => index >= 0);
    const next = ordered.map((row) => row.id);
    places.forEach((place, n) => {
      next[place] = wanted[n]!;
    });
    await saveOrder(tx, next, ordered);
  });
}

type Transaction = Parameters<
  Parameters<ReturnType<typeof getDb>["transaction"]>[0]
>[0];

async function saveOrder(
  tx: Transaction,
  ids: number[],
  current: { id: number; sortOrder: number }[],
) {
  const before = new Map(current.map((row) => [row.id, row.sortOrder]));
  for (const [position, id] of ids.entries()) {
    if (before.get(id) === position + 1) continue;
    await tx
      .update(galleryProjects)
      .set({ sortOrder: position + 1 })
      .where(eq(galleryProjects.id, id));
  }
}
