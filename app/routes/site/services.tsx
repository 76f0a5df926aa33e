import { CircleCheck } from "lucide-react";
import type { Route } from "./+types/services";
import { pages, trailTo } from "#app/content/pages.ts";
import { CtaButtons } from "#app/components/services/cta-buttons.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import {
  ServiceOverviewCard,
  type ServiceOverviewItem,
} from "#app/components/services/service-overview-card.tsx";
import { FinancingBanner } from "#app/components/sections/financing-banner.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import { story } from "#app/content/home.ts";
import { getServiceDetail } from "#app/content/service-details.ts";
import { serviceSummaries, servicesHead } from "#app/content/services.ts";
import { getCategoryCoverImages } from "#app/models/gallery.server.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";
import { Heading } from "#app/components/ui/heading.tsx";

export const headers = sharedPageHeaders;

const { title, description } = servicesHead;
const trail = trailTo(pages.services);
const HIGHLIGHT_COUNT = 3;

export async function loader() {
  const covers = await getCategoryCoverImages();
  const services: ServiceOverviewItem[] = serviceSummaries.map((service) => {
    const detail = getServiceDetail(service.slug);
    // The first figure worth a glance: a price range, or else a timeline.
    const fact = detail?.facts.find((item) => item.label !== "Pricing");
    return {
      slug: service.slug,
      title: service.title,
      href: service.href,
      shortDescription: service.shortDescription,
      highlights: (detail?.includes ?? [])
        .slice(0, HIGHLIGHT_COUNT)
        .map((item) => item.title),
      keyFact: fact ? `${fact.label}: ${fact.value}` : null,
      cover: covers[service.galleryCategory] ?? null,
    };
  });
  return { services };
}

export const meta: Route.MetaFunction = (args) => {
  const siteUrl = siteUrlFrom(args.matches);
  return pageHead(args, {
    title,
    description,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, trail),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: title,
        itemListElement: serviceSummaries.map((service, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: service.title,
          url: siteUrl + service.href,
        })),
      },
    ],
  });
};

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={title} lead={description} trail={trail}>
        <CtaButtons className="mt-6" />
      </PageIntro>
      <div className="bg-slate-50">
        <ul className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service, index) => (
            <li key={service.slug}>
              <ServiceOverviewCard service={service} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="one-team-heading" className="bg-white">
        <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 md:grid-cols-2 md:gap-12">
          <div>
            <Heading level={2} look="section" id="one-team-heading">
              One team from showroom to final walkthrough
            </Heading>
            <p className="mt-4 text-lg leading-relaxed text-muted">
              Whether you need a whole new kitchen or a closet system, you work
              with the same family-owned company from the first showroom visit
              to the final walkthrough: {business().projectsCompleted} projects
              and {business().yearsInBusiness} years in business, with no
              hand-off between a salesperson, a designer and a crew you have
              never met.
            </p>
          </div>
          <div>
            <h2 className="text-xl font-semibold text-brand-900">
              {story().promise.heading}
            </h2>
            <ul className="mt-4 space-y-3">
              {(story().promise.bullets ?? []).map((bullet) => (
                <li key={bullet} className="flex gap-3 text-ink">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                  />
                  {bullet}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <FinancingBanner />
      <CtaSection
        id="services-cta-heading"
        heading="Not sure where to start?"
        tone="light"
      >
        Visit our {business().showroomSqFt} sq ft showroom at{" "}
        {fullAddress(business())} ({business().hours.short}). A designer will
        walk you through the options and a realistic budget, with no obligation.
      </CtaSection>
    </>
  );
}
