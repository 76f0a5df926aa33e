import { data } from "react-router";
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
import { ConfirmDelete } from "#app/components/admin/list-actions.tsx";
import { ReviewsAdminList } from "#app/components/admin/reviews-admin-list.tsx";
import {
  countDemoReviews,
  countPendingReviews,
  deleteDemoReviews,
  deleteReview,
  getReview,
  listReviewsForAdmin,
  setReviewPublished,
} from "#app/models/reviews-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { ADMIN_REVIEW_STATUSES } from "#app/reviews/policy.ts";
import { ReviewListActionSchema } from "#app/reviews/schema.ts";

export const meta = () => adminHead("Reviews");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { search, page } = listParamsFrom(request);
  const asked = new URL(request.url).searchParams.get("status");
  const status =
    ADMIN_REVIEW_STATUSES.find((item) => item.value === asked)?.value ?? null;
  const [list, pending, demo] = await Promise.all([
    listReviewsForAdmin({ search, page, status }),
    countPendingReviews(),
    countDemoReviews(),
  ]);
  return { search, status, pending, demo, ...list };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminChange(
    request,
    ReviewListActionSchema,
    "/admin/reviews",
  );
  if (!read.ok) return read.response;
  const { change, back } = read;
  if (change.intent === "delete-demo") {
    const deleted = await deleteDemoReviews();
    return redirectWithToast(
      "/admin/reviews",
      `Deleted the ${deleted} demo reviews the site came with.`,
    );
  }
  const review = await getReview(change.id);
  if (!review) return gone();
  if (review.source === "customer" && change.intent !== "publish") {
    return data(
      {
        error:
          "A review a customer sent is declined for a reason of the review policy, on its own page, rather than hidden or deleted.",
      },
      { status: 409 },
    );
  }
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
  const { reviews, search, page, pageCount, total, status, pending, demo } =
    loaderData;
  // The list's address: its search, its status and a page.
  const queryFor = (target: number) => {
    const query = new URLSearchParams(listQuery(search, target));
    if (status) query.set("status", status);
    const text = query.toString();
    return text ? `?${text}` : "";
  };
  return (
    <>
      <AdminListHeader
        title="Reviews"
        intro="Customer reviews, newest first as the site shows them. Published reviews appear on the home page, the service pages and /api/testimonials at once."
        addHref="/admin/reviews/new"
        addLabel="Add a review"
        error={actionData?.error}
      />
      {demo > 0 ? (
        <section
          aria-labelledby="demo-reviews"
          className="mt-4 max-w-3xl rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
        >
          <h2 id="demo-reviews" className="font-semibold">
            {demo} demo reviews
          </h2>
          <p className="mt-1 text-muted">
            The site came with made-up reviews so it looks lived in. Before
            going live, delete them: showing invented reviews to customers is
            against the FTC's rule on reviews.
          </p>
          <div className="mt-2">
            <ConfirmDelete
              id="demo"
              intent="delete-demo"
              name={`the ${demo} demo reviews`}
              returnTo=""
              consequence="Reviews you or your customers wrote stay."
            />
          </div>
        </section>
      ) : null}
      <nav aria-label="Reviews by status" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <TextLink
              to="/admin/reviews"
              aria-current={status === null ? "page" : undefined}
              className="inline-block py-2 aria-[current=page]:font-bold"
            >
              All
            </TextLink>
          </li>
          {ADMIN_REVIEW_STATUSES.map((item) => (
            <li key={item.value}>
              <TextLink
                to={`/admin/reviews?status=${item.value}`}
                aria-current={status === item.value ? "page" : undefined}
                className="inline-block py-2 aria-[current=page]:font-bold"
              >
                {item.value === "pending"
                  ? `${item.label} (${pending})`
                  : item.label}
              </TextLink>
            </li>
          ))}
          <li>
            <TextLink
              to="/admin/reviews/requests"
              className="inline-block py-2"
            >
              Review requests
            </TextLink>
          </li>
        </ul>
      </nav>
      <AdminSearch
        label="Search reviews"
        placeholder="Name, words, town or service"
        value={search}
        total={total}
        noun={["review", "reviews"]}
      />
      <ReviewsAdminList reviews={reviews} returnTo={queryFor(page)} />
      <AdminPagination
        path="/admin/reviews"
        page={page}
        pageCount={pageCount}
        queryFor={queryFor}
      />
    </>
  );
}
