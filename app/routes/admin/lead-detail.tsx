import { data, Form } from "react-router";
import type { Route } from "./+types/lead-detail";
import { readAdminChange } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { ConfirmDelete } from "#app/components/admin/list-actions.tsx";
import {
  LeadStatusForm,
  leadStatusLabel,
  received,
} from "#app/components/admin/lead-tables.tsx";
import {
  SubmitButton,
  useSubmitting,
} from "#app/components/forms/submit-button.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { visitCalendarFile } from "#app/emails/contact-request.server.ts";
import { deletePersonData } from "#app/models/person-data.server.ts";
import {
  changeLead,
  getContactLead,
  getLoanLead,
  listLeadChanges,
} from "#app/models/leads-inbox.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { removeStoredImages } from "#app/media/images.server.ts";
import { getMediaStore } from "#app/media/store.server.ts";
import { LEAD_TYPES, type LeadKind } from "#app/leads/lead-filter.ts";
import { leadPageFields } from "#app/leads/lead-fields.server.ts";
import {
  LeadChangeSchema,
  leadStatusMessages,
  MAX_LEAD_NOTES,
} from "#app/leads/lead-status-schema.ts";
import { logger } from "#app/utils/logger.server.ts";
import { requestForLead } from "#app/models/review-requests.server.ts";
import {
  askLeadForReview,
  askOutcomeMessage,
  reviewRequestState,
} from "#app/reviews/requests.server.ts";

// The table each kind of lead is stored in: a review request names it.
const LEAD_TABLES = {
  contact: "contact_requests",
  loan: "loan_applications",
} as const;
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

// One lead's page: every field it was sent with, the owner's notes, its
// status and who changed what, the visit's calendar file, and "delete this
// person's data" as /privacy promises.

function leadAddress(params: { kind?: string; id?: string }) {
  if (
    !(LEAD_TYPES as readonly string[]).includes(params.kind ?? "") ||
    !/^[1-9]\d{0,8}$/.test(params.id ?? "")
  ) {
    throw data("No such lead", { status: 404 });
  }
  return { kind: params.kind as LeadKind, id: Number(params.id) };
}

async function findLead(kind: LeadKind, id: number) {
  if (kind === "contact") {
    const row = await getContactLead(id);
    return (
      row && {
        row,
        kind: "contact" as const,
        name: row.name,
        calendar: visitCalendarFile(row),
      }
    );
  }
  const row = await getLoanLead(id);
  return (
    row && {
      row,
      kind: "loan" as const,
      name: `${row.firstName} ${row.lastName}`,
      calendar: null,
    }
  );
}

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  adminHead(loaded ? `Lead: ${loaded.name}` : "Lead");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { kind, id } = leadAddress(params);
  const lead = await findLead(kind, id);
  if (!lead) throw data("No such lead", { status: 404 });
  const [changes, review] = await Promise.all([
    listLeadChanges(kind, id),
    requestForLead(LEAD_TABLES[kind], id),
  ]);
  return {
    kind,
    id,
    name: lead.name,
    email: lead.row.email,
    phone: lead.row.phone,
    status: lead.row.status,
    notes: lead.row.notes ?? "",
    fields: leadPageFields(lead),
    receivedAt:
      lead.kind === "contact" ? lead.row.createdAt : lead.row.submittedAt,
    hasCalendar: lead.calendar !== null,
    reviewRequest: review && reviewRequestState(review),
    changes: changes.map((change) => ({
      id: change.id,
      at: change.changedAt,
      by: change.changedBy,
      what:
        change.field === "notes"
          ? "Changed the notes"
          : `Status: ${leadStatusLabel(kind, change.oldValue ?? "")} to ${leadStatusLabel(kind, change.newValue ?? "")}`,
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const read = await readAdminChange(request, LeadChangeSchema, "/admin/leads");
  if (!read.ok) return read.response;
  const { change, user } = read;
  const { kind, id } = leadAddress(params);
  const here = `/admin/leads/${kind}/${id}`;
  if (change.intent === "retry-email" || Number(change.id) !== id) {
    return data(
      { error: "That change is not for this lead. Please reload the page." },
      { status: 400 },
    );
  }
  if (change.intent === "project-finished") {
    const outcome = await askLeadForReview({ table: LEAD_TABLES[kind], id });
    if (outcome.kind === "gone") {
      return data({ error: leadStatusMessages.notFound }, { status: 404 });
    }
    return redirectWithToast(here, askOutcomeMessage(outcome));
  }
  if (change.intent === "delete-person") {
    const lead = await findLead(kind, id);
    if (!lead)
      return data({ error: leadStatusMessages.notFound }, { status: 404 });
    const { photoUrls, ...deleted } = await deletePersonData(lead.row.email);
    await removeStoredImages(getMediaStore(), photoUrls);
    // The log says what was deleted, never whose.
    logger.info(
      { by: user.username, deleted },
      "person's data deleted on request",
    );
    return redirectWithToast(
      "/admin/leads",
      `Deleted everything stored about ${lead.name}: ${deleted.contactRequests} contact request(s), ${deleted.bookings} booking(s), ${deleted.loanApplications} loan application(s), ${deleted.subscribers} newsletter subscription(s), ${deleted.reviewRequests} review request(s) with their reviews, ${deleted.emails} email(s).`,
    );
  }
  const found = await changeLead(
    kind,
    id,
    change.intent === "notes"
      ? { field: "notes", value: change.notes.trim() }
      : { field: "status", value: change.status },
    user.username,
  );
  if (!found) {
    return data({ error: leadStatusMessages.notFound }, { status: 404 });
  }
  return redirectWithToast(
    here,
    change.intent === "notes"
      ? "Notes saved."
      : `Status saved: ${leadStatusLabel(kind, change.status)}.`,
  );
}

export default function AdminLead({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const lead = loaderData;
  const saving = useSubmitting("notes");
  const finishing = useSubmitting("project-finished");
  const here = `/admin/leads/${lead.kind}/${lead.id}`;
  return (
    <>
      <p>
        <TextLink to="/admin/leads" className="inline-block py-2">
          All leads
        </TextLink>
      </p>
      <Heading level={1} look="page" className="mt-2">
        {lead.name}
      </Heading>
      <p className="mt-2 flex flex-wrap gap-x-6">
        <TextLink to={`mailto:${lead.email}`} className="inline-block py-2">
          {lead.email}
        </TextLink>
        <TextLink to={`tel:${lead.phone}`} className="inline-block py-2">
          {lead.phone}
        </TextLink>
      </p>
      <Alert>{actionData?.error}</Alert>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="lead-details"
          className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
        >
          <Heading level={2} look="panel" id="lead-details">
            What they sent
          </Heading>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
            {lead.fields.map((field) => (
              <div key={field.label} className="contents">
                <dt className="font-semibold">{field.label}</dt>
                <dd className="whitespace-pre-line break-words">
                  {field.value}
                </dd>
              </div>
            ))}
          </dl>
          {lead.hasCalendar ? (
            <p className="mt-4">
              <TextLink to={`${here}/visit.ics`} download>
                Add the visit to your calendar (.ics)
              </TextLink>
            </p>
          ) : null}
        </section>

        <div className="grid content-start gap-8">
          <section aria-labelledby="lead-status">
            <Heading level={2} look="panel" id="lead-status">
              Status
            </Heading>
            <div className="mt-3">
              <LeadStatusForm lead={lead} returnTo="" />
            </div>
          </section>

          <section aria-labelledby="lead-notes">
            <Heading level={2} look="panel" id="lead-notes">
              Notes
            </Heading>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="notes" />
              <input type="hidden" name="kind" value={lead.kind} />
              <input type="hidden" name="id" value={lead.id} />
              <label htmlFor="lead-notes-text" className="font-semibold">
                Notes for {lead.name}
              </label>
              <textarea
                id="lead-notes-text"
                key={lead.notes}
                name="notes"
                rows={6}
                maxLength={MAX_LEAD_NOTES}
                defaultValue={lead.notes}
                aria-describedby="lead-notes-hint"
                className="block w-full rounded-md border border-black/40 bg-white px-3 py-2"
              />
              <p id="lead-notes-hint" className="-mt-2 text-sm text-muted">
                Only you and other staff see these. Calls made, what was quoted,
                when to follow up.
              </p>
              <div>
                <SubmitButton
                  pending={saving}
                  label="Save notes"
                  pendingLabel="Saving…"
                />
              </div>
            </Form>
          </section>

          <section aria-labelledby="lead-history">
            <Heading level={2} look="panel" id="lead-history">
              History
            </Heading>
            <ol className="mt-3 grid gap-2">
              <li>
                <span className="text-muted">{received(lead.receivedAt)}</span>{" "}
                Received from the website
              </li>
              {lead.changes.map((change) => (
                <li key={change.id}>
                  <span className="text-muted">{received(change.at)}</span>{" "}
                  {change.what}, by {change.by}
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="lead-review">
            <Heading level={2} look="panel" id="lead-review">
              Review request
            </Heading>
            {lead.reviewRequest ? (
              <p className="mt-2">{lead.reviewRequest}</p>
            ) : (
              <Form
                method="post"
                className="mt-3 grid justify-items-start gap-3"
              >
                <p className="text-muted">
                  When the project is finished, mark it here: {lead.name} gets
                  our review request email after the delay set on the{" "}
                  <TextLink to="/admin/reviews/requests">
                    review requests
                  </TextLink>{" "}
                  page, and one reminder a week later unless they review or opt
                  out. Every finished customer gets the same email.
                </p>
                <input type="hidden" name="intent" value="project-finished" />
                <input type="hidden" name="kind" value={lead.kind} />
                <input type="hidden" name="id" value={lead.id} />
                <SubmitButton
                  pending={finishing}
                  label="Project finished: ask for a review"
                  pendingLabel="Saving…"
                />
              </Form>
            )}
          </section>

          <section aria-labelledby="lead-privacy">
            <Heading level={2} look="panel" id="lead-privacy">
              Privacy
            </Heading>
            <p className="mt-2 text-muted">
              When someone asks for their data to be deleted, as the privacy
              page promises: every contact request and loan application from{" "}
              {lead.email}, their newsletter subscription and the emails to
              them.
            </p>
            <div className="mt-3">
              <ConfirmDelete
                id={lead.id}
                name={`${lead.name}'s data`}
                returnTo=""
                intent="delete-person"
                fields={{ kind: lead.kind }}
                consequence="This cannot be undone."
              />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
