import { bookingEmails, type ChangedBy } from "#app/emails/booking.server.ts";
import { databaseErrorCode, EXCLUSION_VIOLATION } from "#app/db/error-code.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import {
  type BookingRow,
  changeBooking,
  findBookingByTokenHash,
} from "#app/models/bookings.server.ts";
import { readAppointmentTypes } from "#app/models/booking-settings.server.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";
import type { AppointmentKind } from "./appointment-types.ts";
import {
  availabilityInput,
  withoutNotice,
  bookingMessages,
  nearestSlots,
} from "./book.server.ts";
import { manageMessages } from "./manage-messages.ts";
import { hashManageToken } from "./manage-token.server.ts";
import { bookedTimes, freeSlots } from "./slots.ts";

// What the manage link in a booking's emails allows: moving it to another
// free time or cancelling it, until the appointment begins. The link names
// the booking, not a time, so after a move the first email's link shows
// the new time.

/** The booking a manage link names, or null (a made-up or altered link). */
export async function bookingForToken(token: string) {
  if (!/^[\w-]{43}$/.test(token)) return null;
  return (await findBookingByTokenHash(hashManageToken(token))) ?? null;
}

/** Why the booking cannot be changed any more, or null. */
export function changeProblem(row: BookingRow, now: Date): string | null {
  if (row.status === "cancelled") return manageMessages.cancelled;
  if (row.startsAt.getTime() <= now.getTime()) return manageMessages.passed;
  return null;
}

export type ChangeOutcome =
  { ok: true; row: BookingRow } | { ok: false; message: string };

export async function moveBooking(
  row: BookingRow,
  start: string,
  now: Date = new Date(),
  by: ChangedBy = "visitor",
): Promise<ChangeOutcome> {
  const problem = changeProblem(row, now);
  if (problem) return { ok: false, message: problem };
  const kind = row.kind as AppointmentKind;
  const when = new Date(start);
  if (Number.isNaN(when.getTime())) {
    return { ok: false, message: bookingMessages.notOffered };
  }
  const date = todayInShowroom(when);
  const asked = await availabilityInput(kind, now, date, date, { id: row.id });
  // The owner may move a booking inside the minimum notice (as agreed on
  // the phone); a visitor may not.
  const input = by === "owner" ? withoutNotice(asked) : asked;
  const offered = freeSlots(input, { firstDate: date, days: 1 })[0];
  const refusal = async (message: string) => {
    const nearest = await nearestSlots(kind, when, now, row.id);
    return {
      ok: false as const,
      message: nearest.length
        ? `${message}. Please choose another time below.`
        : `${message}. Please call us to find another time.`,
    };
  };
  if (
    offered?.date !== date ||
    !offered.slots.some((slot) => slot.start === when.toISOString())
  ) {
    return refusal(bookingMessages.notOffered);
  }
  const { type } = input;
  try {
    const changed = await changeBooking(
      row,
      bookedTimes(type, when),
      type.dailyCap,
      (moved) =>
        bookingEmails(moved, type, leadReference("B", moved.id), "moved", by),
    );
    if ("full" in changed) return refusal(bookingMessages.full);
    if ("gone" in changed)
      return { ok: false, message: manageMessages.cancelled };
    return { ok: true, row: changed.row };
  } catch (error) {
    if (databaseErrorCode(error) === EXCLUSION_VIOLATION) {
      return refusal(bookingMessages.taken);
    }
    throw error;
  }
}

/** Cancels the booking; the owner's `note` goes to the visitor. */
export async function cancelBooking(
  row: BookingRow,
  now: Date = new Date(),
  by: ChangedBy = "visitor",
  note = "",
): Promise<ChangeOutcome> {
  const problem = changeProblem(row, now);
  if (problem) return { ok: false, message: problem };
  const type = (await readAppointmentTypes())[row.kind as AppointmentKind];
  const changed = await changeBooking(
    row,
    {
      status: "cancelled",
      cancelReason:
        by === "visitor" ? "Cancelled by the visitor" : note || null,
    },
    0,
    (cancelled) =>
      bookingEmails(
        cancelled,
        type,
        leadReference("B", cancelled.id),
        "cancelled",
        by,
      ),
  );
  if ("row" in changed) return { ok: true, row: changed.row };
  return { ok: false, message: manageMessages.cancelled };
}
