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

let zipTable: Promise<string> | undefined;
// The US ZIP table is the `zipcodes` package's data file, kept as its text
// and searched: one entry per ZIP, `"10960":{"zip":"10960","latitude":…,
// "city":"Nyack","state":"NY","country":"US"}`, the entries of a state in
// the order the package's own lookups return them. Requiring the package
// instead compiles that 5 MB file as JavaScript: 0.48 s of the first lead's
// request after a start, and 9.5 MB of heap kept against 5 MB of text
// (bench/RESULTS.md, "The first lead after a start"). It is still read by
// the first lead that needs it, not at start.
const loadZipTable = () =>
  (zipTable ??= readZipTable().catch((error: unknown) => {
    zipTable = undefined;
    throw error;
  }));

async function readZipTable() {
  const file = createRequire(import.meta.url).resolve("zipcodes/lib/codes.js");
  // ASCII throughout, so each byte is a character.
  const text = (await fs.readFile(file)).toString("latin1");
  if (!text.startsWith("exports.codes = {")) {
    throw new Error(
      `${file} does not start with "exports.codes = {", the form service-area.server.ts reads`,
    );
  }
  return text;
}

/** The entry whose text contains position `at`. */
function entryAround(table: string, at: number): ZipPlace {
  const start = table.lastIndexOf("{", at);
  return JSON.parse(table.slice(start, table.indexOf("}", at) + 1)) as ZipPlace;
}

function zipPlace(table: string, zip: string): ZipPlace | undefined {
  const at = table.indexOf(`"${zip}":{`);
  return at < 0 ? undefined : entryAround(table, at + zip.length + 3);
}

/** The first place of `state` called `city`, in any case. */
function placeNamed(table: string, city: string, state: string) {
  const name = city.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`"city":"${name}","state":"${state}"`, "i").exec(
    table,
  );
  return match ? entryAround(table, match.index) : undefined;
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
  return Boolean(zipPlace(await loadZipTable(), match[1]!));
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
    const place = zipPlace(table, zip[1]!);
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
    const place = placeNamed(table, city?.name ?? town, candidateState);
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
