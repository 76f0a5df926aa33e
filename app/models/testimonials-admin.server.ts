import { asc, count, desc, eq, ilike, or } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { testimonials } from "#app/db/schema.ts";
import { containing } from "#app/utils/like-pattern.ts";
import type { TestimonialInput } from "#app/reviews/schema.ts";

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export type AdminTestimonial = typeof testimonials.$inferSelect;

/** Every review, newest first as the site shows them, searched and paged. */
export async function listTestimonialsForAdmin(options: {
  search?: string;
  page?: number;
}) {
  const search = options.search?.trim();
  const where = search
    ? or(
        ilike(testimonials.customerName, containing(search)),
        ilike(testimonials.reviewText, containing(search)),
        ilike(testimonials.location, containing(search)),
        ilike(testimonials.serviceType, containing(search)),
      )
    : undefined;
  const page = Math.max(1, options.page ?? 1);
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(testimonials)
      .where(where)
      .orderBy(desc(testimonials.createdAt), asc(testimonials.id))
      .limit(ADMIN_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REVIEWS_PAGE_SIZE),
    db.select({ value: count() }).from(testimonials).where(where),
  ]);
  const all = total?.value ?? 0;
  return {
    reviews: rows,
    total: all,
    page,
    pageCount: Math.max(1, Math.ceil(all / ADMIN_REVIEWS_PAGE_SIZE)),
  };
}

export async function getTestimonial(id: number) {
  const [row] = await getDb()
    .select()
    .from(testimonials)
    .where(eq(testimonials.id, id));
  return row ?? null;
}

export async function createTestimonial(input: TestimonialInput) {
  const [row] = await getDb()
    .insert(testimonials)
    .values(input)
    .returning({ id: testimonials.id });
  return row!.id;
}

export async function updateTestimonial(id: number, input: TestimonialInput) {
  const rows = await getDb()
    .update(testimonials)
    .set(input)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}

export async function setTestimonialPublished(id: number, value: 0 | 1) {
  const rows = await getDb()
    .update(testimonials)
    .set({ isPublished: value })
    .where(eq(testimonials.id, id))
    .returning({ name: testimonials.customerName });
  return rows[0]?.name ?? null;
}

export async function deleteTestimonial(id: number) {
  const rows = await getDb()
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ name: testimonials.customerName });
  return rows[0]?.name ?? null;
}
