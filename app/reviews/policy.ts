// The review policy (issue 33), written once: the public /reviews/policy
// page lists these criteria, and the owner's "Decline" offers exactly them,
// so a review is never declined for a reason the page does not name. None
// of them looks at the stars (16 CFR 465.7: no suppressing reviews for
// their rating).

export const DECLINE_REASONS = [
  {
    value: "off-topic",
    label: "Off-topic",
    rule: "It is not about a project, visit or service of ours (for example a question, an advertisement, or a review meant for another business).",
  },
  {
    value: "personal-data",
    label: "Personal data",
    rule: "It names or identifies a person other than the reviewer, such as a crew member's phone number or a neighbour's address.",
  },
  {
    value: "abusive",
    label: "Abusive language",
    rule: "It contains threats, harassment, hate speech, obscenity or profanity.",
  },
  {
    value: "not-a-customer",
    label: "Not a customer",
    rule: "It was not written by the customer the review link was sent to.",
  },
  {
    value: "conflict-of-interest",
    label: "Conflict of interest",
    rule: "It was written by a competitor, or by someone paid or rewarded for it.",
  },
  {
    value: "duplicate",
    label: "Duplicate",
    rule: "The same customer already sent the same review for the same project.",
  },
] as const;

export type DeclineReason = (typeof DECLINE_REASONS)[number]["value"];

export const DECLINE_REASON_VALUES = DECLINE_REASONS.map(
  (reason) => reason.value,
) as [DeclineReason, ...DeclineReason[]];

export function declineReasonLabel(value: string | null) {
  return DECLINE_REASONS.find((reason) => reason.value === value)?.label ?? "";
}

/** A reviewer's tie to the business, disclosed on the review (16 CFR 465.5). */
export const RELATIONSHIPS = [
  {
    value: "family",
    label: "Family of the owners",
    disclosure: "The reviewer is a relative of the owners.",
  },
  { value: "staff", label: "Staff", disclosure: "The reviewer works for us." },
] as const;

export type Relationship = (typeof RELATIONSHIPS)[number]["value"];

export function relationshipDisclosure(value: string | null) {
  return RELATIONSHIPS.find((item) => item.value === value)?.disclosure ?? null;
}

export const REVIEW_POLICY_PATH = "/reviews/policy";

/** The owner's list of reviews, by where each stands. */
export const ADMIN_REVIEW_STATUSES = [
  { value: "pending", label: "Waiting for your decision" },
  { value: "published", label: "Published" },
  { value: "declined", label: "Declined" },
  { value: "hidden", label: "Hidden" },
] as const;

export type AdminReviewStatus = (typeof ADMIN_REVIEW_STATUSES)[number]["value"];

/** Where a review stands, as the owner's list says it. */
export function reviewStatusLabel(review: {
  isPublished: number;
  pending: number;
  declinedReason: string | null;
}) {
  if (review.pending) return "Waiting for your decision";
  if (review.isPublished) return "Published";
  if (review.declinedReason) {
    return `Declined: ${declineReasonLabel(review.declinedReason)}`;
  }
  return "Hidden";
}
