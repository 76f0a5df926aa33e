import { Link, redirect } from "react-router";
import type { Route } from "./+types/near-me-city";
import { PlaceFacts } from "#app/components/locations/place-facts.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import { FinancingBanner } from "#app/components/sections/financing-banner.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import { listPublishedPagesInCity } from "#app/models/location-pages.server.ts";
import { getCityInCounty } from "#app/models/places.server.ts";
import { milesFromShowroom } from "#app/utils/geo.ts";
import { listPhrase } from "#app/locations/page-content.ts";
import { pageHead } from "#app/utils/seo.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  const [city, pages] = await Promise.all([
    getCityInCounty(params.county.toLowerCase(), params.city.toLowerCase()),
    listPublishedPagesInCity(
      params.county.toLowerCase(),
      params.city.toLowerCase(),
    ),
  ]);
  if (!city) throw new Response("Not found", { status: 404 });
  const canonical = `/near-me/${city.countySlug}/${city.citySlug}`;
  const url = new URL(request.url);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const miles =
    city.latitude !== null && city.longitude !== null
      ? milesFromShowroom({
          latitude: city.latitude,
          longitude: city.longitude,
        })
      : null;
  return { city, pages, miles };
}

export const meta: Route.MetaFunction = (args) => {
  const city = args.data?.city;
  if (!city) return [];
  return pageHead(args, {
    title: `Kitchen & Bath Remodeler Near ${city.cityName}, ${city.state}`,
    description: `Kitchen and bathroom remodeling, cabinets, countertops, tile and closets for homeowners in ${city.cityName}, ${city.countyName}, ${city.state}, from our showroom in Congers, NY.`,
  });
};

export default function NearMeCityPage({ loaderData }: Route.ComponentProps) {
  const { city, pages, miles } = loaderData;
  const path = `/near-me/${city.countySlug}/${city.citySlug}`;
  const neighborhoods = city.neighborhoods ?? [];
  return (
    <>
      <PageIntro
        title={`Kitchen & Bath Remodeler Near ${city.cityName}, ${city.state}`}
        lead={`Homeowners in ${city.cityName}${neighborhoods.length > 0 ? `, from ${listPhrase(neighborhoods)},` : ""} and across ${city.countyName} work with our family-owned team for kitchens, baths, cabinets, countertops, tile and closets.`}
        trail={[
          { name: "Home", path: "/" },
          { name: "Near Me", path: "/near-me" },
          { name: city.cityName, path },
        ]}
      />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <PlaceFacts
          town={city.cityName}
          miles={miles}
          driveMinutes={city.driveMinutes}
        />
        <h2 className="mt-10 text-2xl font-bold text-brand-900">
          Services in {city.cityName}
        </h2>
        {pages.length > 0 ? (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {pages.map((page) => (
              <li key={page.url}>
                <Link
                  to={page.url}
                  className="block rounded-lg border border-black/10 p-4 hover:bg-brand-50"
                >
                  <span className="font-semibold text-brand-700">
                    {page.serviceName} in {city.cityName}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-lg">
            Our {city.cityName} pages are being updated. Every service on{" "}
            <TextLink to="/services" tone="inline">
              our services page
            </TextLink>{" "}
            is available here.
          </p>
        )}
      </div>
      <FinancingBanner />
      <CtaSection id="near-me-cta-heading" heading="Talk to a designer">
        Visit our {business().showroomSqFt} sq ft showroom at{" "}
        {fullAddress(business())} ({business().hours.short}), ask for a free
        quote at your {city.cityName} home, or call us today.
      </CtaSection>
    </>
  );
}
