import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { handleError } from "#app/entry.server.tsx";
import { logger } from "#app/utils/logger.server.ts";
import { createPostgresDatabase } from "#tests/setup/database.ts";
import { testContext } from "#tests/setup/fixtures.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// /privacy: "Your IP address is never stored or logged". A visitor's
// address reaches the server (here through a trusted proxy's
// X-Forwarded-For, so it is one no other part of the test uses); it must
// appear in no log line and no row, and no token of an emailed link may
// appear in a log either.

const VISITOR = "203.0.113.77";
const TOKEN = "0123456789abcdef".repeat(4);

const servers: ServerProcess[] = [];
const databases: Array<{ drop(): Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(databases.map((database) => database.drop()));
});

async function visit(server: ServerProcess, path: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    redirect: "manual",
    headers: {
      "X-Forwarded-For": VISITOR,
      Origin: server.url,
      ...init?.headers,
    },
  });
  await response.arrayBuffer();
  return response.status;
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

async function exercise(server: ServerProcess) {
  expect(await visit(server, "/")).toBe(200);
  expect(
    await visit(
      server,
      "/login",
      form({ username: "owner", password: "not the password" }),
    ),
  ).toBe(401);
  // A filled honeypot: the bot is told it worked, and logged.
  expect(
    await visit(
      server,
      "/contact",
      form({ website: "http://spam.example", name: "Bot" }),
    ),
  ).toBe(303);
  expect(await visit(server, `/u/${TOKEN}`)).toBe(404);
  expect(await visit(server, `/subscribe/confirm/${TOKEN}`)).toBe(404);
}

describe("no address stored or logged", () => {
  it("logs sign-ins, spam traps and requests without the visitor's address or a link's token", async () => {
    const server = await startServer({
      env: { TRUST_PROXY: "loopback", LOG_LEVEL: "info" },
    });
    servers.push(server);
    await exercise(server);
    const output = server.output();
    expect(output).toContain("sign-in failed");
    expect(output).toContain("spam trap: honeypot filled");
    expect(output).toContain('"url":"/u/:token"');
    expect(output).not.toContain(VISITOR);
    expect(output).not.toContain(TOKEN);
  });

  it("writes a loader's error with the URL's tokens hidden", () => {
    const lines: unknown[] = [];
    const original = logger.error.bind(logger);
    logger.error = ((...args: unknown[]) => {
      lines.push(args);
    }) as typeof logger.error;
    try {
      handleError(new Error("the loader broke"), {
        request: new Request(`http://localhost:3000/u/${TOKEN}?from=email`),
        params: {},
        context: testContext(),
      } as never);
    } finally {
      logger.error = original;
    }
    expect(JSON.stringify(lines)).toContain("/u/:token?from=email");
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "keeps rate-limit counts on PostgreSQL under a keyed hash, never the address",
    async () => {
      const database = await createPostgresDatabase("site_noip");
      databases.push(database);
      const server = await startServer({
        env: { TRUST_PROXY: "loopback", DATABASE_URL: database.url },
      });
      servers.push(server);
      await exercise(server);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ key: string }>(
          "select key from rate_limits",
        );
        const keys = rows.map((row) => row.key);
        expect(keys.some((key) => key.startsWith("rl:pages:"))).toBe(true);
        for (const key of keys) {
          expect(key).not.toMatch(/\d+\.\d+\.\d+\.\d+|::/);
        }
        expect(JSON.stringify(keys)).not.toContain(VISITOR);
      } finally {
        await client.end();
      }
    },
  );
});
