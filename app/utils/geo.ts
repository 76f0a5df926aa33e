import { business } from "#app/business/current.ts";

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles: straight-line, not by road. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Straight-line miles from the Congers showroom, rounded to whole miles. */
export function milesFromShowroom(point: LatLng): number {
  return Math.round(distanceMiles(business().geo, point));
}

/** The nearest of `places` to `point`, or null when there are none. */
export function nearest<T extends LatLng>(
  point: LatLng,
  places: readonly T[],
): { place: T; miles: number } | null {
  let best: { place: T; miles: number } | null = null;
  for (const place of places) {
    const miles = distanceMiles(point, place);
    if (!best || miles < best.miles) best = { place, miles };
  }
  return best;
}
