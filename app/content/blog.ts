import { business } from "#app/business/current.ts";
import type { PageHeadCopy } from "./pages.ts";
// Copy of the blog and news listings.

export const blogsHead: PageHeadCopy = {
  title: "Remodeling Blog",
  description:
    "Practical kitchen and bathroom remodeling advice for homeowners in Rockland, Bergen and across New York, New Jersey and Connecticut: permits, costs, materials and planning.",
};

export function newsHead(): PageHeadCopy {
  return {
    title: "Company News",
    description: `Showroom events, awards, community work and our support for breast cancer awareness: news from ${business().name} in Congers, NY.`,
  };
}
