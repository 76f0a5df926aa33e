import type { Route } from "./+types/review-request-new";
import { readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import { SelectField, TextField } from "#app/components/forms/fields.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import {
  finishedCustomerLabels,
  FinishedCustomerSchema,
} from "#app/reviews/request-schema.ts";
import {
  askCustomerForReview,
  askOutcomeMessage,
} from "#app/reviews/requests.server.ts";
import {
  MAX_CUSTOMER_NAME,
  MAX_REVIEW_PLACE,
  REVIEW_SERVICE_CHOICES,
} from "#app/reviews/schema.ts";
import { adminHead } from "#app/utils/admin-head.ts";

// A finished customer who never came through the website's forms (issue
// 33): the owner adds them by name and email, and they get the same review
// request as everyone else.

const FIELDS = ["customerName", "email", "serviceType", "location"] as const;
const LIST = "/admin/reviews/requests";

export const meta = () => adminHead("Ask a finished customer for a review");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(request, FinishedCustomerSchema, FIELDS);
  if (!form.ok) return form.response;
  return redirectWithToast(
    LIST,
    askOutcomeMessage(await askCustomerForReview(form.input)),
  );
}

export default function ReviewRequestNew() {
  const form = useAdminForm({
    schema: FinishedCustomerSchema,
    names: FIELDS,
    idPrefix: "finished",
    stored: { customerName: "", email: "", serviceType: "", location: "" },
  });
  return (
    <>
      <Heading level={1} look="page" className="mb-2">
        Ask a finished customer for a review
      </Heading>
      <p className="mb-6 max-w-2xl text-muted">
        For a project that did not come through the website. They get the same
        email every finished customer gets, after your delay, and one reminder a
        week later unless they review or opt out.
      </p>
      <AdminForm
        {...form}
        labels={finishedCustomerLabels}
        submitLabel="Ask for a review"
        listHref={LIST}
      >
        <TextField
          name="customerName"
          label={finishedCustomerLabels.customerName}
          required
          maxLength={MAX_CUSTOMER_NAME}
          autoComplete="off"
        />
        <TextField
          name="email"
          type="email"
          label={finishedCustomerLabels.email}
          required
          autoComplete="off"
        />
        <SelectField
          name="serviceType"
          label={finishedCustomerLabels.serviceType}
          options={REVIEW_SERVICE_CHOICES}
        />
        <TextField
          name="location"
          label={finishedCustomerLabels.location}
          hint="Such as “Nyack, NY”: it fills in their review form."
          maxLength={MAX_REVIEW_PLACE}
        />
      </AdminForm>
    </>
  );
}
