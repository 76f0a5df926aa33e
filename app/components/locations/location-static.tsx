import { Link } from "react-router";
import type { Route } from "../../routes/locations/+types/location-service";
import { NearbyTowns } from "#app/components/locations/nearby-towns.tsx";
import { PlaceFacts } from "#app/components/locations/place-facts.tsx";
import { PlainText } from "#app/components/locations/plain-text.tsx";
import { CtaButtons } from "#app/components/services/cta-buttons.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import { ServiceReviews } from "#app/components/services/service-proof.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import { locationTrail } from "#app/locations/structured-data.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";

// A location page's sections that need no JavaScript, before and after the
// one that does (the local projects' before/after sliders). The route
// renders them as server islands (ADR 0012).

type LocationData = Route.ComponentProps["loaderData"];

export function LocationIntro({
  page,
  lead,
  blocks,
  miles,
  serviceHref,
}: Pick<LocationData, "page" | "lead" | "blocks" | "miles" | "serviceHref">) {
  const town = page.cityName;
  const serviceLower = page.serviceName.toLowerCase();
  return (
    <>
      <PageIntro title={page.h1} lead={lead} trail={locationTrail(page)}>
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
          <TextLink to={serviceHref}>
            How our {serviceLower} service works
          </TextLink>
          : what is included, the steps, materials and prices.
        </p>
      </div>
    </>
  );
}

export function LocationClosing({
  page,
  nearby,
  reviews,
}: Pick<LocationData, "page" | "nearby" | "reviews">) {
  const town = page.cityName;
  const serviceLower = page.serviceName.toLowerCase();
  return (
    <>
      <ServiceReviews
        serviceTitle={page.serviceName}
        serviceSlug={page.serviceSlug}
        reviews={reviews}
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
        See samples at {fullAddress(business())}, or have us quote at your{" "}
        {town}
        home.{" "}
        <Link to="/financing" className="font-semibold underline">
          Financing
        </Link>{" "}
        is available, subject to credit approval.
      </CtaSection>
    </>
  );
}
