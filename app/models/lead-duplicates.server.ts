import { eq, gt, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type Database, getDb } from "#app/db/client.server.ts";
import { type EnqueueInput, enqueueEmails } from "./email-outbox.server.ts";

// A second press of a lead form's button (JavaScript off, a slow
// connection) posts the same lead again; within this window it is
// recognised and the stored one is answered, not stored twice.
const DUPLICATE_WINDOW_SECONDS = 600;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Stored within the duplicate window. */
export const justNow = (column: PgColumn) =>
  gt(column, sql`now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`);

/** The column equals `value`, or is null when no value was given. */
export const sameOrNull = <T>(column: PgColumn, value: T | null | undefined) =>
  value === undefined || value === null ? isNull(column) : eq(column, value);

/**
 * Stores a lead and its emails in one transaction, or answers the same lead
 * stored just now. One form's leads from one address are serialised with an
 * advisory lock until the transaction ends, so two simultaneous posts
 * cannot both miss the other and insert.
 */
export async function storeLeadOnce<Row>(lead: {
  form: string;
  email: string;
  /** The same lead, stored within the window (use `justNow`). */
  find: (tx: Transaction) => Promise<Row | undefined>;
  insert: (tx: Transaction) => Promise<Row>;
  emailsFor: (row: Row) => Promise<EnqueueInput[]>;
}): Promise<{ row: Row; duplicate: boolean }> {
  return getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${lead.form}:${lead.email}`}))`,
    );
    const existing = await lead.find(tx);
    if (existing) return { row: existing, duplicate: true };
    const row = await lead.insert(tx);
    await enqueueEmails(tx, await lead.emailsFor(row));
    return { row, duplicate: false };
  });
}
