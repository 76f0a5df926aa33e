import { Link } from "react-router";
import type { Route } from "./+types/near-me-city";
import { business, telHref } from "#app/content/business.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { getCityInCounty } from "#app/models/places.server.ts";
import { pageHead } from "#app/utils/seo.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const city = await getCityInCounty(params.county, params.city);
  if (!city) throw new Response("Not found", { status: 404 });
  return { city };
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
  const { city } = loaderData;
  const path = `/near-me/${city.countySlug}/${city.citySlug}`;
  return (
    <>
      <PageIntro
        title={`Kitchen & Bath Remodeler Near ${city.cityName}, ${city.state}`}
        lead={`Homeowners in ${city.cityName} and across ${city.countyName} work with our family-owned team for kitchens, baths, cabinets, countertops, tile and closets.`}
        trail={[
          { name: "Home", path: "/" },
          { name: "Near Me", path: "/near-me" },
          { name: city.cityName, path },
        ]}
      />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h2 className="text-2xl font-bold text-brand-900">
          Services in {city.cityName}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {serviceSummaries.map((service) => (
            <li key={service.slug}>
              <Link
                to={service.href}
                className="block rounded-lg border border-black/10 p-4 hover:bg-brand-50"
              >
                <span className="font-semibold text-brand-700">
                  {service.title}
                </span>
                <span className="mt-1 block text-muted">
                  {service.shortDescription}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-lg">
          <Link
            to="/contact"
            className="font-semibold text-brand-700 underline"
          >
            Schedule a showroom visit
          </Link>{" "}
          or call{" "}
          <a href={telHref} className="font-semibold text-brand-700 underline">
            {business.phone.display}
          </a>
          .
        </p>
      </div>
    </>
  );
}
