import { Form } from "react-router";
import {
  SubmitButton,
  useSubmitting,
} from "#app/components/forms/submit-button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { StarRating } from "#app/components/reviews/review-cards.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import {
  DECLINE_REASONS,
  RELATIONSHIPS,
  REVIEW_POLICY_PATH,
  reviewStatusLabel,
} from "#app/reviews/policy.ts";

export interface ModeratedReview {
  id: number;
  customerName: string;
  rating: number;
  reviewText: string;
  serviceType: string | null;
  location: string | null;
  projectDate: string | null;
  isPublished: number;
  pending: number;
  declinedReason: string | null;
  relationship: string | null;
  source: string;
  photoUrl: string | null;
}

/** The review page's decisions post here; the page's own form edits the review. */
export const MODERATE = "?moderate";

const select =
  "block w-full rounded-md border border-black/40 bg-white px-3 py-2 sm:w-auto";

/**
 * A review as the customer sent it (their words are never edited here) with
 * the owner's decisions: publish, decline for a criterion of the public
 * policy, and the family-or-staff disclosure.
 */
export function ReviewModeration({ review }: { review: ModeratedReview }) {
  const publishing = useSubmitting("publish");
  const declining = useSubmitting("decline");
  const marking = useSubmitting("relationship");
  return (
    <div className="grid gap-8">
      {review.source === "customer" ? (
        <section
          aria-labelledby="review-sent"
          className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
        >
          <Heading level={2} look="panel" id="review-sent">
            What the customer sent
          </Heading>
          <p className="mt-2 font-semibold">{reviewStatusLabel(review)}</p>
          <div className="mt-3">
            <StarRating rating={review.rating} />
          </div>
          {review.photoUrl ? (
            <img
              src={review.photoUrl}
              alt={`What ${review.customerName} sent with the review`}
              width={1200}
              height={900}
              className="mt-3 h-auto w-full max-w-md rounded-md"
            />
          ) : null}
          <blockquote className="mt-3 whitespace-pre-line break-words">
            {review.reviewText}
          </blockquote>
          <p className="mt-3 text-sm text-muted">
            {[
              review.customerName,
              review.serviceType,
              review.location,
              review.projectDate,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </section>
      ) : null}

      {review.source === "customer" ? (
        <section aria-labelledby="review-decide">
          <Heading level={2} look="panel" id="review-decide">
            Publish or decline
          </Heading>
          <p className="mt-2 max-w-3xl text-muted">
            Publish every review unless it meets a criterion of the{" "}
            <TextLink to={REVIEW_POLICY_PATH}>review policy</TextLink>, whatever
            its stars: a 1-star review that meets the policy is published like a
            5-star one.
          </p>
          <div className="mt-4 flex flex-wrap items-end gap-6">
            {review.isPublished ? null : (
              <Form method="post" action={MODERATE}>
                <input type="hidden" name="intent" value="publish" />
                <input type="hidden" name="id" value={review.id} />
                <SubmitButton
                  pending={publishing}
                  label="Publish"
                  pendingLabel="Publishing…"
                />
              </Form>
            )}
            <Form
              method="post"
              action={MODERATE}
              className="flex flex-wrap items-end gap-3"
            >
              <input type="hidden" name="intent" value="decline" />
              <input type="hidden" name="id" value={review.id} />
              <div className="grid gap-1">
                <label htmlFor="decline-reason" className="font-semibold">
                  Reason to decline
                </label>
                <select
                  id="decline-reason"
                  name="reason"
                  required
                  defaultValue={review.declinedReason ?? ""}
                  className={select}
                >
                  <option value="">Choose the policy's criterion</option>
                  {DECLINE_REASONS.map((reason) => (
                    <option key={reason.value} value={reason.value}>
                      {reason.label}
                    </option>
                  ))}
                </select>
              </div>
              <SubmitButton
                pending={declining}
                label="Decline"
                pendingLabel="Declining…"
              />
            </Form>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="review-relationship">
        <Heading level={2} look="panel" id="review-relationship">
          Disclosure
        </Heading>
        <Form
          method="post"
          action={MODERATE}
          className="mt-3 flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="intent" value="relationship" />
          <input type="hidden" name="id" value={review.id} />
          <div className="grid gap-1">
            <label
              htmlFor="review-relationship-choice"
              className="font-semibold"
            >
              The reviewer is
            </label>
            <select
              id="review-relationship-choice"
              name="relationship"
              defaultValue={review.relationship ?? ""}
              aria-describedby="review-relationship-hint"
              className={select}
            >
              <option value="">A customer, with no tie to us</option>
              {RELATIONSHIPS.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton
            pending={marking}
            label="Save disclosure"
            pendingLabel="Saving…"
          />
        </Form>
        <p
          id="review-relationship-hint"
          className="mt-2 max-w-3xl text-sm text-muted"
        >
          A review by a relative of the owners or by staff shows a disclosure
          wherever it appears, as the FTC's rule on reviews requires.
        </p>
      </section>
    </div>
  );
}
