import { Link, redirect } from "react-router";
import type { Route } from "./+types/location-service";
import { NearbyTowns } from "#app/components/locations/nearby-towns.tsx";
import { PlaceFacts } from "#app/components/locations/place-facts.tsx";
import { PlainText } from "#app/components/locations/plain-text.tsx";
import { CtaButtons } from "#app/components/services/cta-buttons.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import { ServiceTestimonials } from "#app/components/services/service-proof.tsx";
import { LocalProjects } from "#app/components/locations/local-projects.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { fullAddress } from "#app/content/business.ts";
import { findService, findServiceByAlias } from "#app/content/services.ts";
import {
  getPublishedLocationPage,
  listLocalProof,
  listNearbyPages,
} from "#app/models/location-pages.server.ts";
import { milesFromShowroom } from "#app/utils/geo.ts";
import { locationPageUrl } from "#app/utils/location-page-content.ts";
import { parsePlainMarkdown } from "#app/utils/plain-markdown.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { faqPageJsonLd } from "#app/utils/structured-data.ts";
import {
  locationJsonLd,
  locationTrail,
} from "#app/utils/location-structured-data.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const county = params.county.toLowerCase();
  const city = params.city.toLowerCase();
  const requested = params.service.toLowerCase();
  const service = findServiceByAlias(requested)?.slug ?? requested;
  const page = await getPublishedLocationPage(county, city, service);
  if (!page) throw new Response("Not found", { status: 404 });
  // Upper-case, trailing-slash and alias spellings of a page that exists
  // answer 301 to its one lower-case URL; the query string goes along.
  const canonical = locationPageUrl(
    page.countySlug,
    page.citySlug,
    page.serviceSlug,
  );
  const url = new URL(request.url);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);

  const from =
    page.latitude !== null && page.longitude !== null
      ? { latitude: page.latitude, longitude: page.longitude }
      : null;
  const summary = findService(page.serviceSlug);
  const [nearby, proof] = await Promise.all([
    from ? listNearbyPages(from, page.serviceId, page.url) : [],
    listLocalProof({
      town: `${page.cityName}, ${page.state}`,
      from,
      galleryCategory: summary?.galleryCategory,
      serviceName: page.serviceName,
    }),
  ]);
  const blocks = parsePlainMarkdown(page.content);
  const lead = blocks[0]?.kind === "p" ? blocks[0].text : null;
  return {
    page,
    lead: lead ?? page.metaDescription,
    blocks: lead ? blocks.slice(1) : blocks,
    serviceHref: summary?.href ?? "/services",
    miles: from ? milesFromShowroom(from) : null,
    nearby,
    ...proof,
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { page, blocks } = args.data;
  const siteUrl = siteUrlFrom(args.matches);
  const faqs = blocks.flatMap((block, index) => {
    const next = blocks[index + 1];
    return block.kind === "h3" && next?.kind === "p"
      ? [{ question: block.text, answer: next.text }]
      : [];
  });
  return pageHead(args, {
    title: page.title,
    description: page.metaDescription,
    canonicalPath: page.canonicalUrl?.startsWith("/")
      ? page.canonicalUrl
      : page.url,
    keywords: page.keywords ?? undefined,
    image: page.imageUrl ?? undefined,
    jsonLd: [
      locationJsonLd(siteUrl, page),
      breadcrumbJsonLd(siteUrl, locationTrail(page)),
      ...(faqs.length > 0 ? [faqPageJsonLd(faqs)] : []),
    ],
  });
};

export default function LocationServicePage({
  loaderData,
}: Route.ComponentProps) {
  const { page, blocks, miles, nearby, projects, testimonials } = loaderData;
  const town = page.cityName;
  const serviceLower = page.serviceName.toLowerCase();
  return (
    <>
      <PageIntro
        title={page.h1}
        lead={loaderData.lead}
        trail={locationTrail(page)}
      >
        <CtaButtons className="mt-6" />
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <PlaceFacts
          town={town}
          miles={miles}
          driveMinutes={page.driveMinutes}
          permitOffice={page.permitOffice}
        />
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
          <article>
            <PlainText blocks={blocks} />
          </article>
          {page.imageUrl ? (
            <figure className="self-start">
              <Picture
                src={page.imageUrl}
                alt={page.imageAlt ?? ""}
                sizes="(min-width: 1024px) 288px, calc(100vw - 2rem)"
                className="rounded-lg"
              />
              <figcaption className="mt-2 text-sm text-muted">
                {page.imageAlt}
              </figcaption>
            </figure>
          ) : null}
        </div>
        <p className="mt-10 text-lg">
          <Link
            to={loaderData.serviceHref}
            className="font-semibold text-brand-700 underline"
          >
            How our {serviceLower} service works
          </Link>
          : what is included, the steps, materials and prices.
        </p>
      </div>
      <LocalProjects
        town={town}
        serviceName={page.serviceName}
        projects={projects}
      />
      <ServiceTestimonials
        serviceTitle={page.serviceName}
        testimonials={testimonials}
        heading={`What homeowners near ${town} say`}
      />
      <NearbyTowns
        heading={`${page.serviceName} near ${town}`}
        serviceName={page.serviceName}
        pages={nearby}
      />
      <CtaSection
        id="location-cta-heading"
        heading={`Start your ${town} ${serviceLower} project`}
      >
        See samples at {fullAddress}, or have us quote at your {town}
        home.{" "}
        <Link to="/financing" className="font-semibold underline">
          Financing
        </Link>{" "}
        is available, subject to credit approval.
      </CtaSection>
    </>
  );
}
