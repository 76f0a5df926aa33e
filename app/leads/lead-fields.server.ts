import {
  choiceLabel,
  contactMethods,
  requestTypes,
  serviceChoices,
} from "#app/content/contact.ts";
import type { ContactRequestRow } from "#app/models/contact-requests.server.ts";
import type { LoanApplicationRow } from "#app/models/loan-applications.server.ts";
import { leadReference } from "#app/utils/lead-reference.server.ts";
import {
  projectTypeOptions,
  wholeDollars,
} from "#app/utils/loan-application-limits.ts";
import { longDate, timeLabel } from "#app/utils/showroom-hours.ts";

// Every field a lead was sent with, in words, for the lead's page in the
// admin: labels as the visitor saw them, money in dollars, times in New
// York time.

export interface LeadField {
  label: string;
  value: string;
}

const newYork = new Intl.DateTimeFormat("en-US", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "America/New_York",
});
const when = (date: Date | null) => (date ? newYork.format(date) : "Not given");
const dollars = (amount: number | null) =>
  amount === null ? "Not given" : wholeDollars(amount);

function area(inArea: number | null, miles: number | null): string {
  if (inArea === null) return "Not known (the town or ZIP was not recognised)";
  const distance = miles === null ? "" : `, ${miles} miles from the showroom`;
  return `${inArea ? "Yes" : "No, outside our area"}${distance}`;
}

function preferredVisit(row: ContactRequestRow): string {
  if (!row.preferredDate) return "No preference given";
  const date = longDate(row.preferredDate);
  return row.preferredTime ? `${date}, ${timeLabel(row.preferredTime)}` : date;
}

export function leadFields(
  lead:
    | { kind: "contact"; row: ContactRequestRow }
    | { kind: "loan"; row: LoanApplicationRow },
): LeadField[] {
  if (lead.kind === "contact") {
    const { row } = lead;
    return [
      { label: "Received", value: when(row.createdAt) },
      { label: "Reference", value: leadReference("C", row.id) },
      { label: "Request", value: choiceLabel(requestTypes, row.requestType) },
      { label: "Service", value: choiceLabel(serviceChoices, row.service) },
      { label: "Town or ZIP", value: row.townOrZip ?? "Not given" },
      {
        label: "In our area",
        value: area(row.inServiceArea, row.distanceMiles),
      },
      { label: "Preferred visit", value: preferredVisit(row) },
      {
        label: "Reach by",
        value: choiceLabel(contactMethods, row.contactMethod),
      },
      { label: "Message", value: row.message ?? "No message" },
    ];
  }
  const { row } = lead;
  return [
    { label: "Submitted", value: when(row.submittedAt) },
    { label: "Reference", value: leadReference("F", row.id) },
    {
      label: "Address",
      value: `${row.address}\n${row.city}, ${row.state} ${row.zipCode}`,
    },
    { label: "In our area", value: area(row.inServiceArea, null) },
    {
      label: "Project",
      value: choiceLabel(projectTypeOptions, row.projectType),
    },
    {
      label: "About the project",
      value: row.projectDescription ?? "Not given",
    },
    {
      label: "Estimated project cost",
      value: dollars(row.estimatedProjectCost),
    },
    { label: "Amount requested", value: wholeDollars(row.requestedLoanAmount) },
    { label: "Preferred term", value: `${row.preferredTermMonths} months` },
    { label: "Annual income", value: dollars(row.annualIncome) },
    { label: "Credit score", value: row.creditScore ?? "Not given" },
    {
      label: "Consent to contact and credit check",
      value: row.consentedAt
        ? `Given ${when(row.consentedAt)}`
        : "Not recorded",
    },
    { label: "Last updated", value: when(row.lastUpdated) },
  ];
}
