import fc from "fast-check";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
let counter = 0;

beforeAll(async () => {
  server = await startServer({
    env: { PAGE_RATE_LIMIT_PER_MINUTE: "1000000" },
  });
});
afterAll(async () => {
  await server.stop();
});

function post(
  body: string,
  contentType: string | null,
): Promise<{ status: number; ms: number }> {
  counter++;
  const localAddress = `127.0.${Math.floor(counter / 250) % 250}.${(counter % 250) + 2}`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      "Content-Length": String(Buffer.byteLength(body)),
    };
    if (contentType !== null) headers["Content-Type"] = contentType;
    const request = http.request(
      `${server.url}/api/email/subscribe`,
      { method: "POST", headers, localAddress },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

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
  jsonBody.map((value) => {
    let text: string;
    try {
      text = JSON.stringify(value) ?? "null";
    } catch {
      text = "{}";
    }
    return { body: text, type: "application/json" as string | null };
  }),
  fc
    .dictionary(
      fc.oneof(
        fc.string(),
        fc.constantFrom("email", "website", "__proto__", "constructor"),
      ),
      fc.oneof(corpus, fc.string()),
    )
    .map((fields) => ({
      body: new URLSearchParams(fields).toString(),
      type: "application/x-www-form-urlencoded" as string | null,
    })),
  fc.record({
    body: fc.oneof(fc.string(), corpus),
    type: fc.constantFrom(
      null,
      "text/plain",
      "application/xml",
      "multipart/form-data",
      "application/json; charset=utf-16",
      "APPLICATION/JSON",
    ),
  }),
);

describe("POST /api/email/subscribe under random input (R13)", () => {
  it(`never answers 5xx or takes over 2 s across ${RUNS} seeded runs`, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ body, type }) => {
        const { status, ms } = await post(body, type);
        seen.set(status, (seen.get(status) ?? 0) + 1);
        expect(
          ALLOWED.has(status),
          `status ${status} for ${type}: ${body.slice(0, 200)}`,
        ).toBe(true);
        expect(ms).toBeLessThan(2000);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    // The server is still healthy afterwards.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(seen.get(200) ?? 0).toBeGreaterThan(0);
    expect(seen.get(400) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
