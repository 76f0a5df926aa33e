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
import { newYorkTime } from "#app/utils/new-york-time.ts";
import { formatUsPhone } from "#app/utils/phone.ts";
import { calendarEvent } from "./calendar-invite.server.ts";
import { greetingName, hello } from "./greeting.ts";
import type { DetailRows } from "./message.ts";
import { renderEmail } from "./render.server.tsx";

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
  const [date, time] = newYorkTime(row.startsAt, "sortable").split(" ") as [
    string,
    string,
  ];
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

function detailRows(row: BookingRow, type: AppointmentType, reference: string) {
  const rows: DetailRows = [
    ["Reference", reference],
    ["Appointment", type.name],
    ["When", appointmentTime(row)],
    ["Where", where(row)],
  ];
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
  return rows;
}

async function visitorConfirmation(
  row: BookingRow,
  type: AppointmentType,
  reference: string,
): Promise<OutgoingEmail> {
  const pending = row.status === "pending";
  const headline = pending
    ? `We have your request for a ${type.name.toLowerCase()}; we will confirm the time shortly.`
    : `Your ${type.name.toLowerCase()} is booked.`;
  return {
    from: siteSender(),
    to: {
      name: greetingName(row.name ?? "") ?? undefined,
      address: row.email!,
    },
    replyTo: { name: business().name, address: business().email },
    subject: headerText(
      `${pending ? "Requested" : "Booked"}: ${type.name}, ${newYorkTime(row.startsAt, "long")} (${reference})`,
    ),
    ...(await renderEmail({
      preview: `${headline} ${appointmentTime(row)}.`,
      blocks: [
        { kind: "paragraphs", lines: [hello(row.name ?? ""), headline] },
        { kind: "details", rows: detailRows(row, type, reference) },
        {
          kind: "paragraphs",
          lines: [
            "The attached calendar entry holds the time; if it changes, the entry we send then replaces it.",
            `To change or cancel, call us at ${business().phone.display} and quote your reference.`,
          ],
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
): Promise<OutgoingEmail> {
  const intro = `New ${type.name.toLowerCase()} booked on the website for ${appointmentTime(row)}.`;
  return {
    from: siteSender(),
    to: leadsRecipient(),
    replyTo: { name: row.name ?? undefined, address: row.email! },
    subject: headerText(
      `New booking: ${type.name}, ${newYorkTime(row.startsAt, "short")}, ${row.name} (${reference})`,
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

/** The visitor's confirmation and the owner's notification of a new booking. */
export async function newBookingEmails(
  row: BookingRow,
  type: AppointmentType,
  reference: string,
): Promise<EnqueueInput[]> {
  const related = { relatedTable: "bookings", relatedId: row.id } as const;
  return [
    {
      kind: "booking-notification",
      email: await ownerNotification(row, type, reference),
      ...related,
    },
    {
      kind: "booking-confirmation",
      email: await visitorConfirmation(row, type, reference),
      ...related,
    },
  ];
}
