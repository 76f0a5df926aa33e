import type { AppointmentType } from "#app/booking/appointment-types.ts";
import {
  bookingFieldLabels,
  budgetBands,
  timelines,
} from "#app/booking/booking-schema.ts";
import { business } from "#app/business/current.ts";
import { directionsUrl, fullAddress } from "#app/business/facts.ts";
import { choiceLabel, serviceChoices } from "#app/content/contact.ts";
import type { EnqueueInput } from "#app/models/email-outbox.server.ts";
import type { BookingRow } from "#app/models/bookings.server.ts";
import {
  headerText,
  leadsRecipient,
  type OutgoingEmail,
  siteSender,
} from "#app/utils/email.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { newYorkDateAndClock, newYorkTime } from "#app/utils/new-york-time.ts";
import { formatUsPhone } from "#app/utils/phone.ts";
import { calendarEvent } from "./calendar-invite.server.ts";
import { greetingName, hello } from "./greeting.ts";
import type { DetailRows } from "./message.ts";
import { renderEmail } from "./render.server.tsx";
import { manageToken } from "#app/booking/manage-token.server.ts";
import { addDays, todayInShowroom } from "#app/utils/showroom-hours.ts";

// The emails of a booking, written when it is stored (in the same
// transaction): the visitor's confirmation with an invitation their
// calendar keeps up to date by its UID, and the owner's notification.

/** "Wednesday, March 3, 2027 at 10:00 AM (New York time)" */
export function appointmentTime(row: Pick<BookingRow, "startsAt">) {
  return `${newYorkTime(row.startsAt, "full")} (New York time)`;
}

function where(row: BookingRow) {
  return row.kind === "home-estimate"
    ? `${row.address}, ${row.zipCode}`
    : fullAddress(business());
}

/** The booking's calendar entry; `sequence` counts its changes. */
export function bookingCalendarFile(
  row: BookingRow,
  type: AppointmentType,
  reference: string,
) {
  const [date, time] = newYorkDateAndClock(row.startsAt);
  const cancelled = row.status === "cancelled";
  return calendarEvent({
    uid: `booking-${row.id}@${business().email.split("@")[1]}`,
    method: cancelled ? "CANCEL" : "REQUEST",
    sequence: row.sequence,
    date,
    time,
    minutes: type.minutes,
    title: `${type.name}: ${business().name}`,
    description: `${type.name} (reference ${reference}). Questions or changes: ${business().phone.display}.`,
    status: cancelled
      ? "CANCELLED"
      : row.status === "pending"
        ? "TENTATIVE"
        : "CONFIRMED",
    attendee: { name: row.name ?? "", email: row.email ?? "" },
    ...(row.kind === "home-estimate" ? { location: where(row) } : {}),
  });
}

/** The project's answers of an estimate booking (room, budget, timeline), labelled. */
export function choiceRows(row: BookingRow): DetailRows {
  const rows: DetailRows = [];
  if (row.room) {
    rows.push([bookingFieldLabels.room, choiceLabel(serviceChoices, row.room)]);
  }
  if (row.budget) {
    rows.push([
      bookingFieldLabels.budget,
      choiceLabel(budgetBands, row.budget),
    ]);
  }
  if (row.timeline) {
    rows.push([
      bookingFieldLabels.timeline,
      choiceLabel(timelines, row.timeline),
    ]);
  }
  const photos = row.photoUrls.length;
  if (photos > 0) {
    rows.push([
      bookingFieldLabels.photos,
      `${photos} photo${photos === 1 ? "" : "s"} sent with the booking`,
    ]);
  }
  return rows;
}

function detailRows(row: BookingRow, type: AppointmentType, reference: string) {
  return [
    ["Reference", reference],
    ["Appointment", type.name],
    ["When", appointmentTime(row)],
    ["Where", where(row)],
    ...choiceRows(row),
  ] satisfies DetailRows;
}

/** Who a visitor's email is from and to, and its subject: "<word>: <type>, <date> (<ref>)". */
function toVisitor(
  row: BookingRow,
  type: AppointmentType,
  reference: string,
  subjectWord: string,
) {
  return {
    from: siteSender(),
    to: {
      name: greetingName(row.name ?? "") ?? undefined,
      address: row.email!,
    },
    replyTo: { name: business().name, address: business().email },
    subject: headerText(
      `${subjectWord}: ${type.name}, ${newYorkTime(row.startsAt, "long")} (${reference})`,
    ),
  };
}

/** The link that lets the visitor move or cancel the booking. */
export const manageUrl = (token: string) =>
  `${getEnv().SITE_URL}/book/manage/${token}`;

/** What happened to the booking, as the visitor's email opens. */
export type BookingEvent = "booked" | "moved" | "cancelled" | "confirmed";

/** Who made the change: the owner is not notified of their own. */
export type ChangedBy = "visitor" | "owner";

function headlineFor(
  row: BookingRow,
  type: AppointmentType,
  event: BookingEvent,
) {
  const name = type.name.toLowerCase();
  if (event === "cancelled") return `Your ${name} is cancelled.`;
  if (event === "moved") return `Your ${name} has moved to a new time.`;
  if (event === "confirmed") return `Your ${name} is confirmed.`;
  return row.status === "pending"
    ? `We have your request for a ${name}; we will confirm the time shortly.`
    : `Your ${name} is booked.`;
}

function linkBlocks(row: BookingRow) {
  return [
    {
      kind: "link" as const,
      label: "Move or cancel this appointment",
      href: manageUrl(manageToken(row.idempotencyKey)),
    },
    ...(row.kind === "showroom-visit"
      ? [
          {
            kind: "link" as const,
            label: "Directions to the showroom",
            href: directionsUrl(business()),
          },
        ]
      : []),
  ];
}

async function visitorEmail(
  row: BookingRow,
  type: AppointmentType,
  reference: string,
  event: BookingEvent,
  by: ChangedBy,
): Promise<OutgoingEmail> {
  const pending = row.status === "pending";
  const headline = headlineFor(row, type, event);
  const subjectWord =
    event === "cancelled"
      ? "Cancelled"
      : event === "moved"
        ? "Moved"
        : event === "confirmed"
          ? "Confirmed"
          : pending
            ? "Requested"
            : "Booked";
  return {
    ...toVisitor(row, type, reference, subjectWord),
    ...(await renderEmail({
      preview: `${headline} ${appointmentTime(row)}.`,
      blocks: [
        {
          kind: "paragraphs",
          lines: [
            hello(row.name ?? ""),
            headline,
            ...(by === "owner" && event === "cancelled" && row.cancelReason
              ? [`A note from us: ${row.cancelReason}`]
              : []),
          ],
        },
        { kind: "details", rows: detailRows(row, type, reference) },
        {
          kind: "paragraphs",
          lines:
            event === "cancelled"
              ? [
                  "The attached calendar update removes it from your calendar.",
                  `To book again, visit ${getEnv().SITE_URL}/book or call us at ${business().phone.display}.`,
                ]
              : [
                  "The attached calendar entry holds the time; if it changes, the entry we send then replaces it.",
                  `Questions? Call us at ${business().phone.display} and quote your reference.`,
                ],
        },
        ...(event === "cancelled" ? [] : linkBlocks(row)),
      ],
    })),
    icalEvent: {
      method: row.status === "cancelled" ? "CANCEL" : "REQUEST",
      filename: "appointment.ics",
      content: bookingCalendarFile(row, type, reference),
    },
  };
}

async function ownerNotification(
  row: BookingRow,
  type: AppointmentType,
  reference: string,
  event: Exclude<BookingEvent, "confirmed">,
): Promise<OutgoingEmail> {
  const name = type.name.toLowerCase();
  const intro =
    event === "cancelled"
      ? `${row.name} cancelled the ${name} of ${appointmentTime(row)}.`
      : event === "moved"
        ? `${row.name} moved the ${name} to ${appointmentTime(row)}.`
        : `New ${name} booked on the website for ${appointmentTime(row)}.`;
  const subject =
    event === "cancelled"
      ? "Booking cancelled"
      : event === "moved"
        ? "Booking moved"
        : "New booking";
  return {
    from: siteSender(),
    to: leadsRecipient(),
    replyTo: { name: row.name ?? undefined, address: row.email! },
    subject: headerText(
      `${subject}: ${type.name}, ${newYorkTime(row.startsAt, "short")}, ${row.name} (${reference})`,
    ),
    ...(await renderEmail({
      preview: intro,
      blocks: [
        { kind: "paragraphs", lines: [intro] },
        {
          kind: "details",
          rows: [
            ...detailRows(row, type, reference),
            ["Name", row.name ?? ""],
            ["Email", row.email ?? ""],
            ["Phone", row.phone ? formatUsPhone(row.phone) : ""],
            ...(row.message
              ? ([[bookingFieldLabels.message, row.message]] as DetailRows)
              : []),
          ],
        },
        {
          kind: "paragraphs",
          lines: [`Reply to this email to answer ${row.name} directly.`],
        },
      ],
    })),
  };
}

/**
 * The visitor's email of a new, moved, confirmed or cancelled booking, and
 * the owner's notification of what the visitor did; each email but a
 * cancellation carries the manage link.
 */
export async function bookingEmails(
  row: BookingRow,
  type: AppointmentType,
  reference: string,
  event: BookingEvent,
  by: ChangedBy = "visitor",
): Promise<EnqueueInput[]> {
  const related = { relatedTable: "bookings", relatedId: row.id } as const;
  const visitor = {
    kind: `booking-${event}`,
    email: await visitorEmail(row, type, reference, event, by),
    ...related,
  };
  if (by === "owner" || event === "confirmed") return [visitor];
  return [
    {
      kind: `booking-${event}-notification`,
      email: await ownerNotification(row, type, reference, event),
      ...related,
    },
    visitor,
  ];
}

/** "today", "tomorrow" or the date, as the visitor's reminder names the day. */
function dayWord(row: BookingRow, now: Date) {
  const today = todayInShowroom(now);
  if (row.localDate === today) return "today";
  if (row.localDate === addDays(today, 1)) return "tomorrow";
  return `on ${newYorkTime(row.startsAt, "longDay")}`;
}

/** The visitor's reminder of a coming appointment (`kind` names which one). */
export async function bookingReminder(
  row: BookingRow,
  type: AppointmentType,
  reference: string,
  kind: string,
  now: Date,
): Promise<EnqueueInput> {
  const headline = `A reminder: your ${type.name.toLowerCase()} is ${dayWord(row, now)} at ${newYorkTime(row.startsAt, "time")} (New York time).`;
  return {
    kind,
    relatedTable: "bookings",
    relatedId: row.id,
    email: {
      ...toVisitor(row, type, reference, "Reminder"),
      ...(await renderEmail({
        preview: headline,
        blocks: [
          { kind: "paragraphs", lines: [hello(row.name ?? ""), headline] },
          { kind: "details", rows: detailRows(row, type, reference) },
          {
            kind: "paragraphs",
            lines: [
              `Questions, or running late? Call us at ${business().phone.display} and quote your reference.`,
            ],
          },
          ...linkBlocks(row),
        ],
      })),
    },
  };
}
