import type { Route } from "./+types/reviews";
import { gone, readAdminChange } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  AdminPagination,
  listQuery,
} from "#app/components/admin/admin-pagination.tsx";
import {
  AdminListHeader,
  listParamsFrom,
} from "#app/components/admin/admin-list-parts.tsx";
import { AdminSearch } from "#app/components/admin/admin-search.tsx";
import { ReviewsAdminList } from "#app/components/admin/reviews-admin-list.tsx";
import {
  deleteReview,
  listReviewsForAdmin,
  setReviewPublished,
} from "#app/models/reviews-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { ReviewListActionSchema } from "#app/reviews/schema.ts";

export const meta = () => adminHead("Reviews");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { search, page } = listParamsFrom(request);
  return { search, ...(await listReviewsForAdmin({ search, page })) };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminChange(
    request,
    ReviewListActionSchema,
    "/admin/reviews",
  );
  if (!read.ok) return read.response;
  const { change, back } = read;
  if (change.intent === "delete") {
    const name = await deleteReview(change.id);
    return name === null
      ? gone()
      : redirectWithToast(back, `Deleted the review by ${name}.`);
  }
  const publish = change.intent === "publish";
  const name = await setReviewPublished(change.id, publish ? 1 : 0);
  if (name === null) return gone();
  return redirectWithToast(
    back,
    publish ? `Published the review by ${name}.` : `Hid the review by ${name}.`,
  );
}

export default function AdminReviews({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { reviews, search, page, pageCount, total } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Reviews"
        intro="Customer reviews, newest first as the site shows them. Published reviews appear on the home page, the service pages and /api/testimonials at once."
        addHref="/admin/reviews/new"
        addLabel="Add a review"
        error={actionData?.error}
      />
      <AdminSearch
        label="Search reviews"
        placeholder="Name, words, town or service"
        value={search}
        total={total}
        noun={["review", "reviews"]}
      />
      <ReviewsAdminList reviews={reviews} returnTo={listQuery(search, page)} />
      <AdminPagination
        path="/admin/reviews"
        page={page}
        pageCount={pageCount}
        search={search}
      />
    </>
  );
}
