import { desc, eq, sql } from "drizzle-orm";
import { DEMO_BUSINESS } from "#app/business/defaults.ts";
import type { BusinessFacts } from "#app/business/facts.ts";
import { withHoursInWords } from "#app/business/hours.ts";
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
  return withHoursInWords(row ? withDefaults(row.facts) : DEMO_BUSINESS);
});

export interface BusinessChange {
  field: string;
  oldValue: string;
  newValue: string;
}

/**
 * Stores what `change` makes of the stored facts, with one history row per
 * changed field, all or nothing. The stored facts are read under a row
 * lock, so two saves at once each build on the other and record what they
 * changed. Returns the changes (none: nothing stored).
 */
export async function saveBusiness(
  changedBy: string,
  change: (before: BusinessFacts) => {
    facts: BusinessFacts;
    changes: BusinessChange[];
  },
) {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ facts: businessDetails.facts })
      .from(businessDetails)
      .where(eq(businessDetails.id, 1))
      .for("update");
    const { facts, changes } = change(
      row ? withDefaults(row.facts) : DEMO_BUSINESS,
    );
    if (changes.length === 0) return changes;
    await tx
      .insert(businessDetails)
      .values({ id: 1, facts })
      .onConflictDoUpdate({
        target: businessDetails.id,
        set: { facts, updatedAt: sql`now()` },
      });
    await tx
      .insert(businessChanges)
      .values(changes.map((one) => ({ ...one, changedBy })));
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
