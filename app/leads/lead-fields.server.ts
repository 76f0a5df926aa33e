import {
  choiceLabel,
  contactMethods,
  requestTypes,
  serviceChoices,
} from "#app/content/contact.ts";
import type { ContactRequestRow } from "#app/models/contact-requests.server.ts";
import type { Lead } from "#app/models/leads-inbox.server.ts";
import type { LoanApplicationRow } from "#app/models/loan-applications.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import {
  projectTypeOptions,
  wholeDollars,
} from "#app/utils/loan-application-limits.ts";
import { formatUsPhone } from "#app/utils/phone.ts";
import { longDate } from "#app/utils/showroom-hours.ts";
import { IN_SERVICE_AREA, inServiceAreaWords } from "./service-area-words.ts";
import { BY_APPOINTMENT, timeLabel } from "./visit-times.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";

// Each lead form's fields, described once: the label the owner reads and
// the value in words (money in dollars, times in New York time), for the
// lead's page in /admin, the leads spreadsheet and the notification email
// to the business. A new field is its schema, its column and migration,
// and one line here.

export interface LeadField<Row> {
  /** The column, or the name of a value worked out from the row. */
  name: string;
  label: string;
  show: (row: Row) => string;
  /** A column of the leads spreadsheet (the inbox's own columns aside). */
  csv: boolean;
  /** A line of the notification email to the business. */
  email: boolean;
  /** On the lead's page it is in the heading (name, email, phone), not the list. */
  heading?: true;
}

const when = (date: Date | null) =>
  date ? newYorkTime(date, "full") : "Not given";
const dollars = (amount: number | null) =>
  amount === null ? "Not given" : wholeDollars(amount);
const given = (text: string | null) => text ?? "Not given";
const phone = (e164: string) => `${formatUsPhone(e164)} (${e164})`;

/** The visit a contact request asks for, as the owner and the visitor read it. */
export function preferredVisit(row: ContactRequestRow): string {
  if (!row.preferredDate) return "No preference given";
  const date = longDate(row.preferredDate);
  if (!row.preferredTime) return date;
  if (row.preferredTime === BY_APPOINTMENT) {
    return `${date}, by appointment (we call to agree a time)`;
  }
  return `${date} at ${timeLabel(row.preferredTime)} (New York time)`;
}

/** The signed reference the person was given. */
const referenceField = <Row extends { id: number }>(
  kind: "C" | "F",
): LeadField<Row> => ({
  name: "reference",
  label: "Reference",
  show: (row) => leadReference(kind, row.id),
  csv: true,
  email: true,
});

/** Who sent it: the lead page's heading, and the inbox's own CSV columns. */
const personFields = <Row extends { email: string; phone: string }>(
  name: (row: Row) => string,
): LeadField<Row>[] => [
  {
    name: "name",
    label: "Name",
    show: name,
    csv: false,
    email: true,
    heading: true,
  },
  {
    name: "email",
    label: "Email",
    show: (row) => row.email,
    csv: false,
    email: true,
    heading: true,
  },
  {
    name: "phone",
    label: "Phone",
    show: (row) => phone(row.phone),
    csv: false,
    email: true,
    heading: true,
  },
];

/** In the inbox's own CSV column; the row keeps the miles when it knows them. */
const areaField = <Row extends { inServiceArea: number | null }>(
  miles: (row: Row) => number | null,
): LeadField<Row> => ({
  name: "inServiceArea",
  label: IN_SERVICE_AREA,
  show: (row) => inServiceAreaWords(row.inServiceArea, miles(row)),
  csv: false,
  email: true,
});

export const contactLeadFields: LeadField<ContactRequestRow>[] = [
  referenceField("C"),
  {
    name: "createdAt",
    label: "Received",
    show: (row) => when(row.createdAt),
    csv: false,
    email: false,
  },
  {
    name: "requestType",
    label: "Request",
    show: (row) => choiceLabel(requestTypes, row.requestType),
    csv: false,
    email: true,
  },
  ...personFields<ContactRequestRow>((row) => row.name),
  {
    name: "service",
    label: "Service",
    show: (row) => choiceLabel(serviceChoices, row.service),
    csv: true,
    email: true,
  },
  {
    name: "townOrZip",
    label: "Town or ZIP",
    show: (row) => given(row.townOrZip),
    csv: false,
    email: true,
  },
  areaField((row) => row.distanceMiles),
  {
    name: "preferredVisit",
    label: "Preferred visit",
    show: preferredVisit,
    csv: true,
    email: true,
  },
  {
    name: "contactMethod",
    label: "Reach by",
    show: (row) => choiceLabel(contactMethods, row.contactMethod),
    csv: true,
    email: true,
  },
  {
    name: "message",
    label: "Message",
    show: (row) => row.message ?? "No message",
    csv: true,
    email: true,
  },
];

export const loanLeadFields: LeadField<LoanApplicationRow>[] = [
  referenceField("F"),
  {
    name: "submittedAt",
    label: "Received",
    show: (row) => when(row.submittedAt),
    csv: false,
    email: true,
  },
  ...personFields<LoanApplicationRow>(
    (row) => `${row.firstName} ${row.lastName}`,
  ),
  {
    name: "address",
    label: "Address",
    show: (row) => `${row.address}, ${row.city}, ${row.state} ${row.zipCode}`,
    csv: true,
    email: true,
  },
  areaField(() => null),
  {
    name: "projectType",
    label: "Project",
    show: (row) => choiceLabel(projectTypeOptions, row.projectType),
    csv: true,
    email: true,
  },
  {
    name: "projectDescription",
    label: "About the project",
    show: (row) => given(row.projectDescription),
    csv: true,
    email: true,
  },
  {
    name: "estimatedProjectCost",
    label: "Estimated project cost",
    show: (row) => dollars(row.estimatedProjectCost),
    csv: true,
    email: true,
  },
  {
    name: "requestedLoanAmount",
    label: "Amount requested",
    show: (row) => wholeDollars(row.requestedLoanAmount),
    csv: true,
    email: true,
  },
  {
    name: "preferredTermMonths",
    label: "Preferred term",
    show: (row) => `${row.preferredTermMonths} months`,
    csv: true,
    email: true,
  },
  // Income and credit range stay out of the spreadsheet, a file that gets
  // passed around; the owner reads them on the lead's page and in the
  // notification.
  {
    name: "annualIncome",
    label: "Annual income",
    show: (row) => dollars(row.annualIncome),
    csv: false,
    email: true,
  },
  {
    name: "creditScore",
    label: "Credit score",
    show: (row) => given(row.creditScore),
    csv: false,
    email: true,
  },
  {
    name: "consentedAt",
    label: "Consent to contact and credit check",
    show: (row) =>
      row.consentedAt ? `Given ${when(row.consentedAt)}` : "Not recorded",
    csv: false,
    email: true,
  },
  {
    name: "lastUpdated",
    label: "Last updated",
    show: (row) => when(row.lastUpdated),
    csv: false,
    email: false,
  },
];

/** `[label, value]` of each field of `fields` that `where` picks. */
export function fieldRows<Row>(
  fields: LeadField<Row>[],
  row: Row,
  where: (field: LeadField<Row>) => boolean = () => true,
): Array<[string, string]> {
  return fields
    .filter(where)
    .map((field): [string, string] => [field.label, field.show(row)]);
}

/** The lead's page in /admin: every field but those in its heading. */
export function leadPageFields(lead: Lead) {
  const rows =
    lead.kind === "contact"
      ? fieldRows(contactLeadFields, lead.row, (field) => !field.heading)
      : fieldRows(loanLeadFields, lead.row, (field) => !field.heading);
  return rows.map(([label, value]) => ({ label, value }));
}

/** The spreadsheet's columns past the inbox's own: each form's, in order. */
export const csvFieldColumns = [
  ...new Set(
    [...contactLeadFields, ...loanLeadFields]
      .filter((field) => field.csv)
      .map((field) => field.label),
  ),
];

/** A lead's cells for `csvFieldColumns`, blank where its form has no such field. */
export function csvFieldCells(lead: Lead): string[] {
  const cells = new Map(
    lead.kind === "contact"
      ? fieldRows(contactLeadFields, lead.row, (field) => field.csv)
      : fieldRows(loanLeadFields, lead.row, (field) => field.csv),
  );
  return csvFieldColumns.map((label) => cells.get(label) ?? "");
}
