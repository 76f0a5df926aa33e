import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type Database, getDb } from "#app/db/client.server.ts";
import { emailOutbox } from "#app/db/schema.ts";
import type { OutgoingEmail } from "#app/utils/email.server.ts";

// The database handle inside a transaction has the same query API.
type Executor = Pick<Database, "insert" | "select" | "update" | "execute">;

export interface EnqueueInput {
  kind: string;
  email: OutgoingEmail;
  relatedTable?: string;
  relatedId?: number;
}

/**
 * Queues emails with `executor`: pass the transaction that stores the lead,
 * so a lead is never committed without its notifications (or vice versa).
 */
export async function enqueueEmails(executor: Executor, items: EnqueueInput[]) {
  if (items.length === 0) return;
  await executor.insert(emailOutbox).values(
    items.map((item) => ({
      kind: item.kind,
      toAddress: item.email.to.address,
      subject: item.email.subject,
      message: item.email,
      relatedTable: item.relatedTable,
      relatedId: item.relatedId,
    })),
  );
}

export interface ClaimedEmail {
  id: number;
  kind: string;
  attempts: number;
  message: OutgoingEmail;
}

// How long a claimed row is hidden from other drainers while it is sent; a
// server that dies mid-send leaves the row to be retried after this.
const CLAIM_LEASE_SECONDS = 300;

/**
 * Claims up to `limit` due emails: `FOR UPDATE SKIP LOCKED` so two servers
 * never pick the same row, and the lease (next_attempt_at pushed ahead,
 * attempts counted) is committed before any send, so no transaction stays
 * open during SMTP.
 */
export async function claimDueEmails(limit: number): Promise<ClaimedEmail[]> {
  // PGlite and node-postgres both answer with `rows`.
  const result = (await getDb().execute(sql`
    update email_outbox
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
     where id in (
       select id from email_outbox
        where sent_at is null and failed_at is null
          and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning id, kind, attempts, message`)) as unknown as {
    rows: Array<{
      id: number;
      kind: string;
      attempts: number;
      message: OutgoingEmail | string;
    }>;
  };
  return result.rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    attempts: Number(row.attempts),
    message:
      typeof row.message === "string"
        ? (JSON.parse(row.message) as OutgoingEmail)
        : row.message,
  }));
}

export async function markEmailSent(id: number) {
  await getDb()
    .update(emailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(sql`${emailOutbox.id} = ${id}`);
}

/** Exponential backoff: base, 2x, 4x ... capped at one hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(baseMs * 2 ** exponent, 60 * 60 * 1000);
}

/**
 * How long after it was queued a message is still retried. Past this a
 * notification is stale (the lead has waited days) and an address that has
 * refused it for so long is not going to take it: the owner is shown it
 * instead.
 */
export const GIVE_UP_AFTER_HOURS = 72;

/**
 * Records a failed send: retried after the backoff, or given up on (true).
 */
export async function markEmailFailed(
  id: number,
  attempts: number,
  error: string,
  baseMs: number,
): Promise<boolean> {
  const delayMs = retryDelayMs(attempts, baseMs);
  const [row] = await getDb()
    .update(emailOutbox)
    .set({
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      failedAt: sql`case when ${emailOutbox.createdAt} <= now() - make_interval(hours => ${GIVE_UP_AFTER_HOURS}) then now() end`,
    })
    .where(eq(emailOutbox.id, id))
    .returning({ failedAt: emailOutbox.failedAt });
  return row?.failedAt != null;
}

/**
 * The owner's retry of a failed message: due now. It gets one more try;
 * failing again, it is marked failed again, as it is past its time.
 * False when no failed message has this id.
 */
export async function retryFailedEmail(id: number): Promise<boolean> {
  const rows = await getDb()
    .update(emailOutbox)
    .set({ failedAt: null, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(emailOutbox.id, id),
        isNull(emailOutbox.sentAt),
        isNotNull(emailOutbox.failedAt),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** Emails not delivered yet, oldest first (for the admin screens). */
export async function listUnsentEmails(limit = 100) {
  return getDb()
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      attempts: emailOutbox.attempts,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      lastError: emailOutbox.lastError,
      failedAt: emailOutbox.failedAt,
      relatedTable: emailOutbox.relatedTable,
      relatedId: emailOutbox.relatedId,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(limit);
}
