import { Link, redirect } from "react-router";
import type { Route } from "./+types/service";
import { CtaButtons } from "#app/components/services/cta-buttons.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import {
  RelatedProjects,
  ServiceTestimonials,
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
import { business, fullAddress } from "#app/content/business.ts";
import { getServiceDetail } from "#app/content/service-details.ts";
import {
  findService,
  findServiceByAlias,
  serviceSummaries,
} from "#app/content/services.ts";
import { listRelatedGalleryProjects } from "#app/models/gallery.server.ts";
import { listServiceTestimonials } from "#app/models/testimonials.server.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { faqPageJsonLd } from "#app/utils/structured-data.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.service;
  const service = findService(slug);
  const detail = service ? getServiceDetail(service.slug) : undefined;
  if (service && detail) {
    const [projects, testimonials] = await Promise.all([
      listRelatedGalleryProjects(service.galleryCategory),
      listServiceTestimonials(service.title),
    ]);
    return { service, detail, projects, testimonials };
  }
  const alias = findServiceByAlias(slug);
  if (alias) throw redirect(alias.href, 301);
  throw new Response("Not found", { status: 404 });
}

function trailFor(service: { title: string; href: string }) {
  return [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: service.title, path: service.href },
  ];
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { service, detail } = args.data;
  const siteUrl = siteUrlFrom(args.matches);
  return pageHead(args, {
    title: `${service.title} in Rockland & Bergen`,
    description: service.shortDescription,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.title,
        description: service.description,
        serviceType: service.title,
        url: siteUrl + service.href,
        provider: {
          "@type": "HomeAndConstructionBusiness",
          name: business.name,
          telephone: business.phone.tel,
          url: siteUrl,
        },
        areaServed: [
          ...business.serviceArea.core,
          ...business.serviceArea.extended,
        ],
      },
      breadcrumbJsonLd(siteUrl, trailFor(service)),
      faqPageJsonLd(detail.faqs),
    ],
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, detail, projects, testimonials } = loaderData;
  return (
    <>
      <PageIntro
        title={service.title}
        lead={service.shortDescription}
        trail={trailFor(service)}
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
      <RelatedProjects
        serviceTitle={service.title}
        category={service.galleryCategory}
        projects={projects}
      />
      <ServiceTestimonials
        serviceTitle={service.title}
        testimonials={testimonials}
      />
      <FinancingBanner />
      <FaqList items={detail.faqs} headingId="service-faq-heading" />
      <CtaSection
        id="service-cta-heading"
        heading={`Ready to talk about your ${detail.projectNoun}?`}
      >
        Visit our {business.showroomSqFt} sq ft showroom at {fullAddress} (
        {business.hours.short}), ask for a free quote, or call and speak with a
        designer today.
      </CtaSection>
      <nav
        aria-labelledby="other-services-heading"
        className="mx-auto max-w-5xl px-4 py-12"
      >
        <h2
          id="other-services-heading"
          className="text-xl font-bold text-brand-900"
        >
          Other services
        </h2>
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
