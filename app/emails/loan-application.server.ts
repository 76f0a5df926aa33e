import { business, fullAddress } from "#app/content/business.ts";
import { lenderName } from "#app/content/financing.ts";
import { nextSteps } from "#app/content/financing-apply.ts";
import type { LoanApplicationRow } from "#app/models/loan-applications.server.ts";
import type { EnqueueInput } from "#app/models/email-outbox.server.ts";
import {
  leadsRecipient,
  type OutgoingEmail,
  siteSender,
} from "#app/utils/email.server.ts";
import { projectTypeOptions } from "#app/utils/loan-application-limits.ts";
import { formatCents } from "#app/utils/payment-estimate.ts";
import { escapeHtml } from "#app/utils/html.ts";
import { leadReference } from "#app/utils/lead-reference.server.ts";
import { formatUsPhone } from "#app/utils/phone.ts";

// The two emails of an accepted application. Everything the applicant typed
// is HTML-escaped in the HTML part, and names and subjects pass through
// email.server.ts's headerText, so no input can add a header or markup.

const dollars = (value: number | null) =>
  value === null ? "Not given" : formatCents(value * 100).slice(0, -3);

function projectLabel(value: string) {
  return (
    projectTypeOptions.find((option) => option.value === value)?.label ?? value
  );
}

function footer(state: string) {
  const license = business.licenses.find((entry) => entry.state === state);
  return [
    `${business.name}, ${fullAddress}`,
    `${business.phone.display} · ${business.hours.short}`,
    ...(license ? [`${license.authority}: ${license.number}`] : []),
  ];
}

function render(
  paragraphs: string[],
  rows: Array<[string, string]>,
  foot: string[],
) {
  const text = [
    ...paragraphs,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "--",
    ...foot,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c2530">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}${
    rows.length
      ? `<table cellpadding="4" style="border-collapse:collapse">${rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
          )
          .join("")}</table>`
      : ""
  }<hr><p style="font-size:13px;color:#4a5563">${foot.map(escapeHtml).join("<br>")}</p></body></html>`;
  return { text, html };
}

/** To the business: every detail, with Reply-To set to the applicant. */
export function businessNotification(row: LoanApplicationRow): OutgoingEmail {
  const reference = leadReference("F", row.id);
  const name = `${row.firstName} ${row.lastName}`;
  const area =
    row.inServiceArea === null
      ? "Could not be placed"
      : row.inServiceArea
        ? "Yes"
        : "No (flagged)";
  const rows: Array<[string, string]> = [
    ["Reference", reference],
    ["Name", name],
    ["Email", row.email],
    ["Phone", formatUsPhone(row.phone)],
    ["Address", `${row.address}, ${row.city}, ${row.state} ${row.zipCode}`],
    ["In service area", area],
    ["Project", projectLabel(row.projectType)],
    ["Description", row.projectDescription ?? "Not given"],
    ["Estimated project cost", dollars(row.estimatedProjectCost)],
    ["Requested amount", dollars(row.requestedLoanAmount)],
    ["Preferred term", `${row.preferredTermMonths} months`],
    ["Annual income", dollars(row.annualIncome)],
    ["Credit score range", row.creditScore ?? "Not given"],
    ["Consent given", row.consentedAt?.toISOString() ?? "No"],
    ["Submitted", row.submittedAt.toISOString()],
  ];
  return {
    from: siteSender(),
    to: leadsRecipient(),
    replyTo: { name, address: row.email },
    subject: `Financing application ${reference}: ${name}, ${dollars(row.requestedLoanAmount)} over ${row.preferredTermMonths} months`,
    ...render(
      [
        `A new financing application (${reference}) arrived from the website. Reply to this email to answer ${row.firstName} directly.`,
      ],
      rows,
      footer(row.state),
    ),
  };
}

/**
 * To the applicant: the reference and what happens next. No income, credit
 * range, amount or address: a mistyped email address must not hand a
 * stranger someone's finances.
 */
export function applicantConfirmation(row: LoanApplicationRow): OutgoingEmail {
  const reference = leadReference("F", row.id);
  return {
    from: siteSender(),
    to: { name: `${row.firstName} ${row.lastName}`, address: row.email },
    subject: `We received your financing application (${reference})`,
    ...render(
      [
        `Hello ${row.firstName},`,
        `Thank you for applying for remodeling financing with ${business.name}. Your reference number is ${reference}.`,
        "What happens next:",
        ...nextSteps.map((step, index) => `${index + 1}. ${step}`),
        `Financing is provided by ${lenderName} and is subject to credit approval. Sending the application did not run a credit check.`,
        `Questions? Call us at ${business.phone.display} and quote ${reference}. If you did not apply, call us and we will delete the application.`,
      ],
      [],
      footer(row.state),
    ),
  };
}

export function loanApplicationEmails(row: LoanApplicationRow): EnqueueInput[] {
  return [
    {
      kind: "loan-application-business",
      email: businessNotification(row),
      relatedTable: "loan_applications",
      relatedId: row.id,
    },
    {
      kind: "loan-application-confirmation",
      email: applicantConfirmation(row),
      relatedTable: "loan_applications",
      relatedId: row.id,
    },
  ];
}
