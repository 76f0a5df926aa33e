import { withCurrentBusiness } from "#app/business/request.server.ts";
import { bookingReminder } from "#app/emails/booking.server.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import { claimDueReminders } from "#app/models/booking-reminders.server.ts";
import { readAppointmentTypes } from "#app/models/booking-settings.server.ts";
import { backgroundJob } from "#app/utils/background-job.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import type { AppointmentKind } from "./appointment-types.ts";

// Reminders of confirmed bookings, 24 hours and 2 hours before. Every server
// runs the pass; claimDueReminders marks a booking in the transaction that
// queues its email, so a reminder goes once across restarts and servers.
// One missed while every server was down goes late, if its appointment has
// not begun and the next reminder is not due yet.

/** Hours before the start, longest first. */
export const REMINDER_HOURS = [24, 2] as const;

// A visitor who booked (or moved, or was confirmed) just before a
// reminder falls due has the time fresh from that email: no reminder.
const QUIET_HOURS = 2;

export async function sendDueReminders(now: Date = new Date()) {
  // Read before the claims: inside their transaction a query on another
  // connection would wait for it (PGlite has only the one).
  const types = await readAppointmentTypes();
  let queued = 0;
  for (const [index, hours] of REMINDER_HOURS.entries()) {
    await claimDueReminders(
      hours,
      REMINDER_HOURS[index + 1] ?? 0,
      now,
      async (rows) => {
        const wanted = rows.filter(
          (row) =>
            row.toldAt.getTime() <=
            row.startsAt.getTime() - (hours + QUIET_HOURS) * 3_600_000,
        );
        queued += wanted.length;
        return Promise.all(
          wanted.map((row) =>
            bookingReminder(
              row,
              types[row.kind as AppointmentKind],
              leadReference("B", row.id),
              `booking-reminder-${hours}h`,
              now,
            ),
          ),
        );
      },
    );
  }
  if (queued > 0) {
    logger.info({ queued }, "booking reminders queued");
    kickEmailDrainer();
  }
  return queued;
}

const reminders = backgroundJob("booking reminders", async () => {
  await withCurrentBusiness(() => sendDueReminders());
});

export function startBookingReminders(intervalMs: number) {
  reminders.start({ everyMs: intervalMs });
}

/** Stops the timer and waits for a pass in progress before the database closes. */
export async function stopBookingReminders() {
  await reminders.stop();
}
