import fs from "node:fs/promises";
import { createRequire } from "node:module";
import {
  listServedCities,
  listServedCounties,
  type ServedCity,
} from "#app/models/served-places.server.ts";
import { type LatLng, milesFromShowroom, nearest } from "#app/utils/geo.ts";

// A home within this many straight-line miles of a town we list is one we
// drive to; farther out, the request is still stored and flagged.
export const SERVED_RADIUS_MILES = 10;
const STATES = { ny: "NY", nj: "NJ", ct: "CT" } as const;
const STATE_NAMES: Record<string, string> = {
  ...STATES,
  "new york": "NY",
  "new jersey": "NJ",
  connecticut: "CT",
};

export const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;

interface ZipPlace extends LatLng {
  city: string;
  state: string;
}
interface ZipTable {
  codes: Record<string, ZipPlace | undefined>;
  /** The places of each served state, in the package's order. */
  byState: Map<string, ZipPlace[]>;
}

let zipTable: Promise<ZipTable> | undefined;
// The US ZIP table (the `zipcodes` package's data) is loaded by the first
// lead that needs it, not at start: it keeps about 12 MB of heap. Its file
// is two JSON literals assigned to `exports`; parsing them as JSON takes a
// third of the time of requiring the file as JavaScript (bench/RESULTS.md,
// "The first lead after a start"), time the first lead after a restart
// waits for.
const loadZipTable = () =>
  (zipTable ??= readZipTable().catch((error: unknown) => {
    zipTable = undefined;
    throw error;
  }));

async function readZipTable(): Promise<ZipTable> {
  const file = createRequire(import.meta.url).resolve("zipcodes/lib/codes.js");
  const text = await fs.readFile(file, "utf8");
  const parts =
    /^\s*exports\.codes = (\{.*\});\s*exports\.stateMap = (\{.*\});\s*$/s.exec(
      text,
    );
  if (!parts) {
    throw new Error(
      `${file} is not "exports.codes = {…}; exports.stateMap = {…};", the form service-area.server.ts reads`,
    );
  }
  const codes = JSON.parse(parts[1]!) as ZipTable["codes"];
  const stateMap = JSON.parse(parts[2]!) as Record<string, string[]>;
  const byState = new Map(
    Object.values(STATES).map((state) => [
      state,
      (stateMap[state] ?? []).map((zip) => codes[zip]!),
    ]),
  );
  return { codes, byState };
}

function placesNamed(table: ZipTable, city: string, state: string) {
  const name = city.toUpperCase();
  return (table.byState.get(state) ?? []).filter(
    (place) => place.city.toUpperCase() === name,
  );
}

export interface ServiceAreaResult {
  /** true: served; false: outside the area; null: we could not place it. */
  inArea: boolean | null;
  /** The listed town nearest the visitor, when known. */
  nearestCity: { name: string; state: string; miles: number } | null;
  /** Straight-line miles from the showroom, when known. */
  milesFromShowroom: number | null;
  /** What we matched, e.g. "Nyack, NY" (never the raw input). */
  matched: string | null;
}

const UNKNOWN: ServiceAreaResult = {
  inArea: null,
  nearestCity: null,
  milesFromShowroom: null,
  matched: null,
};

function normalise(text: string) {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "Nyack, NY" / "nyack ny" / "Nyack" -> { town: "nyack", state: "NY" }. */
function splitTownState(input: string): { town: string; state?: string } {
  const text = normalise(input);
  const match = /^(.*?)\s+(ny|nj|ct|new york|new jersey|connecticut)$/.exec(
    text,
  );
  if (!match) return { town: text };
  return { town: match[1]!, state: STATE_NAMES[match[2]!] };
}

function withCoordinates(list: ServedCity[]) {
  return list.filter(
    (city): city is ServedCity & LatLng =>
      city.latitude !== null && city.longitude !== null,
  );
}

function fromPoint(
  point: LatLng,
  matched: string,
  served: ServedCity[],
  listed: boolean,
): ServiceAreaResult {
  const near = nearest(point, withCoordinates(served));
  const nearMiles = near ? Math.round(near.miles) : null;
  return {
    inArea: listed || (nearMiles !== null && nearMiles <= SERVED_RADIUS_MILES),
    nearestCity: near
      ? { name: near.place.name, state: near.place.state, miles: nearMiles! }
      : null,
    milesFromShowroom: milesFromShowroom(point),
    matched,
  };
}

/** True when `input` looks like a ZIP code (digits, maybe ZIP+4). */
export function looksLikeZip(input: string) {
  return /^\d[\d\s-]*$/.test(input.trim());
}

/** True when the ZIP exists in the ZIP database. */
export async function zipExists(input: string) {
  const match = ZIP_PATTERN.exec(input.trim());
  if (!match) return false;
  const table = await loadZipTable();
  return Boolean(table.codes[match[1]!]);
}

/**
 * Matches a ZIP (or ZIP+4) or a town name against the served counties and
 * towns in the database: a listed town or county is served; otherwise the
 * place is located through the ZIP database and served when it lies within
 * SERVED_RADIUS_MILES of a listed town.
 */
export async function checkServiceArea(
  input: string,
): Promise<ServiceAreaResult> {
  const served = await listServedCities();
  const table = await loadZipTable();
  const zip = ZIP_PATTERN.exec(input.trim());
  if (zip) {
    const place = table.codes[zip[1]!];
    if (!place) return UNKNOWN;
    const listed = served.some(
      (city) =>
        city.state === place.state &&
        normalise(city.name) === normalise(place.city),
    );
    return fromPoint(place, `${place.city}, ${place.state}`, served, listed);
  }

  const { town, state } = splitTownState(input);
  if (!town) return UNKNOWN;
  const city = served.find(
    (candidate) =>
      normalise(candidate.name) === town &&
      (!state || candidate.state === state),
  );
  const countyName = town.replace(/ county$/, "");
  const counties = await listServedCounties();
  const county = counties.find(
    (candidate) =>
      normalise(candidate.name).replace(/ county$/, "") === countyName &&
      (!state || candidate.state === state),
  );
  if (county && !city) {
    return {
      ...UNKNOWN,
      inArea: true,
      matched: `${county.name}, ${county.state}`,
    };
  }

  const states = state ? [state] : city ? [city.state] : Object.values(STATES);
  for (const candidateState of states) {
    const [place] = placesNamed(table, city?.name ?? town, candidateState);
    if (place) {
      const point =
        city?.latitude != null && city.longitude != null
          ? { latitude: city.latitude, longitude: city.longitude }
          : place;
      return fromPoint(
        point,
        `${place.city}, ${place.state}`,
        served,
        Boolean(city),
      );
    }
  }
  if (city) {
    return city.latitude != null && city.longitude != null
      ? fromPoint(
          { latitude: city.latitude, longitude: city.longitude },
          `${city.name}, ${city.state}`,
          served,
          true,
        )
      : { ...UNKNOWN, inArea: true, matched: `${city.name}, ${city.state}` };
  }
  return UNKNOWN;
}
