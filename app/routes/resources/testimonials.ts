import { listPublishedTestimonials } from "#app/models/testimonials.server.ts";

// GET /api/testimonials (SPEC section 7): the published reviews. Caches
// must ask again every time: a review the owner hides is gone on the next
// request, not five minutes later.
export async function loader() {
  return Response.json(await listPublishedTestimonials(), {
    headers: { "Cache-Control": "no-cache" },
  });
}
