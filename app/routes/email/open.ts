import type { Route } from "./+types/open";
import { recordOpen } from "#app/campaigns/tracking.server.ts";

// GET /e/o/<token>: the newsletter's open image, a transparent 1x1 GIF.
const PIXEL = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await recordOpen(
    params.token,
    request.headers.get("User-Agent"),
  );
  if (!found) {
    return new Response("Not found.", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  }
  return new Response(PIXEL, {
    headers: {
      "Content-Type": "image/gif",
      "Content-Length": String(PIXEL.length),
      // Every open is a request: no cache may answer for the server.
      "Cache-Control": "no-store, private",
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
}
