import {
  ArrowRight,
  BadgePercent,
  CircleCheck,
  MapPin,
  Store,
} from "lucide-react";
import { NumberedSteps } from "#app/components/ui/numbered-steps.tsx";
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import { financingOffer } from "#app/content/home.ts";
import type { DetailItem, ServiceFact } from "#app/content/service-details.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";

function SectionHeading({
  id,
  children,
  lead,
}: {
  id: string;
  children: React.ReactNode;
  lead?: string;
}) {
  return (
    <>
      <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {children}
      </h2>
      {lead ? (
        <p className="mt-2 max-w-3xl text-lg text-muted">{lead}</p>
      ) : null}
    </>
  );
}

/** The service's long description beside its price, timeline and financing. */
export function ServiceOverview({
  title,
  description,
  facts,
}: {
  title: string;
  description: string;
  facts: ServiceFact[];
}) {
  return (
    <section aria-labelledby="overview-heading" className="bg-white">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div>
          <SectionHeading id="overview-heading">
            {title}, designed and built by one team
          </SectionHeading>
          <p className="mt-4 text-lg leading-relaxed text-ink">{description}</p>
          <ul className="mt-6 space-y-3 text-muted">
            <li className="flex gap-3">
              <MapPin
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-700"
              />
              {business().serviceArea.summary}.
            </li>
            <li className="flex gap-3">
              <Store
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-700"
              />
              <span>
                Showroom: {fullAddress(business())}
                <span className="block">{business().hours.short}</span>
              </span>
            </li>
          </ul>
        </div>
        <aside
          aria-labelledby="at-a-glance-heading"
          className="rounded-lg border border-brand-100 bg-brand-50 p-6"
        >
          <h2
            id="at-a-glance-heading"
            className="text-xl font-semibold text-brand-900"
          >
            At a glance
          </h2>
          <dl className="mt-4 space-y-4">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm font-semibold tracking-wide text-muted uppercase">
                  {fact.label}
                </dt>
                <dd className="mt-1 text-lg font-bold text-brand-900">
                  {fact.value}
                </dd>
                {fact.note ? (
                  <dd className="text-sm text-muted">{fact.note}</dd>
                ) : null}
              </div>
            ))}
          </dl>
          <p className="mt-5 flex gap-2 border-t border-brand-100 pt-4 text-sm text-ink">
            <BadgePercent
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700"
            />
            <span>
              Financing: {financingOffer.headline}. {financingOffer.disclaimer}{" "}
              <TextLink to="/financing">See financing options</TextLink>
            </span>
          </p>
        </aside>
      </div>
    </section>
  );
}

export function IncludesSection({
  title,
  items,
}: {
  title: string;
  items: DetailItem[];
}) {
  return (
    <section aria-labelledby="includes-heading" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <SectionHeading
          id="includes-heading"
          lead={`Everything below is part of our ${title.toLowerCase()} service, in one contract with one project lead.`}
        >
          What's included
        </SectionHeading>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.title}
              className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5"
            >
              <h3 className="flex items-start gap-2 text-lg font-semibold text-brand-900">
                <CircleCheck
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-700"
                />
                {item.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ProcessSection({ steps }: { steps: DetailItem[] }) {
  return (
    <section aria-labelledby="process-heading" className="bg-white">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <SectionHeading
          id="process-heading"
          lead="The same steps on every project, so you always know what happens next."
        >
          Our process, from showroom visit to final walkthrough
        </SectionHeading>
        <NumberedSteps steps={steps} look="grid" />
      </div>
    </section>
  );
}

export function MaterialsSection({ items }: { items: DetailItem[] }) {
  return (
    <section aria-labelledby="materials-heading" className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <SectionHeading
          id="materials-heading"
          lead="See and handle every option below in our showroom before you decide."
        >
          Materials and options
        </SectionHeading>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {items.map((item) => (
            <div key={item.title} className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">
                {item.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function ArrowLink({
  to,
  children,
}: {
  to: string;
  children: React.ReactNode;
}) {
  return (
    <TextLink to={to}>
      {children}
      <ArrowRight
        aria-hidden="true"
        className="ml-1 inline size-4 align-[-0.125em]"
      />
    </TextLink>
  );
}
