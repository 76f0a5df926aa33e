import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, fetchQuery } from "./api-request.ts";

// A real HTTP server on loopback: the helper is tested against real
// responses, not a mocked fetch.
let server: http.Server;
let base: string;
const seen: Array<{
  method?: string;
  url?: string;
  type?: string;
  body: string;
}> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({
        method: req.method,
        url: req.url,
        type: req.headers["content-type"],
        body,
      });
      if (req.url === "/api/testimonials") {
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify([{ id: 1 }]));
      } else if (req.url === "/api/private") {
        res.statusCode = 401;
        res.end("Sign in first");
      } else if (req.url === "/api/empty-error") {
        res.statusCode = 503;
        res.statusMessage = "Service Unavailable";
        res.end();
      } else {
        res.statusCode = 400;
        res.setHeader("Content-Type", "application/json");
        res.end(
          JSON.stringify({ message: "Please enter a valid email address" }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  it("sends JSON and raises '<status>: <body>' on failure", async () => {
    await expect(
      apiRequest("POST", `${base}/api/email/subscribe`, { email: "x" }),
    ).rejects.toThrow('400: {"message":"Please enter a valid email address"}');
    const last = seen.at(-1)!;
    expect(last.method).toBe("POST");
    expect(last.type).toBe("application/json");
    expect(JSON.parse(last.body)).toEqual({ email: "x" });
  });

  it("falls back to the status text when the body is empty", async () => {
    await expect(apiRequest("GET", `${base}/api/empty-error`)).rejects.toThrow(
      "503: Service Unavailable",
    );
  });
});

describe("fetchQuery", () => {
  it("GETs the key segments joined by slashes and parses JSON", async () => {
    await expect(fetchQuery([base, "api", "testimonials"])).resolves.toEqual([
      { id: 1 },
    ]);
    expect(seen.at(-1)!.url).toBe("/api/testimonials");
  });

  it("raises on 401 by default and returns null when configured", async () => {
    await expect(fetchQuery([base, "api", "private"])).rejects.toThrow(
      "401: Sign in first",
    );
    await expect(
      fetchQuery([base, "api", "private"], { on401: "returnNull" }),
    ).resolves.toBeNull();
  });
});
