import { business } from "#app/content/business.ts";

const stats = [
  { id: "years", value: business.yearsInBusiness, label: "Years in business" },
  {
    id: "projects",
    value: business.projectsCompleted,
    label: "Projects completed",
  },
  {
    id: "showroom",
    value: `${business.showroomSqFt} sq ft`,
    label: "Showroom space",
  },
  {
    id: "rating",
    value: business.rating.value.toFixed(1),
    label: "Average rating",
    note: `from ${business.rating.count} reviews`,
  },
];

export function TrustStats() {
  return (
    <section aria-labelledby="trust-stats-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h2
          id="trust-stats-heading"
          className="text-center text-2xl font-bold text-brand-900 sm:text-3xl"
        >
          {business.name} by the numbers
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.id}
              className="flex flex-col items-center rounded-lg border border-brand-100 bg-white p-5 text-center"
            >
              <dt className="text-sm font-medium text-muted sm:text-base">
                {stat.label}
              </dt>
              <dd className="mt-1 text-3xl font-bold text-brand-800 sm:text-4xl">
                {stat.value}
                {stat.note ? (
                  <span className="mt-1 block text-sm font-normal text-muted">
                    {stat.note}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-center text-sm text-muted">
          Founded in {business.foundedYear}, with a team that brings{" "}
          {business.teamExperienceYears} years of combined experience in the
          kitchen and bath trades.
        </p>
      </div>
    </section>
  );
}
