import {
  askLeadForReview,
  askOutcomeMessage,
} from "#app/reviews/requests.server.ts";
import { data } from "react-router";
import { readAdminChange } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { appointmentTime, bookingEmails } from "#app/emails/booking.server.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import {
  type BookingRow,
  changeBooking,
  convertBookingToLead,
  findBooking,
} from "#app/models/bookings.server.ts";
import { readAppointmentTypes } from "#app/models/booking-settings.server.ts";
import { newYorkDateAndClock } from "#app/utils/new-york-time.ts";
import { z } from "#app/utils/zod.ts";
import type { AppointmentKind } from "./appointment-types.ts";
import { cancelBooking, moveBooking } from "./manage.server.ts";
import { manageMessages } from "./manage-messages.ts";
import { MAX_CANCEL_NOTE } from "./schedule.ts";

// What the owner does with one booking in /admin/booking/<id>: confirm it
// (when the type asks for that), move it, cancel it with a note to the
// visitor, mark whether the visitor came, and make it a lead in the leads
// inbox. The visitor is emailed of each change to their time; the owner is
// not notified of their own changes.

export const ownerBookingMessages = {
  notPending: "This booking is not waiting for confirmation any more.",
  notBegun:
    "You can mark whether the visitor came once the appointment has begun.",
  settled: "This booking was cancelled, so it cannot be changed.",
  passed:
    "This appointment has already begun or passed, so it can no longer be moved or cancelled.",
} as const;

const OwnerChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm") }),
  z.object({
    intent: z.literal("cancel"),
    note: z._default(
      z.string().check(z.trim(), z.maxLength(MAX_CANCEL_NOTE)),
      "",
    ),
  }),
  z.object({ intent: z.literal("came") }),
  z.object({ intent: z.literal("no-show") }),
  z.object({ intent: z.literal("move"), start: z._default(z.string(), "") }),
  z.object({ intent: z.literal("lead") }),
  z.object({ intent: z.literal("project-finished") }),
]);

/** The booking's page address. */
export const bookingPath = (id: number) => `/admin/booking/${id}`;

const refuse = (error: string) => data({ error }, { status: 409 });

/** The manage page's refusals are the visitor's words: the owner's say the same. */
const inOwnersWords = (message: string) =>
  message === manageMessages.passed
    ? ownerBookingMessages.passed
    : message === manageMessages.cancelled
      ? ownerBookingMessages.settled
      : message;

/** The contact request a booking becomes in the leads inbox. */
function leadOf(row: BookingRow) {
  const [date, time] = newYorkDateAndClock(row.startsAt);
  const booked = `Booked online (${leadReference("B", row.id)}) for ${appointmentTime(row)}.`;
  return {
    requestType: row.kind === "home-estimate" ? "free-estimate" : row.kind,
    name: row.name!,
    email: row.email!,
    phone: row.phone!,
    service: row.room,
    townOrZip: row.zipCode,
    preferredDate: date,
    preferredTime: time,
    message: [
      booked,
      row.address && `Address: ${row.address}, ${row.zipCode}`,
      row.message,
    ]
      .filter(Boolean)
      .join("\n\n"),
    // A home estimate's ZIP was checked against the service area.
    inServiceArea: row.kind === "home-estimate" ? 1 : null,
    status: "scheduled",
  };
}

export async function changeBookingAsOwner(request: Request, id: number) {
  const read = await readAdminChange(request, OwnerChangeSchema, "");
  if (!read.ok) return read.response;
  const { change } = read;
  const row = await findBooking(id);
  if (!row || row.status === "held") {
    throw data("No such booking", { status: 404 });
  }
  const name = row.name ?? "the visitor";
  const back = bookingPath(id);
  const now = new Date();

  if (change.intent === "lead") {
    const leadId = await convertBookingToLead(id, leadOf(row));
    if (leadId === null) throw data("No such booking", { status: 404 });
    return redirectWithToast(
      `/admin/leads/contact/${leadId}`,
      `${name}'s booking is a lead now: ${leadReference("C", leadId)}.`,
    );
  }
  if (change.intent === "project-finished") {
    const outcome = await askLeadForReview({ table: "bookings", id });
    if (outcome.kind === "gone") throw data("No such booking", { status: 404 });
    return redirectWithToast(back, askOutcomeMessage(outcome));
  }
  if (change.intent === "came" || change.intent === "no-show") {
    if (row.status === "cancelled") return refuse(ownerBookingMessages.settled);
    if (row.startsAt.getTime() > now.getTime()) {
      return refuse(ownerBookingMessages.notBegun);
    }
    const marked = await changeBooking(
      row,
      { status: change.intent },
      0,
      async () => [],
    );
    if (!("row" in marked)) return refuse(ownerBookingMessages.settled);
    return redirectWithToast(
      back,
      change.intent === "came"
        ? `Marked: ${name} came.`
        : `Marked: ${name} did not come.`,
    );
  }
  if (change.intent === "confirm") {
    if (row.status !== "pending")
      return refuse(ownerBookingMessages.notPending);
    const type = (await readAppointmentTypes())[row.kind as AppointmentKind];
    const confirmed = await changeBooking(
      row,
      { status: "confirmed" },
      0,
      (updated) =>
        bookingEmails(
          updated,
          type,
          leadReference("B", updated.id),
          "confirmed",
          "owner",
        ),
    );
    if (!("row" in confirmed)) return refuse(ownerBookingMessages.notPending);
    kickEmailDrainer();
    return redirectWithToast(
      back,
      `Confirmed. ${name} has been emailed the confirmation.`,
    );
  }
  if (change.intent === "cancel") {
    const cancelled = await cancelBooking(row, now, "owner", change.note);
    if (!cancelled.ok) return refuse(inOwnersWords(cancelled.message));
    kickEmailDrainer();
    return redirectWithToast(
      back,
      `Cancelled. ${name} has been emailed a calendar update that removes it.`,
    );
  }
  const moved = await moveBooking(row, change.start, now, "owner");
  if (!moved.ok) return refuse(inOwnersWords(moved.message));
  kickEmailDrainer();
  return redirectWithToast(
    back,
    `Moved to ${appointmentTime(moved.row)}. ${name} has been emailed the new time.`,
  );
}
