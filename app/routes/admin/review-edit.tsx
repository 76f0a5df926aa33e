import { data } from "react-router";
import type { Route } from "./+types/review-edit";
import { itemIdFrom, readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  ReviewForm,
  type ReviewFormValues,
} from "#app/components/admin/review-form.tsx";
import {
  createReview,
  getReview,
  updateReview,
} from "#app/models/reviews-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { REVIEW_FIELDS, ReviewSchema } from "#app/reviews/schema.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { ReviewModeration } from "#app/components/admin/review-moderation.tsx";
import { moderateReview } from "#app/reviews/moderation.server.ts";

const NEW_REVIEW: ReviewFormValues & { id?: number } = {
  customerName: "",
  rating: 0,
  reviewText: "",
  serviceType: null,
  location: null,
  projectDate: null,
  isPublished: 1,
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = itemIdFrom(params);
  if (id === null) return { review: NEW_REVIEW, stored: null };
  const review = await getReview(id);
  if (!review) throw data("No such review", { status: 404 });
  return { review, stored: review };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = itemIdFrom(params);
  // The decisions' forms post to "?moderate" (MODERATE); the review form
  // to the page itself.
  if (id !== null && new URL(request.url).searchParams.has("moderate")) {
    return moderateReview(request, id);
  }
  const form = await readAdminForm(request, ReviewSchema, REVIEW_FIELDS);
  if (!form.ok) return form.response;
  const { input } = form;
  if (id === null) {
    await createReview(input);
    return redirectWithToast(
      "/admin/reviews",
      `Added the review by ${input.customerName}.`,
    );
  }
  if (!(await updateReview(id, input))) {
    throw data("No such review", { status: 404 });
  }
  return redirectWithToast(
    "/admin/reviews",
    `Saved the review by ${input.customerName}.`,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminHead(
    loaderData?.review.id
      ? `Review by ${loaderData.review.customerName}`
      : "Add a review",
  );
}

export default function ReviewEdit({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { review, stored } = loaderData;
  const editing = stored !== null;
  return (
    <>
      <Heading level={1} look="page" className="mb-6">
        {editing ? `Review by ${review.customerName}` : "Add a review"}
      </Heading>
      <Alert>
        {actionData && "error" in actionData ? actionData.error : undefined}
      </Alert>
      {/* A customer's words are theirs: the owner decides, never edits. */}
      {stored?.source === "customer" ? null : (
        <ReviewForm
          key={review.id ?? "new"}
          review={review}
          submitLabel={editing ? "Save changes" : "Add review"}
        />
      )}
      {stored ? (
        <div className="mt-10">
          <ReviewModeration review={stored} />
        </div>
      ) : null}
    </>
  );
}
