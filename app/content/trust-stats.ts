import { business } from "#app/business/current.ts";
import type { RatingStat } from "#app/reviews/rating.ts";

// The trust stats of docs/product.md, "What the site does and for whom", and what each figure counts (shown in a
// tooltip; the section's own text and the reviews below say it too).
export interface TrustStat {
  id: string;
  value: string;
  label: string;
  tip: string;
  note?: string;
}

export function trustStats(rating: RatingStat): TrustStat[] {
  return [
    {
      id: "years",
      value: business().yearsInBusiness,
      label: "Years in business",
      tip: `Counted from ${business().foundedYear}, when we opened in ${business().address.city}. Our team's combined experience in the trades is longer: ${business().teamExperienceYears} years.`,
    },
    {
      id: "projects",
      value: business().projectsCompleted,
      label: "Projects completed",
      tip: `Kitchens, bathrooms, cabinets, countertops, tile and closets we have finished since ${business().foundedYear}.`,
    },
    {
      id: "showroom",
      value: `${business().showroomSqFt} sq ft`,
      label: "Showroom space",
      tip: `Square feet of kitchen and bath displays, cabinets, countertops and tile to see at our ${business().address.city} showroom.`,
    },
    { id: "rating", label: "Average rating", ...rating },
  ];
}
