import { business } from "#app/business/current.ts";

// The trust stats of docs/product.md, "What the site does and for whom", and what each figure counts (shown in a
// tooltip; the section's own text and the reviews below say it too).
export function trustStats() {
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
    {
      id: "rating",
      value: business().rating.value.toFixed(1),
      label: "Average rating",
      note: `from ${business().rating.count} reviews`,
      tip: `The average of the star ratings, 1 to 5, in ${business().rating.count} customer reviews. Some of those reviews are shown below.`,
    },
  ];
}
