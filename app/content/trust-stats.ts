import { business } from "#app/business/current.ts";
import { sourceRatingText } from "#app/business/facts.ts";
import type { SiteRatingFigures } from "#app/reviews/rating.ts";

// "on Google, " when the owner named where the rating is from.
const ratingSource = () =>
  business().rating.source ? `on ${business().rating.source}, ` : "";

// The trust stats of docs/product.md, "What the site does and for whom", and what each figure counts (shown in a
// tooltip; the section's own text and the reviews below say it too).
export function trustStats(site: SiteRatingFigures) {
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
    site.average !== null && site.count > 0
      ? {
          id: "rating",
          value: site.average.toFixed(1),
          label: "Average rating",
          note: [
            `from ${site.count.toLocaleString("en-US")} reviews on this site`,
            sourceRatingText(business()),
          ]
            .filter(Boolean)
            .join("; "),
          tip: `The average of the star ratings, 1 to 5, of the ${site.count.toLocaleString("en-US")} reviews customers sent us, computed from the reviews themselves${sourceRatingText(business()) ? `; on ${business().rating.source} it is ${business().rating.value.toFixed(1)}` : ""}. Every review is on our reviews page.`,
        }
      : {
          id: "rating",
          value: business().rating.value.toFixed(1),
          label: "Average rating",
          note: `${ratingSource()}from ${business().rating.count.toLocaleString("en-US")} reviews`,
          tip: `The average of the star ratings, 1 to 5, that ${business().rating.count.toLocaleString("en-US")} customers gave us${business().rating.source ? ` on ${business().rating.source}` : ""}.`,
        },
  ];
}
