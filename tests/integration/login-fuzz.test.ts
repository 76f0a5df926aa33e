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

// R13 for POST /login, as for the public forms: random form fields, JSON,
// odd content types and broken multipart bodies, each from its own
// address. The sign-in page answers every one with a 4xx (or a redirect)
// and its message, never a 5xx. Fewer runs than the other forms: a
// well-formed attempt costs an argon2 verification (about 40 ms).
const RUNS = 500;
const SEED = 20261127;
const ALLOWED = new Set([302, 400, 401, 403, 405, 413, 415, 429]);

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
  "owner",
  "OWNER",
  "admin\u0000",
  "admin'--",
  "a\r\n2026-01-01T00:00:00Z INFO admin login ok",
  "\u001b[31m",
  "<script>alert(1)</script>",
  "x".repeat(2_000),
  "/.//evil.example",
  "//evil.example",
);

const fields = fc.record(
  {
    username: fc.oneof(corpus, fc.string()),
    password: fc.oneof(corpus, fc.string()),
    redirectTo: fc.oneof(corpus, fc.string()),
  },
  { requiredKeys: [] },
);

const request = fc.oneof(
  fields.map((record) => ({
    body: formBody(record as Record<string, string>),
    type: "application/x-www-form-urlencoded",
  })),
  jsonBodies(fc.oneof(fields, fc.anything())),
  oddBodies(corpus, [
    "multipart/form-data; boundary=x",
    "multipart/form-data; boundary=" + "b".repeat(80),
    "application/x-www-form-urlencoded; charset=utf-16",
  ]),
);

describe("POST /login under random input (R13)", () => {
  it(`never answers 5xx or takes over 2 s across ${RUNS} seeded runs`, async () => {
    const seen = await fuzzPosts(server.url, "/login", request, {
      runs: RUNS,
      seed: SEED,
      allowed: ALLOWED,
      nextAddress: loopbackAddresses(7),
    });
    expect(seen.get(400) ?? 0).toBeGreaterThan(0);
    expect(seen.get(401) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
