import { listPublishedTestimonials } from "#app/models/testimonials.server.ts";

// GET /api/testimonials (SPEC section 7): the published reviews.
export async function loader() {
  return Response.json(await listPublishedTestimonials(), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
