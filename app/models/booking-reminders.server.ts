import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import type { BookingRow } from "./bookings.server.ts";
import { type EnqueueInput, enqueueEmails } from "./email-outbox.server.ts";

// The claim behind booking reminders (app/booking/reminders.server.ts, ADR
// 0029 point 9).

/**
 * Marks the confirmed bookings whose reminder `hoursBefore` is due (their
 * start within that many hours, but not yet within the next, shorter
 * reminder's) and queues what `emails` makes of them, in one transaction.
 * Two servers at once: the second's update waits on the first's row locks,
 * then finds the rows marked and skips them, so each reminder goes once.
 */
export async function claimDueReminders(
  hoursBefore: number,
  nextHoursBefore: number,
  now: Date,
  emails: (rows: BookingRow[]) => Promise<EnqueueInput[]>,
): Promise<BookingRow[]> {
  const hoursFromNow = (hours: number) =>
    new Date(now.getTime() + hours * 3_600_000);
  return getDb().transaction(async (tx) => {
    const due = await tx
      .update(bookings)
      .set({ remindedHoursBefore: hoursBefore })
      .where(
        and(
          eq(bookings.status, "confirmed"),
          gt(bookings.startsAt, hoursFromNow(nextHoursBefore)),
          lte(bookings.startsAt, hoursFromNow(hoursBefore)),
          or(
            isNull(bookings.remindedHoursBefore),
            gt(bookings.remindedHoursBefore, hoursBefore),
          ),
        ),
      )
      .returning();
    await enqueueEmails(tx, await emails(due));
    return due;
  });
}
