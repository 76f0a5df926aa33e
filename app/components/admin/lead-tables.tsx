import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  choiceLabel,
  contactMethods,
  contactRequestStatuses,
  requestTypes,
  serviceChoices,
} from "#app/content/contact.ts";
import type { listRecentContactRequests } from "#app/models/contact-requests.server.ts";
import type { listUnsentEmails } from "#app/models/email-outbox.server.ts";
import type { listRecentLoanApplications } from "#app/models/loan-applications.server.ts";
import {
  LOAN_APPLICATION_STATUSES,
  projectTypeOptions,
  wholeDollars,
} from "#app/utils/loan-application-limits.ts";
import { longDate, timeLabel } from "#app/utils/showroom-hours.ts";
import { Button } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";

// The three tables of the owner's leads screen (app/routes/admin/leads.tsx).

type Rows<List extends (...args: never[]) => Promise<unknown[]>> = Awaited<
  ReturnType<List>
>;

const loanStatusOptions = LOAN_APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: status[0]!.toUpperCase() + status.slice(1),
}));

/** A status picker that saves with a plain form post. */
function StatusForm({
  intent,
  id,
  status,
  options,
  label,
}: {
  intent: "contact-status" | "loan-status";
  id: number;
  status: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  label: string;
}) {
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <select
        name="status"
        defaultValue={status}
        aria-label={label}
        className="min-h-9 rounded border border-slate-400 bg-white px-2"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button type="submit" tone="brand" size="small">
        Save
      </Button>
    </Form>
  );
}

const receivedFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});
const received = (date: Date | string) => receivedFormat.format(new Date(date));

function areaLabel(inArea: number | null, miles?: number | null) {
  if (inArea === null) return "Not known";
  if (inArea === 0)
    return miles != null ? `Outside, ${miles} mi` : "Outside the area";
  return miles != null ? `Yes, ${miles} mi` : "Yes";
}

/** A titled table of leads, or a sentence when there are none. */
function LeadTable({
  id,
  title,
  columns,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  columns: string[];
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}{" "}
        <span className="text-base font-normal text-muted">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="mt-3 text-muted">{empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-black/5">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-black/10 bg-slate-50">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-4 py-3 whitespace-nowrap"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const cell = "px-4 py-3 align-top";

/** Who a lead is, with links to write or call. */
function PersonCell({
  name,
  email,
  phone,
}: {
  name: string;
  email: string;
  phone: string;
}) {
  return (
    <td className={cell}>
      <span className="block font-medium">{name}</span>
      <TextLink to={`mailto:${email}`} tone="inline" className="block py-1">
        {email}
      </TextLink>
      <TextLink to={`tel:${phone}`} tone="inline" className="block py-1">
        {phone}
      </TextLink>
    </td>
  );
}

export function ContactRequestsTable({
  contacts,
}: {
  contacts: Rows<typeof listRecentContactRequests>;
}) {
  return (
    <LeadTable
      id="contact-requests"
      title="Contact requests"
      count={contacts.length}
      empty="No contact requests yet."
      columns={[
        "Received",
        "Request",
        "Name",
        "Reach by",
        "Service",
        "Town or ZIP",
        "In our area",
        "Preferred visit",
        "Message",
        "Status",
      ]}
    >
      {contacts.map((lead) => (
        <tr key={lead.id} className="border-b border-black/5">
          <td className={`${cell} whitespace-nowrap`}>
            {received(lead.createdAt)}
          </td>
          <td className={cell}>
            {choiceLabel(requestTypes, lead.requestType)}
          </td>
          <PersonCell name={lead.name} email={lead.email} phone={lead.phone} />
          <td className={cell}>
            {choiceLabel(contactMethods, lead.contactMethod)}
          </td>
          <td className={cell}>{choiceLabel(serviceChoices, lead.service)}</td>
          <td className={cell}>{lead.townOrZip}</td>
          <td className={cell}>
            {areaLabel(lead.inServiceArea, lead.distanceMiles)}
          </td>
          <td className={cell}>
            {lead.preferredDate ? longDate(lead.preferredDate) : ""}
            {lead.preferredTime ? (
              <span className="block">{timeLabel(lead.preferredTime)}</span>
            ) : null}
          </td>
          <td className={`${cell} max-w-xs whitespace-pre-line`}>
            {lead.message}
          </td>
          <td className={cell}>
            <StatusForm
              key={lead.status}
              intent="contact-status"
              id={lead.id}
              status={lead.status}
              options={contactRequestStatuses}
              label={`Status of ${lead.name}'s request`}
            />
          </td>
        </tr>
      ))}
    </LeadTable>
  );
}

export function LoanApplicationsTable({
  loans,
}: {
  loans: Rows<typeof listRecentLoanApplications>;
}) {
  return (
    <LeadTable
      id="loan-applications"
      title="Loan applications"
      count={loans.length}
      empty="No loan applications yet."
      columns={[
        "Submitted",
        "Applicant",
        "Project",
        "Amount",
        "Term",
        "Income",
        "Credit",
        "Where",
        "In our area",
        "Status",
      ]}
    >
      {loans.map((loan) => (
        <tr key={loan.id} className="border-b border-black/5">
          <td className={`${cell} whitespace-nowrap`}>
            {received(loan.submittedAt)}
          </td>
          <PersonCell
            name={`${loan.firstName} ${loan.lastName}`}
            email={loan.email}
            phone={loan.phone}
          />
          <td className={cell}>
            {choiceLabel(projectTypeOptions, loan.projectType)}
          </td>
          <td className={cell}>{wholeDollars(loan.requestedLoanAmount)}</td>
          <td className={cell}>{loan.preferredTermMonths} months</td>
          <td className={cell}>
            {loan.annualIncome === null ? "" : wholeDollars(loan.annualIncome)}
          </td>
          <td className={cell}>{loan.creditScore}</td>
          <td className={cell}>
            {loan.city}, {loan.state} {loan.zipCode}
          </td>
          <td className={cell}>{areaLabel(loan.inServiceArea)}</td>
          <td className={cell}>
            <StatusForm
              key={loan.status}
              intent="loan-status"
              id={loan.id}
              status={loan.status}
              options={loanStatusOptions}
              label={`Status of ${loan.firstName} ${loan.lastName}'s application`}
            />
          </td>
        </tr>
      ))}
    </LeadTable>
  );
}

export function UnsentEmailsTable({
  unsent,
}: {
  unsent: Rows<typeof listUnsentEmails>;
}) {
  return (
    <LeadTable
      id="unsent-emails"
      title="Emails not sent yet"
      count={unsent.length}
      empty="Every notification email has been sent."
      columns={["Queued", "To", "Subject", "Tries", "Next try", "Last error"]}
    >
      {unsent.map((email) => (
        <tr key={email.id} className="border-b border-black/5">
          <td className={`${cell} whitespace-nowrap`}>
            {received(email.createdAt)}
          </td>
          <td className={cell}>{email.toAddress}</td>
          <td className={cell}>{email.subject}</td>
          <td className={cell}>{email.attempts}</td>
          <td className={`${cell} whitespace-nowrap`}>
            {email.failedAt ? (
              <Form method="post" className="flex flex-col items-start gap-2">
                <span className="font-semibold text-red-800">
                  Failed {received(email.failedAt)}
                </span>
                <input type="hidden" name="intent" value="retry-email" />
                <input type="hidden" name="id" value={email.id} />
                <Button
                  type="submit"
                  tone="brand"
                  size="small"
                  aria-label={`Retry now: ${email.subject}, to ${email.toAddress}`}
                >
                  Retry now
                </Button>
              </Form>
            ) : (
              received(email.nextAttemptAt)
            )}
          </td>
          <td className={`${cell} max-w-xs break-words`}>{email.lastError}</td>
        </tr>
      ))}
    </LeadTable>
  );
}
