import { business, directionsUrl, fullAddress } from "#app/content/business.ts";
import {
  choiceLabel,
  contactCopy,
  contactMethods,
  requestTypeLabel,
  serviceAreaSentence,
  serviceChoices,
} from "#app/content/contact.ts";
import type { ContactRequestRow } from "#app/models/contact-requests.server.ts";
import type { EnqueueInput } from "#app/models/email-outbox.server.ts";
import { showroomVisitInvite } from "./calendar-invite.server.ts";
import {
  headerText,
  leadsRecipient,
  type OutgoingEmail,
  siteSender,
} from "./email.server.ts";
import { escapeHtml } from "./html.ts";
import { formatUsPhone } from "./phone.ts";
import type { ServiceAreaResult } from "./service-area.server.ts";
import {
  longDate,
  SUNDAY_BY_APPOINTMENT,
  timeLabel,
} from "./showroom-hours.ts";

type Rows = Array<[label: string, value: string]>;

function when(row: ContactRequestRow): string {
  if (!row.preferredDate) return "No preference given";
  const date = longDate(row.preferredDate);
  if (!row.preferredTime) return date;
  if (row.preferredTime === SUNDAY_BY_APPOINTMENT) {
    return `${date}, by appointment (we call to agree a time)`;
  }
  return `${date} at ${timeLabel(row.preferredTime)} (New York time)`;
}

function textBlock(intro: string[], rows: Rows, outro: string[]) {
  return [
    ...intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...outro,
  ].join("\n");
}

// Every value from the visitor is escaped; the message keeps its line breaks
// through CSS, never through markup built from input.
function htmlBlock(intro: string[], rows: Rows, outro: string[]) {
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(business.name)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1c2530;line-height:1.5">
${paragraphs(intro)}
<table role="presentation">${table}</table>
${paragraphs(outro)}
<p style="color:#4a5563;font-size:13px">${escapeHtml(`${business.name}, ${fullAddress}, ${business.phone.display}`)}</p>
</body></html>`;
}

function invite(row: ContactRequestRow, reference: string) {
  if (
    row.requestType !== "showroom-visit" ||
    !row.preferredDate ||
    !row.preferredTime ||
    row.preferredTime === SUNDAY_BY_APPOINTMENT
  ) {
    return undefined;
  }
  return {
    method: "PUBLISH" as const,
    filename: "showroom-visit.ics",
    content: showroomVisitInvite({
      uid: `contact-${row.id}@${business.email.split("@")[1]}`,
      date: row.preferredDate,
      time: row.preferredTime,
      reference,
    }),
  };
}

/** The business notification and the visitor's confirmation for a request. */
export function contactRequestEmails(
  row: ContactRequestRow,
  reference: string,
  area: ServiceAreaResult,
): EnqueueInput[] {
  const type = requestTypeLabel(row.requestType);
  const areaLine =
    area.inArea === null
      ? "Unknown (could not place the town or ZIP)"
      : `${area.inArea ? "Yes" : "NO: outside the service area"}${
          area.milesFromShowroom === null
            ? ""
            : `, ${area.milesFromShowroom} miles from the showroom`
        }${area.nearestCity ? `, nearest listed town ${area.nearestCity.name}, ${area.nearestCity.state} (${area.nearestCity.miles} mi)` : ""}`;
  const details: Rows = [
    ["Reference", reference],
    ["Request", type],
    ["Name", row.name],
    ["Email", row.email],
    ["Phone", `${formatUsPhone(row.phone)} (${row.phone})`],
    ["Service", choiceLabel(serviceChoices, row.service)],
    ["Town or ZIP", row.townOrZip ?? "Not given"],
    ["In service area", areaLine],
    ["Preferred date and time", when(row)],
    ["Reach them by", choiceLabel(contactMethods, row.contactMethod)],
    ["Message", row.message ?? "(none)"],
  ];
  const calendar = invite(row, reference);
  const businessIntro = [`New ${type.toLowerCase()} request from the website.`];
  const businessOutro = [`Reply to this email to answer ${row.name} directly.`];
  const notification: OutgoingEmail = {
    from: siteSender(),
    to: leadsRecipient(),
    replyTo: { name: row.name, address: row.email },
    subject: headerText(
      `New ${type.toLowerCase()} request from ${row.name} (${reference})`,
    ),
    text: textBlock(businessIntro, details, businessOutro),
    html: htmlBlock(businessIntro, details, businessOutro),
    icalEvent: calendar,
  };

  const visitorIntro = [
    `Hello ${row.name},`,
    `Thank you for contacting ${business.name}. We have received your request for a ${type.toLowerCase()}.`,
  ];
  const visitorRows: Rows = [
    ["Reference", reference],
    ["Request", type],
    ["Preferred date and time", when(row)],
    ["We will reach you by", choiceLabel(contactMethods, row.contactMethod)],
  ];
  const visitorOutro = [
    contactCopy.nextSteps,
    serviceAreaSentence({ inArea: area.inArea, miles: area.milesFromShowroom }),
    ...(calendar
      ? [
          "The attached calendar entry holds the time you asked for; we will call to confirm it.",
        ]
      : []),
    `Showroom: ${fullAddress}. Directions: ${directionsUrl}`,
    `Questions? Call us at ${business.phone.display}.`,
  ];
  const confirmation: OutgoingEmail = {
    from: siteSender(),
    to: { name: row.name, address: row.email },
    replyTo: { name: business.name, address: business.email },
    subject: `We received your request (${reference}) - ${business.name}`,
    text: textBlock(visitorIntro, visitorRows, visitorOutro),
    html: htmlBlock(visitorIntro, visitorRows, visitorOutro),
    icalEvent: calendar,
  };
  return [
    {
      kind: "contact-notification",
      email: notification,
      relatedTable: "contact_requests",
      relatedId: row.id,
    },
    {
      kind: "contact-confirmation",
      email: confirmation,
      relatedTable: "contact_requests",
      relatedId: row.id,
    },
  ];
}
