import type { Service, WithContext } from "schema-dts";
import { business } from "#app/business/current.ts";
import { showroomAddressJsonLd } from "#app/utils/structured-data.ts";

interface PageFacts {
  url: string;
  structuredData: string | null;
  title: string;
  metaDescription: string;
  serviceName: string;
  countySlug: string;
  countyName: string;
  citySlug: string;
  cityName: string;
  state: string;
}

/** Home > Locations > County > City > Service, each crumb a real page. */
export function locationTrail(page: PageFacts) {
  return [
    { name: "Home", path: "/" },
    { name: "Locations", path: "/locations" },
    { name: page.countyName, path: `/locations#${page.countySlug}` },
    {
      name: page.cityName,
      path: `/near-me/${page.countySlug}/${page.citySlug}`,
    },
    { name: page.serviceName, path: page.url },
  ];
}

function storedService(page: PageFacts): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(page.structuredData ?? "");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // A hand-edited block that is not JSON falls back to the generated facts.
  }
  return {};
}

// The stored block describes the service and the city; the URLs and the
// provider are added here, on SITE_URL, so they never go stale (S22).
export function locationJsonLd(siteUrl: string, page: PageFacts) {
  return {
    "@type": "Service",
    name: page.title,
    serviceType: page.serviceName,
    description: page.metaDescription,
    areaServed: {
      "@type": "City",
      name: page.cityName,
      containedInPlace: {
        "@type": "AdministrativeArea",
        name: `${page.countyName}, ${page.state}`,
      },
    },
    ...storedService(page),
    "@context": "https://schema.org",
    url: siteUrl + page.url,
    provider: {
      "@type": "HomeAndConstructionBusiness",
      "@id": `${siteUrl}/#business`,
      name: business().name,
      telephone: business().phone.tel,
      url: `${siteUrl}/`,
      address: showroomAddressJsonLd(),
    },
  } satisfies WithContext<Service>;
}
