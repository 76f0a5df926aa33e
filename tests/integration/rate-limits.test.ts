import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

function get(path: string, localAddress: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      http
        .get(`${server.url}${path}`, { localAddress }, (response) => {
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

function subscribe(localAddress: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const body = JSON.stringify({
        email: `a${Math.random()}@example.com`,
        website: "",
      });
      const request = http.request(
        `${server.url}/api/email/subscribe`,
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
