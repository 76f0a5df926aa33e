import { listPublishedReviews } from "#app/models/reviews.server.ts";

// GET /api/testimonials (docs/product.md, "Calls"): the published reviews. Caches
// must ask again every time: a review the owner hides is gone on the next
// request, not five minutes later.
export async function loader() {
  return Response.json(await listPublishedReviews(), {
    headers: { "Cache-Control": "no-cache" },
  });
}
