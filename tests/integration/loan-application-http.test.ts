import "#tests/setup/loopback-smtp-env.ts";
import fc from "fast-check";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOAN_FORM } from "#app/leads/loan-application.server.ts";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import { validLoanApplication } from "#tests/setup/fixtures.ts";
import {
  formBody,
  fuzzPosts,
  jsonBodies,
  loopbackAddresses,
  oddBodies,
} from "#tests/setup/fuzz.ts";
import { rawPost } from "#tests/setup/raw-http.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// R4, R5, R13 and S20 for POST /financing/apply over real HTTP against the
// production server. Form tokens are minted here with the server's secret,
// so valid applications pass the fill-time check without waiting.
const RUNS = 2000;
const SEED = 20261123;
const ALLOWED = new Set([200, 303, 400, 403, 404, 405, 413, 415, 422, 429]);
const SENTINEL_INCOME = "9876543";
const SENTINEL_EMAIL = "sentinel-s20@example.com";

let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    env: {
      PAGE_RATE_LIMIT_PER_MINUTE: "1000000",
      SESSION_SECRET: process.env.SESSION_SECRET,
      SMTP_URL: undefined,
      LOG_LEVEL: "info",
    },
  });
});
afterAll(async () => {
  await server.stop();
});

const nextAddress = loopbackAddresses(1);

const post = (
  body: string | Buffer,
  contentType: string | null,
  localAddress = nextAddress(),
) =>
  rawPost(`${server.url}/financing/apply`, body, {
    contentType,
    localAddress,
  });

const validFields = () => ({
  ...validLoanApplication,
  website: "",
  formToken: issueFormToken(LOAN_FORM, Date.now() - 5_000),
});

describe("POST /financing/apply over HTTP", () => {
  it("R4: the 11th application a minute from one address gets a 429, other addresses do not", async () => {
    const address = nextAddress();
    const bad = formBody({ ...validFields(), requestedLoanAmount: "999" });
    for (let i = 0; i < 10; i++) {
      const answer = await post(
        bad,
        "application/x-www-form-urlencoded",
        address,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(
        "Please enter an amount between $1,000 and $150,000",
      );
    }
    const limited = await post(
      bad,
      "application/x-www-form-urlencoded",
      address,
    );
    expect(limited.status).toBe(429);
    expect(limited.body).toContain(
      "Too many applications from your connection.",
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["ratelimit-limit"]).toBe("10");
    const elsewhere = await post(
      formBody(validFields()),
      "application/x-www-form-urlencoded",
    );
    expect(elsewhere.status).toBe(303);
    expect(elsewhere.headers.location).toMatch(
      /^\/financing\/apply\/received\?ref=F\d+-[\w-]{8}$/,
    );
  });

  it("R5: a 300 MB claim is refused with 413 before the body is read", async () => {
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/financing/apply`, {
        method: "POST",
        localAddress: nextAddress(),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(300 * 1024 * 1024),
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode!);
        request.destroy();
      });
      request.on("error", reject);
      request.write(Buffer.alloc(64 * 1024, "a"));
    });
    expect(status).toBe(413);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("S20: income, email and names never reach the logs", async () => {
    const answer = await post(
      formBody({
        ...validFields(),
        email: SENTINEL_EMAIL,
        annualIncome: SENTINEL_INCOME,
        creditScore: "Fair (640-699)",
      }),
      "application/x-www-form-urlencoded",
    );
    expect(answer.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logs = server.output();
    expect(logs).toContain("loan application stored");
    for (const secret of [
      SENTINEL_INCOME,
      SENTINEL_EMAIL,
      "Lopez",
      "Birch",
      "Fair (640-699)",
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it(`R13: never answers 5xx or takes over 2 s across ${RUNS} seeded random posts`, async () => {
    const corpus = fc.constantFrom(
      "",
      "999",
      "150001",
      "18",
      "1e5",
      "-1",
      "NaN",
      "0x10",
      "<script>alert(1)</script>",
      "a@b.co\r\nBcc: victim@example.net",
      "Robert'); DROP TABLE loan_applications;--",
      "\u202e\u200b\u0000",
      "x".repeat(70_000),
      "用户",
      "🏠",
      "on",
      "true",
    );
    const value = fc.oneof(corpus, fc.string(), fc.integer().map(String));
    const fieldNames = [
      "firstName",
      "lastName",
      "email",
      "phone",
      "address",
      "city",
      "state",
      "zipCode",
      "projectType",
      "projectDescription",
      "estimatedProjectCost",
      "requestedLoanAmount",
      "preferredTermMonths",
      "annualIncome",
      "creditScore",
      "consent",
      "ssn",
      "__proto__",
      "constructor",
    ];
    const fields = fc.record(
      Object.fromEntries(fieldNames.map((name) => [name, value])),
      { requiredKeys: [] },
    );
    const request = fc.oneof(
      // A valid application with one field replaced: reaches validation.
      fc
        .record({ name: fc.constantFrom(...fieldNames), value })
        .map(({ name, value: v }) => ({
          body: formBody({ ...validFields(), [name]: v }),
          type: "application/x-www-form-urlencoded",
        })),
      fields.map((record) => ({
        body: formBody({
          ...record,
          website: "",
          formToken: issueFormToken(LOAN_FORM, Date.now() - 5_000),
        }),
        type: "application/x-www-form-urlencoded",
      })),
      jsonBodies(fc.oneof(fields, fc.anything({ withNullPrototype: true }))),
      oddBodies(corpus),
    );
    const seen = await fuzzPosts(server.url, "/financing/apply", request, {
      runs: RUNS,
      seed: SEED,
      allowed: ALLOWED,
      nextAddress,
    });
    expect(seen.get(303) ?? 0).toBeGreaterThan(0);
    expect(seen.get(400) ?? 0).toBeGreaterThan(0);
    expect(server.output()).not.toMatch(/"level":50|unhandledRejection/);
  }, 400_000);
});
