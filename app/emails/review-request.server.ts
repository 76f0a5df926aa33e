import { business } from "#app/business/current.ts";
import type { EnqueueInput } from "#app/models/email-outbox.server.ts";
import type { ReviewRequestRow } from "#app/models/review-requests.server.ts";
import {
  customerReviewLabels,
  shownName,
} from "#app/reviews/customer-review-schema.ts";
import { REVIEW_POLICY_PATH } from "#app/reviews/policy.ts";
import { reviewToken } from "#app/reviews/request-token.server.ts";
import { REVIEW_LINK_DAYS } from "#app/reviews/request-schema.ts";
import {
  headerText,
  leadsRecipient,
  siteSender,
} from "#app/utils/email.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { hello } from "./greeting.ts";
import { renderEmail } from "./render.server.tsx";

// The review request (issue 33): the same email to every finished customer,
// whatever anyone expects them to say (Google's policy forbids "review
// gating", 16 CFR 465.7 suppressing by rating): Google's link and the
// site's form as two equal choices, no reward, an opt-out that works at
// once. The reminder is the same email, once.

export const reviewUrl = (token: string) =>
  `${getEnv().SITE_URL}/review/${token}`;
export const stopUrl = (token: string) =>
  `${getEnv().SITE_URL}/review/${token}/stop`;

export const GOOGLE_CHOICE = "Review us on Google";
export const SITE_CHOICE = "Write a review on our website";

export async function reviewRequestEmail(
  row: ReviewRequestRow,
  kind: "request" | "reminder",
): Promise<EnqueueInput> {
  const token = reviewToken(row.nonce);
  const project = row.serviceType
    ? `${row.serviceType.toLowerCase()} project`
    : "project";
  const googleUrl = business().rating.url;
  const intro =
    kind === "request"
      ? `Thank you for choosing ${business().name} for your ${project}. Would you tell other homeowners how it went?`
      : `A short reminder, in case our last email got buried: we would value your review of your ${project}. This is the only reminder we send.`;
  return {
    kind: `review-${kind}`,
    relatedTable: "review_requests",
    relatedId: row.id,
    email: {
      from: siteSender(),
      to: { name: row.customerName, address: row.email },
      replyTo: { name: business().name, address: business().email },
      subject: headerText(
        kind === "request"
          ? `How did your ${project} go? A review for ${business().name}`
          : `Reminder: your review of ${business().name}`,
      ),
      list: {
        unsubscribeUrl: stopUrl(token),
        unsubscribeMailto: `mailto:${business().email}?subject=No%20more%20review%20requests`,
        id: `Review requests <reviews.${business().email.split("@")[1]}>`,
      },
      ...(await renderEmail({
        preview: intro,
        blocks: [
          { kind: "paragraphs", lines: [hello(row.customerName), intro] },
          ...(googleUrl
            ? [{ kind: "link" as const, label: GOOGLE_CHOICE, href: googleUrl }]
            : []),
          { kind: "link", label: SITE_CHOICE, href: reviewUrl(token) },
          {
            kind: "paragraphs",
            lines: [
              `We send this same email to every customer when a project is finished, whatever they thought of us, and we offer nothing in return for a review. A review on our website is shown with your first name and last initial (${shownName(row.customerName) || "as you agree on the form"}) once we have checked it against our review policy: ${getEnv().SITE_URL}${REVIEW_POLICY_PATH}`,
              `The link to our form works for ${REVIEW_LINK_DAYS} days from our first email. Questions? Call us at ${business().phone.display}.`,
            ],
          },
        ],
        unsubscribeUrl: stopUrl(token),
        unsubscribeReason: `You receive this because ${business().name} finished a project for you. We send at most one reminder.`,
      })),
    },
  };
}

/** The owner's notice of a new review waiting for a decision. */
export async function newReviewNotification(
  review: {
    id: number;
    rating: number;
    reviewText: string;
    serviceType: string | null;
    location: string | null;
    photoUrl: string | null;
  },
  request: Pick<ReviewRequestRow, "customerName" | "email">,
): Promise<EnqueueInput> {
  const intro = `${request.customerName} sent a ${review.rating}-star review. It waits for you to publish or decline it by the review policy.`;
  return {
    kind: "review-received",
    relatedTable: "reviews",
    relatedId: review.id,
    email: {
      from: siteSender(),
      to: leadsRecipient(),
      replyTo: { name: request.customerName, address: request.email },
      subject: headerText(
        `New review: ${review.rating} of 5 stars from ${request.customerName}`,
      ),
      ...(await renderEmail({
        preview: intro,
        blocks: [
          { kind: "paragraphs", lines: [intro] },
          {
            kind: "details",
            rows: [
              [customerReviewLabels.rating, `${review.rating} of 5 stars`],
              [customerReviewLabels.reviewText, review.reviewText],
              [customerReviewLabels.serviceType, review.serviceType ?? ""],
              [customerReviewLabels.location, review.location ?? ""],
              [
                customerReviewLabels.photo,
                review.photoUrl
                  ? `${getEnv().SITE_URL}${review.photoUrl}`
                  : "None",
              ],
            ],
          },
          {
            kind: "link",
            label: "Publish or decline it",
            href: `${getEnv().SITE_URL}/admin/reviews/${review.id}`,
          },
        ],
      })),
    },
  };
}
