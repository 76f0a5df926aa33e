import { data, redirect } from "react-router";
import type { Route } from "./+types/leads";
import {
  ContactRequestsTable,
  LoanApplicationsTable,
  UnsentEmailsTable,
} from "#app/components/admin/lead-tables.tsx";
import {
  listRecentContactRequests,
  setContactRequestStatus,
} from "#app/models/contact-requests.server.ts";
import {
  listUnsentEmails,
  retryFailedEmail,
} from "#app/models/email-outbox.server.ts";
import {
  listRecentLoanApplications,
  setLoanApplicationStatus,
} from "#app/models/loan-applications.server.ts";
import {
  leadStatusMessages,
  leadStatusSchema,
} from "#app/utils/lead-status-schema.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";

// The owner's view of every lead: contact requests and loan applications,
// newest first, and any notification email the outbox has not delivered yet
// (ADR 0008), with a retry for those the outbox gave up on. The owner answers by phone or email and records here how far
// each lead has got.
const LIMIT = 100;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [contacts, loans, unsent] = await Promise.all([
    listRecentContactRequests(LIMIT),
    listRecentLoanApplications(LIMIT),
    listUnsentEmails(LIMIT),
  ]);
  return { contacts, loans, unsent };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData().catch(() => null);
  const parsed = leadStatusSchema.safeParse(
    form ? Object.fromEntries(form) : {},
  );
  if (!parsed.success) {
    return data({ error: leadStatusMessages.invalid }, { status: 400 });
  }
  const id = Number(parsed.data.id);
  if (parsed.data.intent === "retry-email") {
    if (!(await retryFailedEmail(id))) {
      return data({ error: leadStatusMessages.emailNotFound }, { status: 404 });
    }
    kickEmailDrainer();
    return redirect("/admin/leads#unsent-emails", 303);
  }
  const { intent, status } = parsed.data;
  const found =
    intent === "contact-status"
      ? await setContactRequestStatus(id, status)
      : await setLoanApplicationStatus(id, status);
  if (!found) {
    return data({ error: leadStatusMessages.notFound }, { status: 404 });
  }
  return redirect(
    intent === "contact-status"
      ? "/admin/leads#contact-requests"
      : "/admin/leads#loan-applications",
    303,
  );
}

export default function AdminLeads({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { contacts, loans, unsent } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Leads</h1>
      <p className="mt-2 text-muted">
        The newest {LIMIT} of each, newest first. Times are New York time.
      </p>
      {actionData?.error ? (
        <p
          role="alert"
          className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800"
        >
          {actionData.error}
        </p>
      ) : null}
      <ContactRequestsTable contacts={contacts} />
      <LoanApplicationsTable loans={loans} />
      <UnsentEmailsTable unsent={unsent} />
    </>
  );
}
