import type { Route } from "./+types/locations";
import { locationsHead } from "#app/content/locations.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { business } from "#app/business/current.ts";
import { directionsUrl, fullAddress } from "#app/business/facts.ts";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { TownLinks } from "#app/components/ui/town-links.tsx";
import { listCountiesWithCities } from "#app/models/places.server.ts";
import { pageHead } from "#app/utils/seo.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

export async function loader() {
  return { counties: await listCountiesWithCities() };
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = locationsHead();
  return pageHead(args, { title, description });
};

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const { title, description } = locationsHead();
  const states = ["NY", "NJ", "CT"] as const;
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={trailTo(pages.locations)}
      />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <p className="text-lg">
          Showroom:{" "}
          <TextLink
            to={directionsUrl(business())}
            target="_blank"
            rel="noopener noreferrer"
          >
            {fullAddress(business())}
            <span className="sr-only"> (directions open in a new tab)</span>
          </TextLink>
        </p>
        {states.map((state) => {
          const inState = loaderData.counties.filter(
            (county) => county.state === state,
          );
          if (inState.length === 0) return null;
          return (
            <section
              key={state}
              className="mt-10"
              aria-labelledby={`state-${state}`}
            >
              <h2
                id={`state-${state}`}
                className="text-2xl font-bold text-brand-900"
              >
                {state === "NY"
                  ? "New York"
                  : state === "NJ"
                    ? "New Jersey"
                    : "Connecticut"}
              </h2>
              <div className="mt-4 grid gap-6 sm:grid-cols-2">
                {inState.map((county) => (
                  <div
                    key={county.slug}
                    id={county.slug}
                    className="scroll-mt-24 rounded-lg border border-black/10 p-5"
                  >
                    <h3 className="text-xl font-semibold">
                      {county.name}
                      {county.tier === "core" ? (
                        <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-sm font-medium text-brand-800">
                          Core service area
                        </span>
                      ) : (
                        <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800">
                          Extended service area
                        </span>
                      )}
                    </h3>
                    <TownLinks county={county} />
                  </div>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
