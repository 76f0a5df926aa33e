import { redirect } from "react-router";
import type { Route } from "./+types/location-service";
import { LocalProjects } from "#app/components/locations/local-projects.tsx";
import { serverIsland } from "#app/components/ui/server-island.tsx";
import { findService, findServiceByAlias } from "#app/content/services.ts";
import {
  getPublishedLocationPage,
  isRetiredLocationPage,
  listLocalProof,
  listNearbyPages,
} from "#app/models/location-pages.server.ts";
import { milesFromShowroom } from "#app/utils/geo.ts";
import { locationPageUrl } from "#app/locations/page-content.ts";
import {
  locationJsonLd,
  locationTrail,
} from "#app/locations/structured-data.ts";
import { parsePlainMarkdown } from "#app/utils/plain-markdown.ts";
import { breadcrumbJsonLd, pageHead } from "#app/utils/seo.ts";
import { faqPageJsonLd } from "#app/utils/structured-data.ts";
import { setStructuredData } from "#app/utils/structured-data.server.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const county = params.county.toLowerCase();
  const city = params.city.toLowerCase();
  const requested = params.service.toLowerCase();
  const service = findServiceByAlias(requested)?.slug ?? requested;
  const page = await getPublishedLocationPage(county, city, service);
  if (!page) {
    // A service the business stopped offering: gone for good, so search
    // engines drop the page rather than retry it.
    if (await isRetiredLocationPage(county, city, service)) {
      throw new Response("We no longer offer this service here.", {
        status: 410,
      });
    }
    throw new Response("Not found", { status: 404 });
  }
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
  // Built here, not in meta, so the builders stay on the server (ADR 0012).
  const faqs = blocks.flatMap((block, index) => {
    const next = blocks[index + 1];
    return block.kind === "h3" && next?.kind === "p"
      ? [{ question: block.text, answer: next.text }]
      : [];
  });
  setStructuredData(context, [
    locationJsonLd(context.siteOrigin, page),
    breadcrumbJsonLd(context.siteOrigin, locationTrail(page)),
    ...(faqs.length > 0 ? [faqPageJsonLd(faqs)] : []),
  ]);
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
  const { page } = args.data;
  return pageHead(args, {
    title: page.title,
    description: page.metaDescription,
    canonicalPath: page.canonicalUrl?.startsWith("/")
      ? page.canonicalUrl
      : page.url,
    keywords: page.keywords ?? undefined,
    image: page.imageUrl ?? undefined,
  });
};

// Everything but the local projects' before/after sliders is a server
// island (ADR 0012).
const loadSections = () =>
  import("#app/components/locations/location-static.tsx");
const LocationIntro = serverIsland(() =>
  loadSections().then((m) => m.LocationIntro),
);
const LocationClosing = serverIsland(() =>
  loadSections().then((m) => m.LocationClosing),
);

export default function LocationServicePage({
  loaderData,
}: Route.ComponentProps) {
  const { page, projects } = loaderData;
  return (
    <>
      <LocationIntro {...loaderData} />
      <LocalProjects
        town={page.cityName}
        serviceName={page.serviceName}
        projects={projects}
      />
      <LocationClosing {...loaderData} />
    </>
  );
}
