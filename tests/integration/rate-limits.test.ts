import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "#tests/setup/database.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// R4 with the limiter really on: pages per IP per minute (lowered to 30
// here, 1000 in production) and newsletter sign-ups (10 a minute).
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ env: { PAGE_RATE_LIMIT_PER_MINUTE: "30" } });
});
afterAll(async () => {
  await server.stop();
});

function get(path: string, localAddress: string, base = server.url) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { localAddress }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
            }),
          );
        })
        .on("error", reject);
    },
  );
}

function subscribe(localAddress: string, base = server.url) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const body = JSON.stringify({
        email: `a${Math.random()}@example.com`,
        website: "",
      });
      const request = http.request(
        `${base}/api/email/subscribe`,
        {
          method: "POST",
          localAddress,
          headers: {
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    },
  );
}

describe("rate limits (R4)", () => {
  it("answers 429 with Retry-After once an address passes the page limit; other addresses are unaffected", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await get("/healthz", "127.0.0.21")).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const limited = await get("/healthz", "127.0.0.21");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["ratelimit-limit"]).toBe("30");
    expect((await get("/healthz", "127.0.0.22")).status).toBe(200);
  });

  it("lets only the newsletter's open and click links past the page limit", async () => {
    const token = "ab".repeat(32);
    // Mail providers' image proxies: never refused (an unknown token is 404).
    const opens: number[] = [];
    for (let i = 0; i < 40; i++) {
      opens.push((await get(`/e/o/${token}`, "127.0.0.51")).status);
      opens.push((await get(`/e/c/${token}/3`, "127.0.0.51")).status);
    }
    expect(opens.every((status) => status === 404)).toBe(true);
    // Any other path under /e/ is a page like the rest.
    const others: number[] = [];
    for (const path of ["/e/x", `/e/o/${token}/more`, "/e/c/short/1"]) {
      for (let i = 0; i < 11; i++)
        others.push((await get(path, "127.0.0.52")).status);
    }
    expect(others.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(others.at(-1)).toBe(429);
  });

  it("limits newsletter sign-ups to 10 a minute per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await subscribe("127.0.0.31")).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect((await subscribe("127.0.0.32")).status).toBe(200);
  });

  it("ignores a forged X-Forwarded-For when choosing the key", async () => {
    for (let i = 0; i < 11; i++) await get("/healthz", "127.0.0.41");
    const forged = await new Promise<number>((resolve, reject) => {
      http
        .get(
          `${server.url}/healthz`,
          {
            localAddress: "127.0.0.41",
            headers: { "X-Forwarded-For": "1.2.3.4" },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode!);
          },
        )
        .on("error", reject);
    });
    // 12 requests so far from this address: still under 30, but counted as one address.
    expect(forged).toBe(200);
    let last = 0;
    for (let i = 0; i < 19; i++)
      last = (await get("/healthz", "127.0.0.41")).status;
    expect(last).toBe(429);
  });
});

// With DATABASE_URL the counters live in PostgreSQL: two servers behind one
// proxy allow one address the limit once, not once each.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "rate limits across two servers on one PostgreSQL",
  () => {
    const servers: ServerProcess[] = [];
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

    beforeAll(async () => {
      database = await createPostgresDatabase("rate_limits");
      const env = {
        DATABASE_URL: database.url,
        PAGE_RATE_LIMIT_PER_MINUTE: "30",
      };
      servers.push(await startServer({ env }));
      servers.push(await startServer({ env }));
    });
    afterAll(async () => {
      await Promise.all(servers.map((one) => one.stop()));
      await database.drop();
    });

    it("counts one address's pages once across both servers", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++)
        statuses.push(
          (await get("/healthz", "127.0.0.61", servers[i % 2]!.url)).status,
        );
      expect(statuses).toEqual(Array(30).fill(200));
      const limited = await get("/healthz", "127.0.0.61", servers[0]!.url);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(
        (await get("/healthz", "127.0.0.61", servers[1]!.url)).status,
      ).toBe(429);
      expect(
        (await get("/healthz", "127.0.0.62", servers[1]!.url)).status,
      ).toBe(200);
    });

    it("counts newsletter sign-ups once across both servers", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (await subscribe("127.0.0.71", servers[i % 2]!.url)).status,
        );
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    });
  },
);
