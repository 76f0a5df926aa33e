import {
  fallbackCopy,
  housingNames,
  housingTypesOf,
  serviceLocationCopy,
} from "#app/content/location-copy.ts";
import { milesFromShowroom } from "./geo.ts";

// Builds the stored text of one county/city/service page from the town's
// facts and the service copy. Pure: the generator stores what this returns.

export interface PlaceFacts {
  countySlug: string;
  countyName: string;
  state: string;
  citySlug: string;
  cityName: string;
  latitude: number | null;
  longitude: number | null;
  neighborhoods: string[] | null;
  housingStock: string | null;
  permitOffice: string | null;
  driveMinutes: number | null;
  localNote: string | null;
}

export interface ServiceFacts {
  slug: string;
  name: string;
  description: string | null;
}

export interface GeneratedPage {
  title: string;
  metaDescription: string;
  h1: string;
  content: string;
  keywords: string;
  structuredData: string;
  url: string;
  canonicalUrl: string;
}

const stateNames: Record<string, string> = {
  NY: "New York",
  NJ: "New Jersey",
  CT: "Connecticut",
};

export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export const locationPageUrl = (
  county: string,
  city: string,
  service: string,
) => `/${county}/${city}/${service}`;

export function buildLocationPage(
  place: PlaceFacts,
  service: ServiceFacts,
): GeneratedPage {
  const copy = serviceLocationCopy[service.slug] ?? fallbackCopy(service.name);
  const town = place.cityName;
  const where = `${town}, ${place.state}`;
  const lower = service.name.toLowerCase();
  const office = place.permitOffice ?? `${town} building department`;
  const minutes = place.driveMinutes ?? 30;
  const neighborhoods = place.neighborhoods ?? [];
  const types = housingTypesOf(place.housingStock ?? "").slice(0, 2);
  const miles =
    place.latitude !== null && place.longitude !== null
      ? milesFromShowroom({
          latitude: place.latitude,
          longitude: place.longitude,
        })
      : null;
  const url = locationPageUrl(place.countySlug, place.citySlug, service.slug);

  const homes = [
    place.housingStock,
    ...types.map((type) => copy.housing[type]),
  ].filter(Boolean);
  const faqs: Array<[string, string]> = [
    [
      `Who issues the permit for ${copy.job} in ${town}?`,
      copy.permit(office, town),
    ],
    [
      `How long does ${copy.job} take in ${town}?`,
      types[0]
        ? `${copy.timeline} In a ${town} ${housingNames[types[0]]}, the walk-through before the quote tells us whether anything hidden could add time.`
        : copy.timeline,
    ],
  ];
  if (neighborhoods.length > 0) {
    faqs.push([
      `Do you work in ${listPhrase(neighborhoods.slice(0, 2))}?`,
      `Yes: we take on ${lower} projects all over ${town}, including ${listPhrase(neighborhoods)}. The first appointment at your home is free. ${copy.homeVisit}`,
    ]);
  }
  const blocks = [
    `## ${service.name} for ${town} homes`,
    homes.join(" "),
    `## Planning ${copy.job} in ${town}`,
    [place.localNote, copy.visits(minutes, town)].filter(Boolean).join(" "),
    `## ${town} ${lower} questions`,
    ...faqs.flatMap(([question, answer]) => [`### ${question}`, answer]),
  ];

  const distance =
    miles === null ? "" : ` ${miles} miles from our Congers showroom.`;
  const metaDescription = `${service.name} for ${where} homes in ${place.countyName}: design, permits with the ${office}, and installation by our family-owned team.${distance}`;
  return {
    title: `${service.name} in ${where}`,
    metaDescription,
    h1: `${service.name} in ${town}, ${stateNames[place.state] ?? place.state}`,
    content: blocks.join("\n\n"),
    keywords: [
      `${lower} ${town} ${place.state}`,
      `${lower} near ${town}`,
      `${lower} ${place.countyName}`,
      `${town} remodeler`,
    ]
      .join(", ")
      .toLowerCase(),
    structuredData: JSON.stringify({
      "@type": "Service",
      name: `${service.name} in ${where}`,
      serviceType: service.name,
      description: metaDescription,
      areaServed: {
        "@type": "City",
        name: town,
        containedInPlace: {
          "@type": "AdministrativeArea",
          name: `${place.countyName}, ${place.state}`,
        },
        ...(place.latitude !== null && place.longitude !== null
          ? {
              geo: {
                "@type": "GeoCoordinates",
                latitude: place.latitude,
                longitude: place.longitude,
              },
            }
          : {}),
      },
    }),
    url,
    canonicalUrl: url,
  };
}
