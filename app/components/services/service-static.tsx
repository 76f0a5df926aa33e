import { Link } from "react-router";
import { CtaButtons } from "#app/components/services/cta-buttons.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import {
  type ServiceReview,
  ServiceReviews,
} from "#app/components/services/service-proof.tsx";
import {
  IncludesSection,
  MaterialsSection,
  ProcessSection,
  ServiceOverview,
} from "#app/components/services/service-sections.tsx";
import { FaqList } from "#app/components/sections/faq-list.tsx";
import { FinancingBanner } from "#app/components/sections/financing-banner.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import { getServiceDetail } from "#app/content/service-details.ts";
import {
  findService,
  serviceSummaries,
  serviceTrail,
} from "#app/content/services.ts";
import { Heading } from "#app/components/ui/heading.tsx";

// The service page's sections that need no JavaScript, around the one that
// does (the before/after sliders of the related projects). The service route
// renders them as server islands (ADR 0012), so the copy of the six service
// pages is read here from app/content and never ships in the route's code
// or its loader data.

function contentFor(slug: string) {
  const service = findService(slug);
  const detail = service ? getServiceDetail(service.slug) : undefined;
  if (!service || !detail) throw new Error(`No service content for ${slug}`);
  return { service, detail };
}

export function ServiceIntro({ slug }: { slug: string }) {
  const { service, detail } = contentFor(slug);
  return (
    <>
      <PageIntro
        title={service.title}
        lead={service.shortDescription}
        trail={serviceTrail(service)}
      >
        <CtaButtons className="mt-6" />
      </PageIntro>
      <ServiceOverview
        title={service.title}
        description={service.description}
        facts={detail.facts}
      />
      <IncludesSection title={service.title} items={detail.includes} />
      <ProcessSection steps={detail.process} />
      <MaterialsSection items={detail.materials} />
    </>
  );
}

export function ServiceClosing({
  slug,
  reviews,
  reviewCount,
}: {
  slug: string;
  reviews: ServiceReview[];
  reviewCount: number;
}) {
  const { service, detail } = contentFor(slug);
  return (
    <>
      <ServiceReviews
        serviceTitle={service.title}
        serviceSlug={slug}
        reviews={reviews}
        total={reviewCount}
      />
      <FinancingBanner />
      <FaqList items={detail.faqs} headingId="service-faq-heading" />
      <CtaSection
        id="service-cta-heading"
        heading={`Ready to talk about your ${detail.projectNoun}?`}
      >
        Visit our {business().showroomSqFt} sq ft showroom at{" "}
        {fullAddress(business())} ({business().hours.short}), ask for a free
        quote, or call and speak with a designer today.
      </CtaSection>
      <nav
        aria-labelledby="other-services-heading"
        className="mx-auto max-w-5xl px-4 py-12"
      >
        <Heading level={2} look="panel" id="other-services-heading">
          Other services
        </Heading>
        <ul className="mt-4 flex flex-wrap gap-3">
          {serviceSummaries
            .filter((other) => other.slug !== service.slug)
            .map((other) => (
              <li key={other.slug}>
                <Link
                  to={other.href}
                  className="inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-700/40 hover:bg-brand-50"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          <li>
            <Link
              to="/services"
              className="inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-700/40 hover:bg-brand-50"
            >
              All services
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
