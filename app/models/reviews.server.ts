import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { reviews } from "#app/db/schema.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

export interface PublicReview {
  id: number;
  customerName: string;
  rating: number;
  serviceType: string | null;
  reviewText: string;
  location: string | null;
  projectDate: string | null;
}

/** The columns a visitor may see of a published review. */
export const publicReviewColumns = {
  id: reviews.id,
  customerName: reviews.customerName,
  rating: reviews.rating,
  serviceType: reviews.serviceType,
  reviewText: reviews.reviewText,
  location: reviews.location,
  projectDate: reviews.projectDate,
};

async function listPublishedReviewsUncached(): Promise<PublicReview[]> {
  return getDb()
    .select(publicReviewColumns)
    .from(reviews)
    .where(eq(reviews.isPublished, 1))
    .orderBy(desc(reviews.createdAt), asc(reviews.id));
}

// A service page shows at most this many reviews.
export const SERVICE_TESTIMONIAL_LIMIT = 3;

/** Published reviews whose service type is the service's title. */
async function listServiceReviewsUncached(
  serviceTitle: string,
  limit: number = SERVICE_TESTIMONIAL_LIMIT,
): Promise<PublicReview[]> {
  return getDb()
    .select(publicReviewColumns)
    .from(reviews)
    .where(
      and(eq(reviews.isPublished, 1), eq(reviews.serviceType, serviceTitle)),
    )
    .orderBy(desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
}

// Public reads, kept per content version (content-memo.server.ts).
export const listPublishedReviews = memoByContentVersion(
  "listPublishedTestimonials",
  listPublishedReviewsUncached,
);
export const listServiceReviews = memoByContentVersion(
  "listServiceTestimonials",
  listServiceReviewsUncached,
);
