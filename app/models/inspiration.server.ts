import { and, asc, eq, type SQL } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { designInspirationItems } from "#app/db/schema.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

const items = designInspirationItems;

export interface InspirationFilters {
  category?: string | null;
  sourceType?: string | null;
}

/**
 * Published inspiration items in the owner's order (sortOrder, then id),
 * optionally filtered. embedCode and sourceUrl are read only so the caller
 * can parse them on the server; they are never sent to the browser.
 */
async function listPublishedInspirationUncached(
  filters: InspirationFilters = {},
) {
  const conditions: SQL[] = [eq(items.isPublished, 1)];
  if (filters.category) conditions.push(eq(items.category, filters.category));
  if (filters.sourceType)
    conditions.push(eq(items.sourceType, filters.sourceType));
  return getDb()
    .select({
      id: items.id,
      title: items.title,
      description: items.description,
      category: items.category,
      sourceType: items.sourceType,
      sourceUrl: items.sourceUrl,
      embedCode: items.embedCode,
      thumbnailUrl: items.thumbnailUrl,
    })
    .from(items)
    .where(and(...conditions))
    .orderBy(asc(items.sortOrder), asc(items.id));
}

// Public reads, kept per content version (content-memo.server.ts).
export const listPublishedInspiration = memoByContentVersion(
  "listPublishedInspiration",
  listPublishedInspirationUncached,
);
