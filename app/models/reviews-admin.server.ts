import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
} from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { reviewSeeds } from "#app/db/seed/data/reviews.ts";
import { reviews } from "#app/db/schema.ts";
import { containing } from "#app/utils/like-pattern.ts";
import type { ReviewInput } from "#app/reviews/schema.ts";
import type {
  AdminReviewStatus,
  DeclineReason,
  Relationship,
} from "#app/reviews/policy.ts";

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

const STATUS_WHERE = {
  pending: eq(reviews.pending, 1),
  published: eq(reviews.isPublished, 1),
  declined: isNotNull(reviews.declinedReason),
  hidden: and(
    eq(reviews.isPublished, 0),
    eq(reviews.pending, 0),
    isNull(reviews.declinedReason),
  ),
} satisfies Record<AdminReviewStatus, unknown>;

export type AdminReview = typeof reviews.$inferSelect;

/** Every review, newest first as the site shows them, searched and paged. */
export async function listReviewsForAdmin(options: {
  search?: string;
  page?: number;
  status?: AdminReviewStatus | null;
}) {
  const search = options.search?.trim();
  const where = and(
    search
      ? or(
          ilike(reviews.customerName, containing(search)),
          ilike(reviews.reviewText, containing(search)),
          ilike(reviews.location, containing(search)),
          ilike(reviews.serviceType, containing(search)),
        )
      : undefined,
    options.status ? STATUS_WHERE[options.status] : undefined,
  );
  const page = Math.max(1, options.page ?? 1);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(ADMIN_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REVIEWS_PAGE_SIZE),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  const all = total?.value ?? 0;
  return {
    reviews: rows,
    total: all,
    page,
    pageCount: Math.max(1, Math.ceil(all / ADMIN_REVIEWS_PAGE_SIZE)),
  };
}

export async function getReview(id: number) {
  const [row] = await getDb().select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

export async function createReview(input: ReviewInput) {
  const [row] = await getDb()
    .insert(reviews)
    .values(input)
    .returning({ id: reviews.id });
  return row!.id;
}

export async function updateReview(id: number, input: ReviewInput) {
  const rows = await getDb()
    .update(reviews)
    .set(input)
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Publishing also settles a waiting or declined review: it is decided. */
export async function setReviewPublished(id: number, value: 0 | 1) {
  const rows = await getDb()
    .update(reviews)
    .set(
      value
        ? { isPublished: 1, pending: 0, declinedReason: null }
        : { isPublished: 0 },
    )
    .where(eq(reviews.id, id))
    .returning({ name: reviews.customerName });
  return rows[0]?.name ?? null;
}

export async function deleteReview(id: number) {
  const rows = await getDb()
    .delete(reviews)
    .where(eq(reviews.id, id))
    .returning({ name: reviews.customerName });
  return rows[0]?.name ?? null;
}

/** Declines a review for one of the policy's reasons, which it keeps. */
export async function declineReview(id: number, reason: DeclineReason) {
  const rows = await getDb()
    .update(reviews)
    .set({ isPublished: 0, pending: 0, declinedReason: reason })
    .where(eq(reviews.id, id))
    .returning({ name: reviews.customerName });
  return rows[0]?.name ?? null;
}

/** Marks the reviewer as family or staff (or neither): the review discloses it. */
export async function setReviewRelationship(
  id: number,
  relationship: Relationship | null,
) {
  const rows = await getDb()
    .update(reviews)
    .set({ relationship })
    .where(eq(reviews.id, id))
    .returning({ name: reviews.customerName });
  return rows[0]?.name ?? null;
}

/** How many reviews wait for the owner's decision. */
export async function countPendingReviews() {
  const [row] = await getDb()
    .select({ value: count() })
    .from(reviews)
    .where(eq(reviews.pending, 1));
  return row?.value ?? 0;
}

// The demo's reviews, as the seed wrote them: an owner going live removes
// them (invented reviews must not stay up, 16 CFR 465.2). Each seeded text
// is unique, and an owner's review is never a customer's.
const isDemoReview = and(
  eq(reviews.source, "owner"),
  inArray(
    reviews.reviewText,
    reviewSeeds.map((seed) => seed.reviewText),
  ),
);

export async function countDemoReviews() {
  const [row] = await getDb()
    .select({ value: count() })
    .from(reviews)
    .where(isDemoReview);
  return row?.value ?? 0;
}

export async function deleteDemoReviews() {
  const rows = await getDb()
    .delete(reviews)
    .where(isDemoReview)
    .returning({ id: reviews.id });
  return rows.length;
}
