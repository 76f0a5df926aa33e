import { data } from "react-router";
import type { Route } from "./+types/leads";
import { readAdminChange } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { LeadFilters } from "#app/components/admin/lead-filters.tsx";
import {
  LeadInboxTable,
  leadStatusLabel,
  UnsentEmailsTable,
} from "#app/components/admin/lead-tables.tsx";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import {
  listUnsentEmails,
  retryFailedEmail,
} from "#app/models/email-outbox.server.ts";
import { changeLead, listLeads } from "#app/models/leads-inbox.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { leadFilterFrom, leadFilterQuery } from "#app/leads/lead-filter.ts";
import {
  LeadChangeSchema,
  leadStatusMessages,
} from "#app/leads/lead-status-schema.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

// The owner's leads inbox: contact requests and loan applications in one
// list, newest first, searched and filtered by the URL, each with its own
// page (notes, history, every field); and any notification email the
// outbox has not delivered yet (ADR 0008), with a retry for those it gave
// up on.
export const PAGE_SIZE = 25;
const UNSENT_LIMIT = 100;

export const meta = () => adminHead("Leads");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { filter, page, problems } = leadFilterFrom(new URL(request.url));
  const [{ leads, total }, unsent] = await Promise.all([
    listLeads(filter, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    listUnsentEmails(UNSENT_LIMIT),
  ]);
  return {
    filter,
    problems,
    leads,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    unsent,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminChange(request, LeadChangeSchema, "/admin/leads");
  if (!read.ok) return read.response;
  const { change, back, user } = read;
  const id = Number(change.id);
  if (change.intent === "retry-email") {
    if (!(await retryFailedEmail(id))) {
      return data({ error: leadStatusMessages.emailNotFound }, { status: 404 });
    }
    kickEmailDrainer();
    return redirectWithToast(
      "/admin/leads#unsent-emails",
      "The email will be sent again now.",
    );
  }
  if (change.intent !== "contact-status" && change.intent !== "loan-status") {
    return data(
      { error: "Open the lead's page to change its notes or delete it." },
      { status: 400 },
    );
  }
  const kind = change.intent === "contact-status" ? "contact" : "loan";
  const found = await changeLead(
    kind,
    id,
    { field: "status", value: change.status },
    user.username,
  );
  if (!found) {
    return data({ error: leadStatusMessages.notFound }, { status: 404 });
  }
  return redirectWithToast(
    back,
    `Status saved: ${leadStatusLabel(kind, change.status)}.`,
  );
}

export default function AdminLeads({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { filter, problems, leads, total, page, pageCount, unsent } =
    loaderData;
  return (
    <>
      <Heading level={1} look="page">
        Leads
      </Heading>
      <p className="mt-2 text-muted">
        Contact requests and loan applications, newest first. Open a lead for
        every detail, your notes and who changed what.
      </p>
      <Alert>{actionData?.error}</Alert>
      <LeadFilters filter={filter} total={total} problems={problems} />
      <LeadInboxTable
        leads={leads}
        returnTo={leadFilterQuery(filter, page)}
        filtered={leadFilterQuery(filter) !== ""}
      />
      <AdminPagination
        path="/admin/leads"
        page={page}
        pageCount={pageCount}
        queryFor={(target) => leadFilterQuery(filter, target)}
      />
      <UnsentEmailsTable unsent={unsent} />
    </>
  );
}
