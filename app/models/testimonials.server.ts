import { asc, desc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { testimonials } from "#app/db/schema.ts";

export interface PublicTestimonial {
  id: number;
  customerName: string;
  rating: number;
  serviceType: string | null;
  reviewText: string;
  location: string | null;
  projectDate: string | null;
}

export async function listPublishedTestimonials(): Promise<
  PublicTestimonial[]
> {
  return getDb()
    .select({
      id: testimonials.id,
      customerName: testimonials.customerName,
      rating: testimonials.rating,
      serviceType: testimonials.serviceType,
      reviewText: testimonials.reviewText,
      location: testimonials.location,
      projectDate: testimonials.projectDate,
    })
    .from(testimonials)
    .where(eq(testimonials.isPublished, 1))
    .orderBy(desc(testimonials.createdAt), asc(testimonials.id));
}
