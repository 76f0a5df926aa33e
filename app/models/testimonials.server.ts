import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { testimonials } from "#app/db/schema.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

export interface PublicTestimonial {
  id: number;
  customerName: string;
  rating: number;
  serviceType: string | null;
  reviewText: string;
  location: string | null;
  projectDate: string | null;
}

/** The columns a visitor may see of a published review. */
export const publicTestimonialColumns = {
  id: testimonials.id,
  customerName: testimonials.customerName,
  rating: testimonials.rating,
  serviceType: testimonials.serviceType,
  reviewText: testimonials.reviewText,
  location: testimonials.location,
  projectDate: testimonials.projectDate,
};

async function listPublishedTestimonialsUncached(): Promise<
  PublicTestimonial[]
> {
  return getDb()
    .select(publicTestimonialColumns)
    .from(testimonials)
    .where(eq(testimonials.isPublished, 1))
    .orderBy(desc(testimonials.createdAt), asc(testimonials.id));
}

// A service page shows at most this many reviews.
export const SERVICE_TESTIMONIAL_LIMIT = 3;

/** Published reviews whose service type is the service's title. */
async function listServiceTestimonialsUncached(
  serviceTitle: string,
  limit: number = SERVICE_TESTIMONIAL_LIMIT,
): Promise<PublicTestimonial[]> {
  return getDb()
    .select(publicTestimonialColumns)
    .from(testimonials)
    .where(
      and(
        eq(testimonials.isPublished, 1),
        eq(testimonials.serviceType, serviceTitle),
      ),
    )
    .orderBy(
      desc(testimonials.rating),
      desc(testimonials.createdAt),
      asc(testimonials.id),
    )
    .limit(limit);
}

// Public reads, kept per content version (content-memo.server.ts).
export const listPublishedTestimonials = memoByContentVersion(
  "listPublishedTestimonials",
  listPublishedTestimonialsUncached,
);
export const listServiceTestimonials = memoByContentVersion(
  "listServiceTestimonials",
  listServiceTestimonialsUncached,
);
