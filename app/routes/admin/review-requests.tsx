import { data, Form } from "react-router";
import type { Route } from "./+types/review-requests";
import { UNREADABLE_CHANGE_MESSAGE } from "#app/auth/admin-change.server.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import { validateForm } from "#app/utils/form-validation.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { ReviewFigures } from "#app/components/admin/review-figures.tsx";
import {
  SubmitButton,
  useSubmitting,
} from "#app/components/forms/submit-button.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import {
  listReviewRequests,
  readReviewSettings,
  saveReviewSettings,
} from "#app/models/review-requests.server.ts";
import {
  MAX_REQUEST_DELAY_DAYS,
  ReviewSettingsSchema,
} from "#app/reviews/request-schema.ts";
import {
  reviewFigures,
  reviewRequestState,
} from "#app/reviews/requests.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { listParamsFrom } from "#app/components/admin/admin-list-parts.tsx";

// /admin/reviews/requests (issue 33): who was asked for a review and where
// each request stands, the delay before a request goes out, and what the
// requests bring in (sent, reviews received, response rate, average stars
// by month).

export const meta = () => adminHead("Review requests");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { page } = listParamsFrom(request);
  const [list, settings, { figures, months }] = await Promise.all([
    listReviewRequests(page),
    readReviewSettings(),
    reviewFigures(),
  ]);
  return {
    ...list,
    settings,
    figures,
    months,
    rows: list.requests.map((row) => ({
      id: row.id,
      name: row.customerName,
      email: row.email,
      service: row.serviceType,
      lead:
        row.leadTable === "contact_requests"
          ? `/admin/leads/contact/${row.leadId}`
          : row.leadTable === "loan_applications"
            ? `/admin/leads/loan/${row.leadId}`
            : row.leadTable === "bookings"
              ? `/admin/booking/${row.leadId}`
              : null,
      state: reviewRequestState(row),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const body = await readBody(request);
  if (!body.ok) {
    return data({ error: body.message, value: "" }, { status: body.status });
  }
  const form = validateForm(ReviewSettingsSchema, body.fields, [
    "requestDelayDays",
  ]);
  if (!form.ok) {
    return data(
      {
        error: form.fieldErrors.requestDelayDays ?? UNREADABLE_CHANGE_MESSAGE,
        value: form.values.requestDelayDays ?? "",
      },
      { status: 400 },
    );
  }
  const days = form.data.requestDelayDays;
  await saveReviewSettings(days);
  return redirectWithToast(
    "/admin/reviews/requests",
    days === 0
      ? "Saved: review requests go out as soon as a project is marked finished."
      : `Saved: review requests go out ${days} day${days === 1 ? "" : "s"} after a project is marked finished.`,
  );
}

export default function ReviewRequests({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { rows, settings, figures, months, page, pageCount, total } =
    loaderData;
  const saving = useSubmitting("settings");
  return (
    <>
      <p>
        <TextLink to="/admin/reviews" className="inline-block py-2">
          All reviews
        </TextLink>
      </p>
      <Heading level={1} look="page" className="mt-2">
        Review requests
      </Heading>
      <p className="mt-2 max-w-3xl text-muted">
        Mark a project finished on its lead's page, or add a customer here.
        Everyone gets the same email with two equal choices, Google and our
        website, and one reminder after 7 days unless they review or opt out.
      </p>
      <p className="mt-4">
        <TextLink
          to="/admin/reviews/requests/new"
          className="inline-block py-2 font-semibold"
        >
          Ask a finished customer for a review
        </TextLink>
      </p>

      <ReviewFigures figures={figures} months={months} />

      <section aria-labelledby="request-delay" className="mt-10">
        <Heading level={2} look="panel" id="request-delay">
          When requests go out
        </Heading>
        <Alert>{actionData?.error}</Alert>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="settings" />
          <div className="grid gap-1">
            <label htmlFor="request-delay-days" className="font-semibold">
              Days after a project is marked finished
            </label>
            <input
              id="request-delay-days"
              name="requestDelayDays"
              inputMode="numeric"
              required
              defaultValue={
                actionData?.value ?? String(settings.requestDelayDays)
              }
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby="request-delay-hint"
              className="block w-28 rounded-md border border-black/40 bg-white px-3 py-2"
            />
          </div>
          <SubmitButton
            pending={saving}
            label="Save delay"
            pendingLabel="Saving…"
          />
        </Form>
        <p id="request-delay-hint" className="mt-2 text-sm text-muted">
          0 to {MAX_REQUEST_DELAY_DAYS} days; 1 to 3 gives the customer time to
          live with the finished room. Applies to projects marked from now on.
        </p>
      </section>

      <section aria-labelledby="request-list" className="mt-10">
        <Heading level={2} look="panel" id="request-list">
          Requests ({total})
        </Heading>
        {rows.length === 0 ? (
          <p className="mt-3">
            No review requests yet. Mark a project finished on a lead's page to
            send the first.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {rows.map((row) => (
              <li
                key={row.id}
                className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
              >
                <p className="font-semibold">
                  {row.lead ? (
                    <TextLink to={row.lead}>{row.name}</TextLink>
                  ) : (
                    row.name
                  )}{" "}
                  <span className="font-normal text-muted">
                    {row.email}
                    {row.service ? ` · ${row.service}` : ""}
                  </span>
                </p>
                <p className="mt-1">{row.state}</p>
              </li>
            ))}
          </ul>
        )}
        <AdminPagination
          path="/admin/reviews/requests"
          page={page}
          pageCount={pageCount}
          search=""
        />
      </section>
    </>
  );
}
