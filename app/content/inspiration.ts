import { business } from "./business.ts";
import type { PageHeadCopy } from "./pages.ts";
// Copy of the design inspiration page.

export const designInspirationHead: PageHeadCopy = {
  title: "Design Inspiration",
  description: `Kitchen and bath design ideas, videos and boards hand-picked by the ${business.name} design team.`,
};
