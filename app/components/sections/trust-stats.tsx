import { InfoTip, InfoTipGroup } from "#app/components/ui/info-tip.tsx";
import { business } from "#app/business/current.ts";
import { trustStats } from "#app/content/trust-stats.ts";
import type { RatingStat } from "#app/reviews/rating.ts";

export function TrustStats({ rating }: { rating: RatingStat }) {
  return (
    <section aria-labelledby="trust-stats-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h2
          id="trust-stats-heading"
          className="text-center text-2xl font-bold text-brand-900 sm:text-3xl"
        >
          {business().name} by the numbers
        </h2>
        <InfoTipGroup>
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {trustStats(rating).map((stat) => (
              <div
                key={stat.id}
                className="flex flex-col items-center rounded-lg border border-brand-100 bg-white p-5 text-center"
              >
                <dt className="flex items-center gap-1 text-sm font-medium text-muted sm:text-base">
                  {stat.label}
                  <InfoTip
                    id={stat.id}
                    label={`About ${stat.label.toLowerCase()}`}
                    text={stat.tip}
                  />
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
        </InfoTipGroup>
        <p className="mt-6 text-center text-sm text-muted">
          Founded in {business().foundedYear}, with a team that brings{" "}
          {business().teamExperienceYears} years of combined experience in the
          kitchen and bath trades.
        </p>
      </div>
    </section>
  );
}
