import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  choiceLabel,
  contactRequestStatuses,
  requestTypes,
} from "#app/content/contact.ts";
import {
  IN_SERVICE_AREA,
  inServiceAreaWords,
} from "#app/leads/service-area-words.ts";
import type { listUnsentEmails } from "#app/models/email-outbox.server.ts";
import type { LeadSummary } from "#app/models/leads-inbox.server.ts";
import type { LeadKind } from "#app/leads/lead-filter.ts";
import { LOAN_APPLICATION_STATUSES } from "#app/utils/loan-application-limits.ts";
import { Button } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { newYorkTime } from "#app/utils/new-york-time.ts";

// The tables of the owner's leads inbox (app/routes/admin/leads.tsx) and
// the words its lead pages share.

type Rows<List extends (...args: never[]) => Promise<unknown[]>> = Awaited<
  ReturnType<List>
>;

export const leadStatusOptions = {
  contact: contactRequestStatuses,
  loan: LOAN_APPLICATION_STATUSES.map((status) => ({
    value: status,
    label: status[0]!.toUpperCase() + status.slice(1),
  })),
};

/** The words for a status, whichever kind of lead has it. */
export function leadStatusLabel(kind: LeadKind, status: string): string {
  return choiceLabel(leadStatusOptions[kind], status);
}

/** "Showroom visit", "Loan application"... */
export function leadTypeLabel(type: string): string {
  return type === "loan-application"
    ? "Loan application"
    : choiceLabel(requestTypes, type);
}

/** A lead's status picker that saves with a plain form post. */
export function LeadStatusForm({
  lead,
  returnTo,
}: {
  lead: Pick<LeadSummary, "kind" | "id" | "name" | "status">;
  returnTo: string;
}) {
  return (
    <Form method="post" className="flex items-center gap-2">
      <input
        type="hidden"
        name="intent"
        value={lead.kind === "contact" ? "contact-status" : "loan-status"}
      />
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <select
        key={lead.status}
        name="status"
        defaultValue={lead.status}
        aria-label={`Status of ${lead.name}'s ${lead.kind === "contact" ? "request" : "application"}`}
        className="min-h-9 rounded border border-slate-400 bg-white px-2"
      >
        {leadStatusOptions[lead.kind].map((option) => (
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

export const received = (date: Date | string) => newYorkTime(date);

/** A titled table of leads, or a sentence when there are none. */
function LeadTable({
  id,
  title,
  columns,
  count,
  empty,
  hideTitle = false,
  children,
}: {
  id: string;
  title: string;
  columns: string[];
  count: number;
  empty: string;
  /** For a table whose page heading already names it. */
  hideTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2
        id={id}
        className={hideTitle ? "sr-only" : "text-2xl font-bold text-brand-900"}
      >
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

/** The inbox: contact requests and loan applications, newest first. */
export function LeadInboxTable({
  leads,
  returnTo,
  filtered,
}: {
  leads: LeadSummary[];
  /** Whether a search or filter is narrowing the list. */
  filtered: boolean;
  /** The list's filter and page, to come back to after a change. */
  returnTo: string;
}) {
  return (
    <LeadTable
      id="lead-list"
      title="Leads"
      count={leads.length}
      empty={
        filtered
          ? "No leads match. Clear the filters to see every lead."
          : "No leads yet. Requests from the contact and financing pages appear here."
      }
      columns={[
        "Received",
        "Request",
        "Name",
        "Town",
        IN_SERVICE_AREA,
        "Status",
      ]}
      hideTitle
    >
      {leads.map((lead) => (
        <tr key={`${lead.kind}-${lead.id}`} className="border-b border-black/5">
          <td className={`${cell} whitespace-nowrap`}>
            {newYorkTime(lead.receivedAt)}
          </td>
          <td className={cell}>{leadTypeLabel(lead.type)}</td>
          <td className={cell}>
            <TextLink
              to={`/admin/leads/${lead.kind}/${lead.id}`}
              className="block py-1 font-semibold"
            >
              {lead.name}
            </TextLink>
            <TextLink
              to={`mailto:${lead.email}`}
              tone="inline"
              className="block py-1"
            >
              {lead.email}
            </TextLink>
            <TextLink
              to={`tel:${lead.phone}`}
              tone="inline"
              className="block py-1"
            >
              {lead.phone}
            </TextLink>
            {lead.hasNotes ? (
              <span className="text-sm text-muted">Has notes</span>
            ) : null}
          </td>
          <td className={cell}>{lead.town}</td>
          <td className={cell}>
            {inServiceAreaWords(lead.inServiceArea, lead.distanceMiles)}
          </td>
          <td className={cell}>
            <LeadStatusForm lead={lead} returnTo={returnTo} />
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
            {newYorkTime(email.createdAt)}
          </td>
          <td className={cell}>{email.toAddress}</td>
          <td className={cell}>{email.subject}</td>
          <td className={cell}>{email.attempts}</td>
          <td className={`${cell} whitespace-nowrap`}>
            {email.failedAt ? (
              <Form method="post" className="flex flex-col items-start gap-2">
                <span className="font-semibold text-red-800">
                  Failed {newYorkTime(email.failedAt)}
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
              newYorkTime(email.nextAttemptAt)
            )}
          </td>
          <td className={`${cell} max-w-xs break-words`}>{email.lastError}</td>
        </tr>
      ))}
    </LeadTable>
  );
}
