import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formBody,
  fuzzPosts,
  jsonBodies,
  loopbackAddresses,
  oddBodies,
} from "#tests/setup/fuzz.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// R13: property-based fuzzing of POST /api/email/subscribe over real HTTP.
// Bodies are random JSON values, corpus strings and form encodings under
// random content types; each request comes from its own 127.0.x.y address
// so the per-IP limiter does not hide the validation behind 429s.
const RUNS = 2000;
const SEED = 20261122;
const ALLOWED = new Set([200, 303, 400, 403, 404, 405, 413, 415, 422, 429]);

let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    env: { PAGE_RATE_LIMIT_PER_MINUTE: "1000000" },
  });
});
afterAll(async () => {
  await server.stop();
});

const corpus = fc.constantFrom(
  "",
  "a@b.co",
  "A@B.CO",
  "a..b@c.co",
  "a@[127.0.0.1]",
  "a@b.co\r\nBcc: victim@example.net",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  "{{7*7}}",
  "\u202e\u200b\u0000",
  "x".repeat(10_000),
  "用户@例子.广告",
);

const jsonBody = fc.oneof(
  fc.record(
    {
      email: fc.oneof(corpus, fc.emailAddress(), fc.anything()),
      firstName: fc.oneof(corpus, fc.string(), fc.anything()),
      lastName: fc.oneof(corpus, fc.string()),
      source: fc.oneof(fc.constant("website"), corpus, fc.anything()),
      website: fc.oneof(fc.constant(""), corpus),
      __proto__: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.anything({ withNullPrototype: true }),
);

const request = fc.oneof(
  jsonBodies(jsonBody),
  fc
    .dictionary(
      fc.oneof(
        fc.string(),
        fc.constantFrom("email", "website", "__proto__", "constructor"),
      ),
      fc.oneof(corpus, fc.string()),
    )
    .map((fields) => ({
      body: formBody(fields),
      type: "application/x-www-form-urlencoded",
    })),
  oddBodies(corpus),
);

describe("POST /api/email/subscribe under random input (R13)", () => {
  it(`never answers 5xx or takes over 2 s across ${RUNS} seeded runs`, async () => {
    const seen = await fuzzPosts(server.url, "/api/email/subscribe", request, {
      runs: RUNS,
      seed: SEED,
      allowed: ALLOWED,
      nextAddress: loopbackAddresses(0),
    });
    expect(seen.get(200) ?? 0).toBeGreaterThan(0);
    expect(seen.get(400) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
