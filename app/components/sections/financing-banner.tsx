import { ArrowRight, BadgePercent } from "lucide-react";
import { Link } from "react-router";
import { financingOffer } from "#app/content/home.ts";

export function FinancingBanner() {
  return (
    <section
      aria-labelledby="financing-banner-heading"
      className="bg-brand-800"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 text-white md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <BadgePercent
            aria-hidden="true"
            className="mt-1 size-8 shrink-0 text-brand-100"
          />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
              Remodeling financing
            </p>
            <h2
              id="financing-banner-heading"
              className="mt-1 text-2xl font-bold sm:text-3xl"
            >
              {financingOffer.headline}
            </h2>
            <p className="mt-2 text-brand-100">
              Spread the cost of your new kitchen or bath into predictable
              monthly payments. {financingOffer.disclaimer}
            </p>
          </div>
        </div>
        <Link
          to="/financing"
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-100 focus-visible:outline-white"
        >
          View financing options
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
