import { and, asc, avg, count, desc, eq, type SQL } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { reviews } from "#app/db/schema.ts";
import { relationshipDisclosure } from "#app/reviews/policy.ts";
import { REVIEWS_PAGE_SIZE } from "#app/reviews/rating.ts";
import { variantUrl } from "#app/utils/media.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

export interface PublicReview {
  id: number;
  customerName: string;
  rating: number;
  serviceType: string | null;
  reviewText: string;
  location: string | null;
  projectDate: string | null;
  /** Only when the reviewer is family or staff (16 CFR 465.5): what to disclose. */
  disclosure?: string;
  /** Only when the customer sent one: the photo, 800 px wide. */
  photoUrl?: string;
}

/** The columns a visitor may see of a published review. */
const publicReviewColumns = {
  id: reviews.id,
  customerName: reviews.customerName,
  rating: reviews.rating,
  serviceType: reviews.serviceType,
  reviewText: reviews.reviewText,
  location: reviews.location,
  projectDate: reviews.projectDate,
};

// SPEC's shape, plus the disclosure on the reviews that need one.
export function publicReviewsFrom(
  rows: Array<
    Omit<PublicReview, "disclosure" | "photoUrl"> & {
      relationship: string | null;
      photo: string | null;
    }
  >,
): PublicReview[] {
  return rows.map(({ relationship, photo, ...review }) => {
    const disclosure = relationshipDisclosure(relationship);
    const photoUrl = photo ? variantUrl(photo, 800, "webp") : null;
    return {
      ...review,
      ...(disclosure ? { disclosure } : {}),
      ...(photoUrl ? { photoUrl } : {}),
    };
  });
}

/** The public columns and the relationship that decides the disclosure. */
export const listedReviewColumns = {
  ...publicReviewColumns,
  relationship: reviews.relationship,
  photo: reviews.photoUrl,
};

async function listPublishedReviewsUncached(): Promise<PublicReview[]> {
  return publicReviewsFrom(
    await getDb()
      .select(listedReviewColumns)
      .from(reviews)
      .where(eq(reviews.isPublished, 1))
      .orderBy(desc(reviews.createdAt), asc(reviews.id)),
  );
}

export interface ReviewsQuery {
  service: string | null;
  rating: number | null;
  page: number;
}

/** One page of /reviews: published reviews, newest first, filtered. */
async function reviewsPageUncached(query: ReviewsQuery) {
  const conditions: SQL[] = [eq(reviews.isPublished, 1)];
  if (query.service) conditions.push(eq(reviews.serviceType, query.service));
  if (query.rating) conditions.push(eq(reviews.rating, query.rating));
  const where = and(...conditions);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select(listedReviewColumns)
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((query.page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  const all = total?.value ?? 0;
  return {
    reviews: publicReviewsFrom(rows),
    total: all,
    pageCount: Math.max(1, Math.ceil(all / REVIEWS_PAGE_SIZE)),
  };
}

export interface SiteRating {
  count: number;
  /** The published reviews' average, unrounded; null without any. */
  average: number | null;
}

/** The site's own rating: computed from the published reviews, never typed in. */
async function siteRatingUncached(): Promise<SiteRating> {
  const [row] = await getDb()
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.isPublished, 1));
  return {
    count: row?.count ?? 0,
    average: row?.average == null ? null : Number(row.average),
  };
}

// A service page shows at most this many reviews.
export const SERVICE_TESTIMONIAL_LIMIT = 3;

/** Published reviews whose service type is the service's title. */
async function listServiceReviewsUncached(
  serviceTitle: string,
  limit: number = SERVICE_TESTIMONIAL_LIMIT,
): Promise<PublicReview[]> {
  const rows = await getDb()
    .select(listedReviewColumns)
    .from(reviews)
    .where(
      and(eq(reviews.isPublished, 1), eq(reviews.serviceType, serviceTitle)),
    )
    .orderBy(desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
  return publicReviewsFrom(rows);
}

async function countServiceReviewsUncached(serviceTitle: string) {
  const [row] = await getDb()
    .select({ value: count() })
    .from(reviews)
    .where(
      and(eq(reviews.isPublished, 1), eq(reviews.serviceType, serviceTitle)),
    );
  return row?.value ?? 0;
}

// Public reads, kept per content version (content-memo.server.ts).
export const listPublishedReviews = memoByContentVersion(
  "listPublishedTestimonials",
  listPublishedReviewsUncached,
);
export const reviewsPage = memoByContentVersion(
  "reviewsPage",
  reviewsPageUncached,
);
export const siteRating = memoByContentVersion(
  "siteRating",
  siteRatingUncached,
);
export const countServiceReviews = memoByContentVersion(
  "countServiceReviews",
  countServiceReviewsUncached,
);
export const listServiceReviews = memoByContentVersion(
  "listServiceTestimonials",
  listServiceReviewsUncached,
);
