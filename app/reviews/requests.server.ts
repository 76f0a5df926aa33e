import { randomUUID } from "node:crypto";
import { withCurrentBusiness } from "#app/business/request.server.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import {
  newReviewNotification,
  reviewRequestEmail,
} from "#app/emails/review-request.server.ts";
import { getContactLead, getLoanLead } from "#app/models/leads-inbox.server.ts";
import { findBooking } from "#app/models/bookings.server.ts";
import {
  claimDueReviewEmails,
  insertReviewRequest,
  optedOutRequest,
  optOutOfRequest,
  readReviewSettings,
  recentRequestTo,
  requestByDigest,
  reviewRequestFigures,
  requestForLead,
  type ReviewRequestRow,
  storeCustomerReview,
} from "#app/models/review-requests.server.ts";
import { backgroundJob } from "#app/utils/background-job.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";
import type { CustomerReviewInput } from "./customer-review-schema.ts";
import { shownName } from "./customer-review-schema.ts";
import {
  type FinishedCustomer,
  REMINDER_AFTER_DAYS,
  REVIEW_LINK_DAYS,
} from "./request-schema.ts";
import {
  hashReviewToken,
  REVIEW_TOKEN,
  reviewToken,
} from "./request-token.server.ts";

// Asking finished customers for a review (issue 33): a request stored when
// the owner marks a project finished (or adds a customer by hand), sent
// after the owner's delay by a background pass every server runs, one
// reminder later unless they reviewed or opted out; never more than those
// two emails per project.

const DAY = 86_400_000;

/** Where a finished project came from: a lead of the inbox or a booking. */
export type FinishedLead = {
  table: "contact_requests" | "loan_applications" | "bookings";
  id: number;
};

const serviceTitle = (slug: string | null | undefined) =>
  serviceSummaries.find((service) => service.slug === slug)?.title ?? null;

// A town the customer typed, not a bare ZIP code.
const townOnly = (value: string | null | undefined) =>
  value && !/^\d{5}(-\d{4})?$/.test(value.trim()) ? value.trim() : null;

async function customerOf(
  lead: FinishedLead,
): Promise<FinishedCustomer | null> {
  if (lead.table === "contact_requests") {
    const row = await getContactLead(lead.id);
    return (
      row && {
        customerName: row.name,
        email: row.email,
        serviceType: serviceTitle(row.service),
        location: townOnly(row.townOrZip),
      }
    );
  }
  if (lead.table === "loan_applications") {
    const row = await getLoanLead(lead.id);
    return (
      row && {
        customerName: `${row.firstName} ${row.lastName}`,
        email: row.email,
        serviceType: serviceTitle(row.projectType),
        location: `${row.city}, ${row.state}`,
      }
    );
  }
  const row = await findBooking(lead.id);
  return row?.email && row.name
    ? {
        customerName: row.name,
        email: row.email,
        serviceType: serviceTitle(row.room),
        location: null,
      }
    : null;
}

export type AskOutcome =
  | { kind: "queued"; sendAfter: Date; name: string }
  | { kind: "already"; sentAt: Date | null; name: string }
  | { kind: "opted-out"; name: string }
  | { kind: "gone" };

async function store(
  customer: FinishedCustomer,
  lead: FinishedLead | null,
  now: Date,
): Promise<AskOutcome> {
  const name = customer.customerName;
  if (await optedOutRequest(customer.email)) return { kind: "opted-out", name };
  // A customer added by hand who was asked in the last 90 days (by hand or
  // from a lead) is not asked again: no one gets a request every week.
  if (!lead) {
    const recent = await recentRequestTo(
      customer.email,
      new Date(now.getTime() - REVIEW_LINK_DAYS * DAY),
    );
    if (recent) return { kind: "already", sentAt: recent.sentAt, name };
  }
  const { requestDelayDays } = await readReviewSettings();
  const nonce = randomUUID();
  const sendAfter = new Date(now.getTime() + requestDelayDays * DAY);
  const row = await insertReviewRequest({
    ...customer,
    leadTable: lead?.table ?? null,
    leadId: lead?.id ?? null,
    nonce,
    tokenDigest: hashReviewToken(reviewToken(nonce)),
    sendAfter,
  });
  if (row) {
    // A request due at once goes out on this pass rather than the next.
    if (requestDelayDays === 0) reviewEmails.kick();
    return { kind: "queued", sendAfter, name };
  }
  const existing = lead ? await requestForLead(lead.table, lead.id) : null;
  return { kind: "already", sentAt: existing?.sentAt ?? null, name };
}

/** "Project finished" on a lead or booking: one request per project, however often pressed. */
export async function askLeadForReview(lead: FinishedLead, now = new Date()) {
  const customer = await customerOf(lead);
  return customer ? store(customer, lead, now) : ({ kind: "gone" } as const);
}

/** A finished customer the owner adds by name and email. */
export async function askCustomerForReview(
  customer: FinishedCustomer,
  now = new Date(),
) {
  return store(customer, null, now);
}

/** The owner's toast for what asking did. */
export function askOutcomeMessage(outcome: AskOutcome) {
  switch (outcome.kind) {
    case "queued":
      return `Project finished: ${outcome.name} will get the review request on ${newYorkTime(outcome.sendAfter, "long")}.`;
    case "already":
      return outcome.sentAt
        ? `${outcome.name} was already asked for a review on ${newYorkTime(outcome.sentAt, "long")}; we send at most one reminder.`
        : `${outcome.name}'s review request is already waiting to be sent.`;
    case "opted-out":
      return `${outcome.name} asked not to get review requests, so none was sent.`;
    case "gone":
      return "That lead no longer exists: someone may have deleted it.";
  }
}

/** Sends what is due: first requests after their delay, reminders after 7 days. */
export async function sendDueReviewEmails(now: Date = new Date()) {
  const sent = await claimDueReviewEmails(
    now,
    REMINDER_AFTER_DAYS,
    (first, reminders) =>
      Promise.all([
        ...first.map((row) => reviewRequestEmail(row, "request")),
        ...reminders.map((row) => reviewRequestEmail(row, "reminder")),
      ]),
  );
  if (sent.first + sent.reminders > 0) {
    logger.info(sent, "review requests queued");
    kickEmailDrainer();
  }
  return sent;
}

const reviewEmails = backgroundJob("review requests", async () => {
  await withCurrentBusiness(() => sendDueReviewEmails());
});

export function startReviewRequests(intervalMs: number) {
  reviewEmails.start({ everyMs: intervalMs });
}

export async function stopReviewRequests() {
  await reviewEmails.stop();
}

export type LinkState =
  | { state: "open"; request: ReviewRequestRow }
  | { state: "invalid" | "expired" | "reviewed" | "stopped" };

/** What a review link may do now. */
export async function reviewLink(
  token: string,
  now = new Date(),
): Promise<LinkState> {
  if (!REVIEW_TOKEN.test(token)) return { state: "invalid" };
  const request = await requestByDigest(hashReviewToken(token));
  if (!request?.sentAt) return { state: "invalid" };
  if (request.reviewedAt) return { state: "reviewed" };
  if (request.optedOutAt) return { state: "stopped" };
  if (now.getTime() > request.sentAt.getTime() + REVIEW_LINK_DAYS * DAY) {
    return { state: "expired" };
  }
  return { state: "open", request };
}

export const linkMessages = {
  invalid:
    "This review link is not valid. Please use the link in our email exactly as it is, or call us.",
  expired: `This review link has expired: links work for ${REVIEW_LINK_DAYS} days. If you would still like to review your project, please call us and we will send a new one.`,
  reviewed: "We already have your review from this link. Thank you!",
  stopped:
    "You asked us to stop review requests, so this link no longer takes a review. If that was a mistake, please call us.",
} as const;

/** Whether `/review/<token>` names a link that still takes a review (and its photo). */
export async function reviewLinkTakesPhoto(path: string) {
  const token = (path.split("/")[2] ?? "").replace(/\.data$/, "");
  return (await reviewLink(token)).state === "open";
}

/** Stores the customer's review (pending) and tells the owner; null if the link was used meanwhile. */
export async function submitCustomerReview(
  request: ReviewRequestRow,
  input: CustomerReviewInput,
  photoUrl: string | null,
  now = new Date(),
) {
  const review = {
    customerName: shownName(request.customerName),
    rating: input.rating,
    reviewText: input.reviewText,
    serviceType: input.serviceType,
    location: input.location,
    projectDate: newYorkTime(now, "monthYear"),
    photoUrl,
    isPublished: 0,
    pending: 1,
    source: "customer",
  };
  const id = await storeCustomerReview(
    request.id,
    review,
    now,
    async (reviewId) => [
      await newReviewNotification({ id: reviewId, ...review }, request),
    ],
  );
  if (id !== null) kickEmailDrainer();
  return id;
}

/** The opt-out link: no more emails for this request, and no new requests to the address. */
export async function stopReviewEmails(token: string) {
  if (!REVIEW_TOKEN.test(token)) return false;
  return optOutOfRequest(hashReviewToken(token));
}

const day = (date: Date) => newYorkTime(date, "longDay");

/** Where a request stands, in one sentence for the owner. */
export function reviewRequestState(row: ReviewRequestRow) {
  if (row.optedOutAt) {
    return `${row.customerName} asked for no review requests on ${day(row.optedOutAt)}.`;
  }
  if (row.reviewedAt) {
    return `${row.customerName} sent a review on ${day(row.reviewedAt)}; it is on the Reviews page.`;
  }
  if (row.remindedAt) {
    return `Review request sent on ${day(row.sentAt!)} and the reminder on ${day(row.remindedAt)}; no more emails follow.`;
  }
  if (row.sentAt) {
    return `Review request sent on ${day(row.sentAt)}; one reminder follows on ${day(new Date(row.sentAt.getTime() + REMINDER_AFTER_DAYS * DAY))} unless they review or opt out.`;
  }
  return `Project marked finished on ${day(row.createdAt)}; the review request goes out on ${day(row.sendAfter)}.`;
}

const FIGURE_MONTHS = 12;

/** The last 12 New York months ("2026-11"), oldest first, and their figures. */
export async function reviewFigures(now = new Date()) {
  const months = Array.from({ length: FIGURE_MONTHS }, (_, index) => {
    const month = new Date(now);
    month.setUTCDate(15);
    month.setUTCMonth(month.getUTCMonth() - (FIGURE_MONTHS - 1 - index));
    return newYorkTime(month, "isoDay").slice(0, 7);
  });
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  return { months, figures: await reviewRequestFigures(since) };
}
