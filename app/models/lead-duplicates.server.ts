import { eq, gt, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";

// A second press of a lead form's button (JavaScript off, a slow
// connection) posts the same lead again; within this window it is
// recognised and the stored one is answered, not stored twice.
const DUPLICATE_WINDOW_SECONDS = 600;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Serialises one form's leads from one address until the transaction
 * ends, so two simultaneous posts cannot both miss the other and insert.
 */
export async function lockLeadsFrom(
  tx: Transaction,
  form: string,
  email: string,
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${form}:${email}`}))`,
  );
}

/** Stored within the duplicate window. */
export const justNow = (column: PgColumn) =>
  gt(column, sql`now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`);

/** The column equals `value`, or is null when no value was given. */
export const sameOrNull = <T>(column: PgColumn, value: T | null | undefined) =>
  value === undefined || value === null ? isNull(column) : eq(column, value);
