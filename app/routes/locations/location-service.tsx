import type { Route } from "./+types/location-service";

// County/city/service landing pages arrive with the local SEO issue; until
// one is published, every such path is a 404.
export function loader(_: Route.LoaderArgs) {
  throw new Response("Not found", { status: 404 });
}

export default function LocationServicePage() {
  return null;
}
