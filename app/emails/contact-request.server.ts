import { business } from "#app/business/current.ts";
import { directionsUrl, fullAddress } from "#app/business/facts.ts";
import {
  choiceLabel,
  contactMethods,
  nextSteps,
  requestTypeLabel,
  serviceAreaSentence,
} from "#app/content/contact.ts";
import type { ContactRequestRow } from "#app/models/contact-requests.server.ts";
import type { EnqueueInput } from "#app/models/email-outbox.server.ts";
import {
  headerText,
  leadsRecipient,
  type OutgoingEmail,
  siteSender,
} from "#app/utils/email.server.ts";
import {
  contactLeadFields,
  fieldRows,
  preferredVisit,
} from "#app/leads/lead-fields.server.ts";
import type { ServiceAreaResult } from "#app/leads/service-area.server.ts";
import { BY_APPOINTMENT } from "#app/leads/visit-times.ts";
import { showroomVisitInvite } from "./calendar-invite.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import type { DetailRows } from "./message.ts";
import { greetingName, hello } from "./greeting.ts";
import { renderEmail } from "./render.server.tsx";

// The two emails of a stored contact request. Whatever the visitor typed is
// escaped by the layout's renderer; names and subjects pass through
// headerText, so no input can add a header or markup.

/** The visit's calendar file, when a showroom visit names a date and time. */
export function visitCalendarFile(row: ContactRequestRow) {
  return invite(row, leadReference("C", row.id))?.content ?? null;
}

function invite(row: ContactRequestRow, reference: string) {
  if (
    row.requestType !== "showroom-visit" ||
    !row.preferredDate ||
    !row.preferredTime ||
    row.preferredTime === BY_APPOINTMENT
  ) {
    return undefined;
  }
  return {
    method: "PUBLISH" as const,
    filename: "showroom-visit.ics",
    content: showroomVisitInvite({
      uid: `contact-${row.id}@${business().email.split("@")[1]}`,
      date: row.preferredDate,
      time: row.preferredTime,
      reference,
    }),
  };
}

/** Where the check placed the town, which the row does not keep. */
function nearestTown(area: ServiceAreaResult): DetailRows {
  const town = area.nearestCity;
  return town
    ? [
        [
          "Nearest listed town",
          `${town.name}, ${town.state} (${town.miles} miles)`,
        ],
      ]
    : [];
}

/** To the business: every detail, with Reply-To set to the visitor. */
async function businessNotification(
  row: ContactRequestRow,
  reference: string,
  area: ServiceAreaResult,
): Promise<OutgoingEmail> {
  const type = requestTypeLabel(row.requestType);
  const details: DetailRows = [
    ...fieldRows(contactLeadFields, row, (field) => field.email),
    ...nearestTown(area),
  ];
  const intro = `New ${type.toLowerCase()} request from the website.`;
  return {
    from: siteSender(),
    to: leadsRecipient(),
    replyTo: { name: row.name, address: row.email },
    subject: headerText(
      `New ${type.toLowerCase()} request from ${row.name} (${reference})`,
    ),
    ...(await renderEmail({
      preview: intro,
      blocks: [
        { kind: "paragraphs", lines: [intro] },
        { kind: "details", rows: details },
        {
          kind: "paragraphs",
          lines: [`Reply to this email to answer ${row.name} directly.`],
        },
      ],
    })),
    icalEvent: invite(row, reference),
  };
}

/** To the visitor: the reference, what happens next, the way to the showroom. */
async function visitorConfirmation(
  row: ContactRequestRow,
  reference: string,
  area: ServiceAreaResult,
): Promise<OutgoingEmail> {
  const type = requestTypeLabel(row.requestType);
  const calendar = invite(row, reference);
  return {
    from: siteSender(),
    to: { name: greetingName(row.name) ?? undefined, address: row.email },
    replyTo: { name: business().name, address: business().email },
    subject: `We received your request (${reference}) - ${business().name}`,
    ...(await renderEmail({
      preview: `Your reference is ${reference}. ${nextSteps()}`,
      blocks: [
        {
          kind: "paragraphs",
          lines: [
            hello(row.name),
            `Thank you for contacting ${business().name}. We have received your request for a ${type.toLowerCase()}.`,
          ],
        },
        {
          kind: "details",
          rows: [
            ["Reference", reference],
            ["Request", type],
            ["Preferred visit", preferredVisit(row)],
            [
              "We will reach you by",
              choiceLabel(contactMethods, row.contactMethod),
            ],
          ],
        },
        {
          kind: "paragraphs",
          lines: [
            nextSteps(),
            serviceAreaSentence({
              inArea: area.inArea,
              miles: area.milesFromShowroom,
            }),
            ...(calendar
              ? [
                  "The attached calendar entry holds the time you asked for; we will call to confirm it.",
                ]
              : []),
            `Showroom: ${fullAddress(business())}.`,
          ],
        },
        {
          kind: "link",
          label: "Directions to the showroom",
          href: directionsUrl(business()),
        },
        {
          kind: "paragraphs",
          lines: [`Questions? Call us at ${business().phone.display}.`],
        },
      ],
    })),
    icalEvent: calendar,
  };
}

/** The business notification and the visitor's confirmation for a request. */
export async function contactRequestEmails(
  row: ContactRequestRow,
  reference: string,
  area: ServiceAreaResult,
): Promise<EnqueueInput[]> {
  const related = {
    relatedTable: "contact_requests",
    relatedId: row.id,
  } as const;
  return [
    {
      kind: "contact-notification",
      email: await businessNotification(row, reference, area),
      ...related,
    },
    {
      kind: "contact-confirmation",
      email: await visitorConfirmation(row, reference, area),
      ...related,
    },
  ];
}
