import { StarRating } from "#app/components/reviews/review-cards.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import type { AdminReview } from "#app/models/reviews-admin.server.ts";
import { reviewStatusLabel } from "#app/reviews/policy.ts";
import { ChangeButton, ConfirmDelete } from "./list-actions.tsx";

/** The owner's reviews: what visitors read, its status, and its buttons. */
export function ReviewsAdminList({
  reviews,
  returnTo,
}: {
  reviews: AdminReview[];
  returnTo: string;
}) {
  if (reviews.length === 0) {
    return (
      <p className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
        No reviews here.{" "}
        <TextLink to="/admin/reviews/new">Add a review</TextLink>.
      </p>
    );
  }
  return (
    <ul className="mt-6 grid gap-4" aria-label="Reviews">
      {reviews.map((review) => (
        <li
          key={review.id}
          className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
        >
          <h2 className="text-lg font-semibold">
            <TextLink to={`/admin/reviews/${review.id}`}>
              {review.customerName}
            </TextLink>
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <StarRating rating={review.rating} />
            {review.serviceType ? <span>{review.serviceType}</span> : null}
            {review.location ? <span>{review.location}</span> : null}
            <strong
              className={
                review.isPublished
                  ? "text-green-800"
                  : review.pending
                    ? "text-amber-800"
                    : "text-red-700"
              }
            >
              {reviewStatusLabel(review)}
            </strong>
            {review.source === "customer" ? (
              <span>Sent by the customer</span>
            ) : null}
          </div>
          <p className="mt-2 line-clamp-3 max-w-3xl">{review.reviewText}</p>
          <div className="mt-3 flex flex-wrap items-start gap-2">
            {review.source === "customer" ? (
              // A customer's review is declined for a stated reason, on its page.
              <TextLink
                to={`/admin/reviews/${review.id}`}
                className="inline-block py-2"
              >
                {review.pending ? "Read and decide" : "Open"}
                <span className="sr-only">
                  {" "}
                  the review by {review.customerName}
                </span>
              </TextLink>
            ) : (
              <>
                <ChangeButton
                  intent={review.isPublished ? "unpublish" : "publish"}
                  id={review.id}
                  returnTo={returnTo}
                  item={`the review by ${review.customerName}`}
                >
                  {review.isPublished ? "Hide" : "Publish"}
                </ChangeButton>
                <ConfirmDelete
                  id={review.id}
                  name={`the review by ${review.customerName}`}
                  returnTo={returnTo}
                  consequence="It leaves the site at once. To keep it but not show it, hide it instead."
                />
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
