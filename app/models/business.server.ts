import { desc, eq, sql } from "drizzle-orm";
import { DEMO_BUSINESS } from "#app/business/defaults.ts";
import type { BusinessFacts } from "#app/business/facts.ts";
import { getDb } from "#app/db/client.server.ts";
import { businessChanges, businessDetails } from "#app/db/schema.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

// A fact added to BusinessFacts after the owner last saved reads as its
// demo default until the next save.
function withDefaults(stored: unknown): BusinessFacts {
  return stored && typeof stored === "object"
    ? { ...DEMO_BUSINESS, ...(stored as Partial<BusinessFacts>) }
    : DEMO_BUSINESS;
}

/** The facts every page shows: the owner's, or the demo's before a first save. */
export const readBusiness = memoByContentVersion("business", async () => {
  const [row] = await getDb()
    .select({ facts: businessDetails.facts })
    .from(businessDetails)
    .where(eq(businessDetails.id, 1));
  return row ? withDefaults(row.facts) : DEMO_BUSINESS;
});

export interface BusinessChange {
  field: string;
  oldValue: string;
  newValue: string;
}

/**
 * Stores `after` with one history row per changed field, all or nothing.
 * The stored facts are read under a row lock, so two saves at once each
 * record what they changed. Returns the changes (none: nothing stored).
 */
export async function saveBusiness(
  after: BusinessFacts,
  changedBy: string,
  changesFrom: (before: BusinessFacts) => BusinessChange[],
) {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ facts: businessDetails.facts })
      .from(businessDetails)
      .where(eq(businessDetails.id, 1))
      .for("update");
    const changes = changesFrom(row ? withDefaults(row.facts) : DEMO_BUSINESS);
    if (changes.length === 0) return changes;
    await tx
      .insert(businessDetails)
      .values({ id: 1, facts: after })
      .onConflictDoUpdate({
        target: businessDetails.id,
        set: { facts: after, updatedAt: sql`now()` },
      });
    await tx
      .insert(businessChanges)
      .values(changes.map((change) => ({ ...change, changedBy })));
    return changes;
  });
}

/** The newest changes first. */
export function listBusinessChanges(limit = 100) {
  return getDb()
    .select()
    .from(businessChanges)
    .orderBy(desc(businessChanges.changedAt), desc(businessChanges.id))
    .limit(limit);
}
