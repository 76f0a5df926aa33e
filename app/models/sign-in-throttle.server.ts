import { eq, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { signInThrottle } from "#app/db/schema.ts";

// Growing delays between failed sign-ins for one key (a username tried from
// devices it has not signed in on, or one device cookie). The first
// FREE_FAILURES cost nothing; after that each failure doubles the wait
// before the next attempt may be checked, up to MAX_DELAY_SECONDS. A key
// with no failure for RESET_AFTER_MS starts again. A wait is never a
// lock-out: whoever tries after it has passed is checked.
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 60;
export const RESET_AFTER_MS = 60 * 60 * 1000;

/** Seconds to wait after `failures` failures in a row (0: none). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES + 1), MAX_DELAY_SECONDS);
}

export type AttemptClaim =
  { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Claims the right to check one attempt for `key`, or says how long to
 * wait. The claim sets the wait as if the attempt will fail, under the
 * row's lock, so attempts sent together (or to two servers) while a wait is
 * due are not all checked: only the first one is.
 */
export async function claimSignInAttempt(
  key: string,
  now = new Date(),
): Promise<AttemptClaim> {
  return getDb().transaction(async (tx) => {
    await tx.insert(signInThrottle).values({ key }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, key))
      .for("update");
    const failures = currentFailures(row!, now);
    const waitMs = row!.nextAttemptAt.getTime() - now.getTime();
    if (failures > 0 && waitMs > 0) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      };
    }
    await tx
      .update(signInThrottle)
      .set({
        failures,
        nextAttemptAt: new Date(
          now.getTime() + delayAfter(failures + 1) * 1000,
        ),
      })
      .where(eq(signInThrottle.key, key));
    return { allowed: true };
  });
}

function currentFailures(
  row: typeof signInThrottle.$inferSelect,
  now: Date,
): number {
  const stale =
    !row.lastFailureAt ||
    now.getTime() - row.lastFailureAt.getTime() > RESET_AFTER_MS;
  return stale ? 0 : row.failures;
}

/** Counts a failed attempt that claimSignInAttempt let through. */
export async function recordSignInFailure(key: string, now = new Date()) {
  await getDb()
    .update(signInThrottle)
    .set({
      failures: sql`${signInThrottle.failures} + 1`,
      lastFailureAt: now,
    })
    .where(eq(signInThrottle.key, key));
}

/** A successful sign-in clears its key's failures. */
export async function clearSignInFailures(key: string) {
  await getDb().delete(signInThrottle).where(eq(signInThrottle.key, key));
}
