import { business } from "#app/business/current.ts";
import type { PageHeadCopy } from "./pages.ts";
// Copy of the design inspiration page.

export function designInspirationHead(): PageHeadCopy {
  return {
    title: "Design Inspiration",
    description: `Kitchen and bath design ideas, videos and boards hand-picked by the ${business().name} design team.`,
  };
}
