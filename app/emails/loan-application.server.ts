import { business } from "#app/business/current.ts";
import { lenderName } from "#app/content/financing.ts";
import { nextSteps } from "#app/content/financing-apply.ts";
import type { LoanApplicationRow } from "#app/models/loan-applications.server.ts";
import type { EnqueueInput } from "#app/models/email-outbox.server.ts";
import {
  leadsRecipient,
  type OutgoingEmail,
  siteSender,
} from "#app/utils/email.server.ts";
import { wholeDollars } from "#app/utils/loan-application-limits.ts";
import { fieldRows, loanLeadFields } from "#app/leads/lead-fields.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import { greetingName, hello } from "./greeting.ts";
import { renderEmail } from "./render.server.tsx";

// The two emails of an accepted application. Everything the applicant typed
// is escaped by the layout's renderer, and names and subjects pass through
// email.server.ts's headerText, so no input can add a header or markup.

/** To the business: every detail, with Reply-To set to the applicant. */
export async function businessNotification(
  row: LoanApplicationRow,
): Promise<OutgoingEmail> {
  const reference = leadReference("F", row.id);
  const name = `${row.firstName} ${row.lastName}`;
  const rows = fieldRows(loanLeadFields, row, (field) => field.email);
  return {
    from: siteSender(),
    to: leadsRecipient(),
    replyTo: { name, address: row.email },
    subject: `Financing application ${reference}: ${name}, ${wholeDollars(row.requestedLoanAmount)} over ${row.preferredTermMonths} months`,
    ...(await renderEmail({
      preview: `Financing application ${reference} from ${name}`,
      blocks: [
        {
          kind: "paragraphs",
          lines: [
            `A new financing application (${reference}) arrived from the website. Reply to this email to answer ${row.firstName} directly.`,
          ],
        },
        { kind: "details", rows },
      ],
    })),
  };
}

/**
 * To the applicant: the reference and what happens next. No income, credit
 * range, amount or address: a mistyped email address must not hand a
 * stranger someone's finances.
 */
export async function applicantConfirmation(
  row: LoanApplicationRow,
): Promise<OutgoingEmail> {
  const reference = leadReference("F", row.id);
  return {
    from: siteSender(),
    to: { name: greetingName(row.firstName) ?? undefined, address: row.email },
    subject: `We received your financing application (${reference})`,
    ...(await renderEmail({
      preview: `Your reference number is ${reference}.`,
      blocks: [
        {
          kind: "paragraphs",
          lines: [
            hello(row.firstName),
            `Thank you for applying for remodeling financing with ${business().name}. Your reference number is ${reference}.`,
            "What happens next:",
          ],
        },
        { kind: "steps", items: [...nextSteps()] },
        {
          kind: "paragraphs",
          lines: [
            `Financing is provided by ${lenderName} and is subject to credit approval. Sending the application did not run a credit check.`,
            `Questions? Call us at ${business().phone.display} and quote ${reference}. If you did not apply, call us and we will delete the application.`,
          ],
        },
      ],
    })),
  };
}

export async function loanApplicationEmails(
  row: LoanApplicationRow,
): Promise<EnqueueInput[]> {
  return [
    {
      kind: "loan-application-business",
      email: await businessNotification(row),
      relatedTable: "loan_applications",
      relatedId: row.id,
    },
    {
      kind: "loan-application-confirmation",
      email: await applicantConfirmation(row),
      relatedTable: "loan_applications",
      relatedId: row.id,
    },
  ];
}
