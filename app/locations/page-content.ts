import {
  fallbackCopy,
  housingNames,
  housingTypesOf,
  pickVariant,
  serviceLocationCopy,
  type Variants,
  type wordingLine,
} from "#app/content/location-copy.ts";
import { milesFromShowroom } from "#app/utils/geo.ts";

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

const plural = (noun: string) =>
  noun.endsWith("house")
    ? `${noun}s`
    : noun.endsWith("y")
      ? `${noun.slice(0, -1)}ies`
      : `${noun}s`;

export const locationPageUrl = (
  county: string,
  city: string,
  service: string,
) => `/${county}/${city}/${service}`;

export function buildLocationPage(
  place: PlaceFacts,
  service: ServiceFacts,
  /** From assignWordings: which wording of each template line to use. */
  wording = 0,
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
  const pick = <T>(variants: Variants<T>, line: keyof typeof wordingLine) =>
    pickVariant(variants, wording, line);
  const url = locationPageUrl(place.countySlug, place.citySlug, service.slug);

  const homes = [
    place.housingStock,
    ...types.map((type) => copy.housing[type]),
  ].filter(Boolean);
  const faqs: Array<[string, string]> = [
    [
      `Who issues the permit for ${copy.job} in ${town}?`,
      pick(copy.permit, "permit")(office, town),
    ],
    [
      types[0]
        ? `How long does ${copy.job} take in a ${town} ${housingNames[types[0]]}?`
        : `How long does ${copy.job} take in ${town}?`,
      pick(copy.timeline, "timeline"),
    ],
  ];
  if (neighborhoods.length > 0) {
    faqs.push([
      `Do you offer ${lower} in ${listPhrase(neighborhoods.slice(0, 2))}?`,
      `Yes: ${lower} in ${listPhrase(neighborhoods)}, and anywhere else in ${town}. The first appointment at your home is free. ${pick(copy.homeVisit, "homeVisit")}`,
    ]);
  }
  const kinds = types.map((type) => housingNames[type]);
  // The first paragraph is the page's lead, shown under its heading.
  const lead = `${service.name} for ${town}${kinds.length > 0 ? `'s ${listPhrase(kinds.map(plural))}` : " homes"}, by a family-owned team ${minutes} minutes away in Congers.`;
  const blocks = [
    lead,
    kinds.length > 0
      ? `## ${service.name} for ${town}'s ${listPhrase(kinds.map(plural))}`
      : `## ${service.name} for ${town} homes`,
    homes.join(" "),
    neighborhoods.length > 1
      ? `## Planning ${copy.job} from ${neighborhoods[0]} to ${neighborhoods.at(-1)}`
      : `## Planning ${copy.job} in ${town}`,
    [place.localNote, pick(copy.visits, "visits")(minutes, town)]
      .filter(Boolean)
      .join(" "),
    `## ${town} ${lower} questions`,
    ...faqs.flatMap(([question, answer]) => [`### ${question}`, answer]),
  ];

  const distance =
    miles === null ? "" : ` ${miles} miles from our Congers showroom.`;
  const metaDescription = `${service.name} in ${where} (${place.countyName}) by a family-owned team: design, permits and installation.${distance}`;
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
