import { business } from "#app/business/current.ts";
import type { PageHeadCopy } from "./pages.ts";
// Copy of the service-area pages: /locations and /near-me.

export function locationsHead(): PageHeadCopy {
  return {
    title: "Areas We Serve",
    description: `${business().serviceArea.summary}. Find your county and town, and plan a visit to our Congers, NY showroom.`,
  };
}

export function nearMeHead(): PageHeadCopy {
  return {
    title: "Kitchen & Bath Remodeler Near Me",
    description: `Looking for a kitchen or bathroom remodeler near you? ${business().serviceArea.summary}. Pick your town to see our services there.`,
  };
}
