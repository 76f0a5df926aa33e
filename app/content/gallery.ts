import type { PageHeadCopy } from "./pages.ts";
// Copy of the gallery page.

export const galleryHead: PageHeadCopy = {
  title: "Before & After Gallery",
  description:
    "Before and after photos of kitchens, bathrooms, cabinets, countertops, tile and closets we have remodeled across Rockland, Bergen and the tri-state area.",
};
