import fc from "fast-check";
import { expect } from "vitest";
import { rawPost } from "./raw-http.ts";

// R13: what the property-based fuzz tests of the public POST endpoints share,
// the ways a body is encoded and the verdict: no 5xx, no answer over 2 s,
// and a healthy server afterwards.

export interface FuzzRequest {
  body: string;
  type: string | null;
}

/** Content types a form endpoint must turn away or read without a 5xx. */
const ODD_CONTENT_TYPES = [
  null,
  "text/plain",
  "application/xml",
  "multipart/form-data",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
];

/**
 * Values sent as JSON; one JSON cannot write (a BigInt, a cycle) is sent as
 * `fallback` instead.
 */
export const jsonBodies = (values: fc.Arbitrary<unknown>, fallback = "{}") =>
  values.map((value): FuzzRequest => {
    let body: string;
    try {
      body = JSON.stringify(value) ?? "null";
    } catch {
      body = fallback;
    }
    return { body, type: "application/json" };
  });

export const formBody = (fields: Record<string, string>) =>
  new URLSearchParams(fields).toString();

/** Text bodies under content types no form sends. */
export const oddBodies = (
  corpus: fc.Arbitrary<string>,
  extraTypes: string[] = [],
): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    body: fc.oneof(fc.string(), corpus),
    type: fc.constantFrom(...ODD_CONTENT_TYPES, ...extraTypes),
  });

/**
 * A new source address 127.<block>.x.y per call, so the per-IP limiters do
 * not hide the validation behind 429s; each file takes its own block.
 */
export function loopbackAddresses(block: number) {
  let counter = 0;
  return () => {
    counter++;
    return `127.${block}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 2}`;
  };
}

/**
 * Posts `runs` seeded requests to `origin + path`, each from `nextAddress()`,
 * and returns how often each status was answered.
 */
export async function fuzzPosts(
  origin: string,
  path: string,
  request: fc.Arbitrary<FuzzRequest>,
  options: {
    runs: number;
    seed: number;
    allowed: Set<number>;
    nextAddress: () => string;
  },
) {
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(request, async ({ body, type }) => {
      const { status, ms } = await rawPost(`${origin}${path}`, body, {
        contentType: type,
        localAddress: options.nextAddress(),
      });
      seen.set(status, (seen.get(status) ?? 0) + 1);
      expect(
        options.allowed.has(status),
        `status ${status} for ${type}: ${body.slice(0, 200)}`,
      ).toBe(true);
      expect(ms).toBeLessThan(2000);
    }),
    { numRuns: options.runs, seed: options.seed },
  );
  // No body polluted a prototype in this process, and the server still answers.
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  return seen;
}
