import {
  and,
  avg,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lte,
  sql,
} from "drizzle-orm";
import { getDb, type Database } from "#app/db/client.server.ts";
import { reviewRequests, reviewSettings, reviews } from "#app/db/schema.ts";
import { type EnqueueInput, enqueueEmails } from "./email-outbox.server.ts";

// Review requests after a finished project (issue 33): stored, sent and
// reminded by claims that queue their emails in the same transaction, so
// each goes once across restarts and servers.

export type ReviewRequestRow = typeof reviewRequests.$inferSelect;
export const DEFAULT_REQUEST_DELAY_DAYS = 3;

export async function readReviewSettings() {
  const [row] = await getDb().select().from(reviewSettings);
  return {
    requestDelayDays: row?.requestDelayDays ?? DEFAULT_REQUEST_DELAY_DAYS,
  };
}

export async function saveReviewSettings(requestDelayDays: number) {
  await getDb()
    .insert(reviewSettings)
    .values({ id: 1, requestDelayDays })
    .onConflictDoUpdate({
      target: reviewSettings.id,
      set: { requestDelayDays },
    });
}

/** The newest request to this address, if it asked for no more. */
export async function optedOutRequest(email: string) {
  const [row] = await getDb()
    .select({ optedOutAt: reviewRequests.optedOutAt })
    .from(reviewRequests)
    .where(
      and(
        eq(sql`lower(${reviewRequests.email})`, email.toLowerCase()),
        isNotNull(reviewRequests.optedOutAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The newest request to this address since `since`, reviewed or not. */
export async function recentRequestTo(email: string, since: Date) {
  const [row] = await getDb()
    .select()
    .from(reviewRequests)
    .where(
      and(
        eq(sql`lower(${reviewRequests.email})`, email.toLowerCase()),
        gte(reviewRequests.createdAt, since),
      ),
    )
    .orderBy(desc(reviewRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function requestForLead(leadTable: string, leadId: number) {
  const [row] = await getDb()
    .select()
    .from(reviewRequests)
    .where(
      and(
        eq(reviewRequests.leadTable, leadTable),
        eq(reviewRequests.leadId, leadId),
      ),
    );
  return row ?? null;
}

/** Stores a request; for a lead that has one already, returns null. */
export async function insertReviewRequest(
  values: typeof reviewRequests.$inferInsert,
): Promise<ReviewRequestRow | null> {
  const [row] = await getDb()
    .insert(reviewRequests)
    .values(values)
    .onConflictDoNothing({
      target: [reviewRequests.leadTable, reviewRequests.leadId],
    })
    .returning();
  return row ?? null;
}

export async function requestByDigest(tokenDigest: string) {
  const [row] = await getDb()
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.tokenDigest, tokenDigest));
  return row ?? null;
}

/** Stops the request's emails at once; the row stays as the record. */
export async function optOutOfRequest(tokenDigest: string, now = new Date()) {
  const [row] = await getDb()
    .update(reviewRequests)
    .set({ optedOutAt: sql`coalesce(${reviewRequests.optedOutAt}, ${now})` })
    .where(eq(reviewRequests.tokenDigest, tokenDigest))
    .returning({ id: reviewRequests.id });
  return row !== undefined;
}

const open = and(
  isNull(reviewRequests.reviewedAt),
  isNull(reviewRequests.optedOutAt),
);

/**
 * Marks the requests due now (first emails after their delay; reminders
 * `reminderDays` after the first) and queues their emails in one
 * transaction. `emails` must not query: PGlite has one connection.
 */
export async function claimDueReviewEmails(
  now: Date,
  reminderDays: number,
  emails: (
    first: ReviewRequestRow[],
    reminders: ReviewRequestRow[],
  ) => Promise<EnqueueInput[]>,
) {
  return getDb().transaction(async (tx) => {
    const first = await tx
      .update(reviewRequests)
      .set({ sentAt: now })
      .where(
        and(
          open,
          isNull(reviewRequests.sentAt),
          lte(reviewRequests.sendAfter, now),
        ),
      )
      .returning();
    const reminders = await tx
      .update(reviewRequests)
      .set({ remindedAt: now })
      .where(
        and(
          open,
          isNull(reviewRequests.remindedAt),
          lte(
            reviewRequests.sentAt,
            new Date(now.getTime() - reminderDays * 86_400_000),
          ),
        ),
      )
      .returning();
    await enqueueEmails(tx, await emails(first, reminders));
    return { first: first.length, reminders: reminders.length };
  });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Stores the customer's review as pending and closes the request, once: a
 * second send of the same link finds it reviewed and stores nothing.
 */
export async function storeCustomerReview(
  requestId: number,
  review: Omit<typeof reviews.$inferInsert, "requestId">,
  now: Date,
  emails: (reviewId: number, tx: Transaction) => Promise<EnqueueInput[]>,
): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .update(reviewRequests)
      .set({ reviewedAt: now })
      .where(
        and(
          eq(reviewRequests.id, requestId),
          isNull(reviewRequests.reviewedAt),
        ),
      )
      .returning({ id: reviewRequests.id });
    if (!claimed) return null;
    const [row] = await tx
      .insert(reviews)
      .values({ ...review, requestId })
      .returning({ id: reviews.id });
    await enqueueEmails(tx, await emails(row!.id, tx));
    return row!.id;
  });
}

export const ADMIN_REQUESTS_PAGE_SIZE = 25;

export async function listReviewRequests(page: number) {
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviewRequests)
      .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
      .limit(ADMIN_REQUESTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REQUESTS_PAGE_SIZE),
    db.select({ value: count() }).from(reviewRequests),
  ]);
  const all = total?.value ?? 0;
  return {
    requests: rows,
    page,
    pageCount: Math.max(1, Math.ceil(all / ADMIN_REQUESTS_PAGE_SIZE)),
    total: all,
  };
}

/** Requests sent, reviews received by request, and per month since `since`. */
export async function reviewRequestFigures(since: Date) {
  const db = getDb();
  const month = (column: typeof reviewRequests.sentAt) =>
    sql<string>`to_char(${column} AT TIME ZONE 'America/New_York', 'YYYY-MM')`;
  const [totals] = await db
    .select({
      sent: count(reviewRequests.sentAt),
      reviewed: count(reviewRequests.reviewedAt),
    })
    .from(reviewRequests);
  const sentByMonth = await db
    .select({ month: month(reviewRequests.sentAt), sent: count() })
    .from(reviewRequests)
    .where(gte(reviewRequests.sentAt, since))
    .groupBy(month(reviewRequests.sentAt));
  const reviewMonth = sql<string>`to_char(${reviews.createdAt} AT TIME ZONE 'America/New_York', 'YYYY-MM')`;
  const reviewsByMonth = await db
    .select({
      month: reviewMonth,
      received: count(),
      average: avg(reviews.rating),
    })
    .from(reviews)
    .where(and(eq(reviews.source, "customer"), gte(reviews.createdAt, since)))
    .groupBy(reviewMonth);
  return {
    sent: totals?.sent ?? 0,
    reviewed: totals?.reviewed ?? 0,
    sentByMonth,
    reviewsByMonth: reviewsByMonth.map((row) => ({
      month: row.month,
      received: row.received,
      average: row.average === null ? null : Number(row.average),
    })),
  };
}
