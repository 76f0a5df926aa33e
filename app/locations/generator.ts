import { assignWordings } from "#app/content/location-copy.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { distanceMiles, type LatLng } from "#app/utils/geo.ts";
import {
  buildLocationPage,
  type PlaceFacts,
  type ServiceFacts,
} from "./page-content.ts";

// The location pages' generator: from the towns' facts, the offered
// services and the published gallery, the page every county x town x
// service gets. It runs no query: app/models/location-generator.server.ts
// reads its inputs and writes what it returns.

export interface Place extends PlaceFacts {
  countyId: number;
  cityId: number;
}

export interface OfferedService extends ServiceFacts {
  id: number;
}

export interface GalleryPhoto {
  title: string;
  category: string;
  location: string | null;
  url: string | null;
}

// What the generator writes; everything else (published flag, priority,
// change frequency, hand-edited mark) belongs to the owner.
export const GENERATED_COLUMNS = [
  ["title", "title"],
  ["metaDescription", "meta_description"],
  ["h1", "h1"],
  ["content", "content"],
  ["keywords", "keywords"],
  ["structuredData", "structured_data"],
  ["imageUrl", "image_url"],
  ["imageAlt", "image_alt"],
  ["url", "url"],
  ["canonicalUrl", "canonical_url"],
] as const;

const located = (point: {
  latitude: number | null;
  longitude: number | null;
}) =>
  point.latitude !== null && point.longitude !== null
    ? ({ latitude: point.latitude, longitude: point.longitude } as LatLng)
    : null;

// The page image: a published gallery project of the service's category,
// from this town if there is one, else the nearest one we can place.
function pickImage(
  town: { cityName: string; state: string; at: LatLng | null },
  projects: Array<{ title: string; location: string | null; url: string }>,
  coordinates: Map<string, LatLng>,
) {
  const here = `${town.cityName}, ${town.state}`;
  const score = (location: string | null) => {
    if (location === here) return -1;
    const at = location ? coordinates.get(location) : undefined;
    return at && town.at ? distanceMiles(town.at, at) : Infinity;
  };
  const best = [...projects].sort(
    (a, b) => score(a.location) - score(b.location),
  )[0];
  return best
    ? { imageUrl: best.url, imageAlt: `${best.title}, after the remodel` }
    : { imageUrl: null, imageAlt: null };
}

export function locationPagesFrom({
  places,
  activeServices,
  projects,
}: {
  places: Place[];
  activeServices: OfferedService[];
  projects: GalleryPhoto[];
}) {
  const coordinates = new Map<string, LatLng>();
  for (const place of places) {
    const at = located(place);
    if (at) coordinates.set(`${place.cityName}, ${place.state}`, at);
  }
  const wordings = assignWordings(
    places.map((place) => ({
      key: `${place.countyId}/${place.cityId}`,
      housingStock: place.housingStock,
    })),
  );
  const rows = places.flatMap((place) =>
    activeServices.map((service) => {
      const category = serviceSummaries.find(
        (summary) => summary.slug === service.slug,
      )?.galleryCategory;
      const images = projects.flatMap((project) =>
        project.category === category && project.url
          ? [
              {
                title: project.title,
                location: project.location,
                url: project.url,
              },
            ]
          : [],
      );
      return {
        countyId: place.countyId,
        cityId: place.cityId,
        serviceId: service.id,
        ...buildLocationPage(
          place,
          service,
          wordings.get(`${place.countyId}/${place.cityId}`),
        ),
        ...pickImage(
          { cityName: place.cityName, state: place.state, at: located(place) },
          images,
          coordinates,
        ),
      };
    }),
  );
  return rows;
}

export type GeneratedPage = ReturnType<typeof locationPagesFrom>[number];
