import type { Route } from "./+types/click";
import { recordClick } from "#app/campaigns/tracking.server.ts";

// GET /e/c/<token>/<n>: a newsletter link. The target is the campaign's
// stored link n, never anything from the URL, so this is no open
// redirect; anything else is a 404 with no Location.
export async function loader({ params }: Route.LoaderArgs) {
  const target = await recordClick(params.token, params.link);
  if (!target) {
    return new Response("This link is not valid.", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
    });
  }
  return new Response(null, {
    status: 302,
    headers: {
      Location: target,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
