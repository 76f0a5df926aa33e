import { sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { retention } from "#app/content/legal.ts";
import { RESET_AFTER_MS } from "./sign-in-throttle.server.ts";

// The privacy policy's retention periods (app/content/legal.ts), applied.
// Server request logs are not in the database: the host's log retention
// keeps that period (README, "Running in production").

export interface PurgeCounts {
  contactRequests: number;
  /** The photos of the deleted bookings: their files go next. */
  photoUrls: string[];
  bookings: number;
  reviewRequests: number;
  loanApplications: number;
  emails: number;
  subscriberNames: number;
  signInKeys: number;
}

// One purge at a time across every server sharing the database; any
// constant works as long as nothing else takes it.
const PURGE_LOCK = sql`hashtext('lakeside:retention-purge')`;

/** Affected row count from either driver (PGlite and node-postgres). */
function affected(result: unknown): number {
  const { affectedRows, rowCount } = result as {
    affectedRows?: number;
    rowCount?: number | null;
  };
  return Number(affectedRows ?? rowCount ?? 0);
}

/**
 * Deletes what is past its period, in one transaction. Null when another
 * server holds the purge lock (it is doing the same work right now).
 */
export async function purgeExpiredData(): Promise<PurgeCounts | null> {
  return getDb().transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return null;

    const contactRequests = affected(
      await tx.execute(sql`
        delete from contact_requests
         where created_at < now() - make_interval(years => ${retention.contactRequestYears})`),
    );
    // A booking is a request for a visit: kept as long, counted from its time.
    // A lapsed hold (a time kept while someone typed) is nobody's and goes.
    const deletedBookings = (await tx.execute(sql`
        delete from bookings
         where ends_at < now() - make_interval(years => ${retention.contactRequestYears})
            or (status = 'held' and hold_expires_at <= now())
     returning photo_urls`)) as unknown as {
      rows: Array<{ photo_urls: string[] }>;
    };
    const bookings = deletedBookings.rows.length;
    // A review request is kept as long as a contact request, except an
    // opt-out: that address must never be asked again (the review itself,
    // if any, stays until its author asks for its removal).
    const reviewRequests = affected(
      await tx.execute(sql`
        delete from review_requests
         where opted_out_at is null
           and created_at < now() - make_interval(years => ${retention.contactRequestYears})`),
    );
    const loanApplications = affected(
      await tx.execute(sql`
        delete from loan_applications
         where submitted_at < now() - make_interval(months => ${retention.loanApplicationMonths})`),
    );
    // The notification emails carry the lead's details, so they go with it.
    const emails = affected(
      await tx.execute(sql`
        delete from email_outbox e
         where e.related_id is not null
           and ((e.related_table = 'contact_requests'
                and not exists (select 1 from contact_requests c where c.id = e.related_id))
            or (e.related_table = 'loan_applications'
                and not exists (select 1 from loan_applications l where l.id = e.related_id))
            or (e.related_table = 'bookings'
                and not exists (select 1 from bookings b where b.id = e.related_id))
            or (e.related_table = 'review_requests'
                and not exists (select 1 from review_requests r where r.id = e.related_id)))`),
    );
    // An unsubscribed address stays so it is never emailed again; nothing
    // else about the person does.
    const subscriberNames = affected(
      await tx.execute(sql`
        update email_subscribers
           set first_name = null, last_name = null
         where (is_active = 0 or unsubscribed_at is not null)
           and (first_name is not null or last_name is not null)`),
    );
    // A username or device with no failed sign-in for a while has nothing
    // left to remember.
    const signInKeys = affected(
      await tx.execute(sql`
        delete from sign_in_throttle
         where coalesce(last_failure_at, next_attempt_at)
               < now() - make_interval(secs => ${RESET_AFTER_MS / 1000})`),
    );
    return {
      contactRequests,
      photoUrls: deletedBookings.rows.flatMap((row) => row.photo_urls),
      bookings,
      reviewRequests,
      loanApplications,
      emails,
      subscriberNames,
      signInKeys,
    };
  });
}
