import http from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// Behind a proxy every visitor arrives from the proxy's address: with
// TRUST_PROXY naming it, each gets their own rate-limit bucket by
// X-Forwarded-For; without it, a visitor who sends the header themselves
// cannot escape their limit by making up addresses.

const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

function get(server: ServerProcess, forwardedFor: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(
        `${server.url}/robots.txt`,
        { headers: { "X-Forwarded-For": forwardedFor } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode!));
        },
      )
      .on("error", reject);
  });
}

async function statuses(
  server: ServerProcess,
  forwarded: (n: number) => string,
) {
  const answers: number[] = [];
  for (let n = 0; n < 6; n++) answers.push(await get(server, forwarded(n)));
  return answers;
}

describe("the client address behind a proxy", () => {
  it("ignores a spoofed X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const server = await startServer({
      env: { PAGE_RATE_LIMIT_PER_MINUTE: "5" },
    });
    servers.push(server);
    // One bucket for the socket's address (the start-up's health check
    // used a request of it), whatever the header says.
    const answers = await statuses(server, (n) => `203.0.113.${n}`);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 200).length).toBeLessThan(6);
  });

  it("gives each visitor their own limit behind a trusted proxy", async () => {
    const server = await startServer({
      env: { PAGE_RATE_LIMIT_PER_MINUTE: "5", TRUST_PROXY: "loopback" },
    });
    servers.push(server);
    expect(await statuses(server, (n) => `203.0.113.${n}`)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    expect(await statuses(server, () => "198.51.100.7")).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
  });

  it("refuses to start with a TRUST_PROXY that is not an address", async () => {
    const server = await startServer({
      env: { TRUST_PROXY: "10.0.0.300" },
      waitForHealthy: false,
    });
    servers.push(server);
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain("TRUST_PROXY");
  });
});
