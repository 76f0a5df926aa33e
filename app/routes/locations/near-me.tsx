import type { Route } from "./+types/near-me";
import { nearMeHead } from "#app/content/locations.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import {
  NearestTownFinder,
  type ServedTown,
} from "#app/components/locations/nearest-town-finder.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { TownLinks } from "#app/components/ui/town-links.tsx";
import { listCountiesWithCities } from "#app/models/places.server.ts";
import { pageHead } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

export async function loader() {
  const counties = await listCountiesWithCities();
  // Coordinates go to the page so the nearest town is found on the device.
  const towns: ServedTown[] = counties.flatMap((county) =>
    county.cities.flatMap((city) =>
      city.latitude !== null && city.longitude !== null
        ? [
            {
              name: city.name,
              state: county.state,
              href: `/near-me/${county.slug}/${city.slug}`,
              latitude: city.latitude,
              longitude: city.longitude,
            },
          ]
        : [],
    ),
  );
  return { counties, towns };
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = nearMeHead();
  return pageHead(args, { title, description });
};

export default function NearMePage({ loaderData }: Route.ComponentProps) {
  const { title, description } = nearMeHead();
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={trailTo(pages.nearMe)}
      />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <NearestTownFinder towns={loaderData.towns} />
        {loaderData.counties.map((county) => (
          <section
            key={county.slug}
            className="mt-8"
            aria-labelledby={`county-${county.slug}`}
          >
            <h2
              id={`county-${county.slug}`}
              className="text-xl font-bold text-brand-900"
            >
              {county.name}, {county.state}
            </h2>
            <TownLinks county={county} />
          </section>
        ))}
      </div>
    </>
  );
}
