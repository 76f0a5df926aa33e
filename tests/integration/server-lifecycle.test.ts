import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  freePort,
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// R6 graceful shutdown, R8 single instance, R14 start-up configuration, and
// the same server on PostgreSQL.

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-life-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the server expecting it to refuse to start; returns code, output, ms. */
async function expectRefusal(env: Record<string, string>) {
  const started = performance.now();
  const { DATA_DIR, PORT, ...rest } = env;
  const server = await startServer({
    dataDir: DATA_DIR ?? tempDir(),
    port: PORT ? Number(PORT) : undefined,
    env: { LOG_LEVEL: "info", ...rest },
    waitForHealthy: false,
  });
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 20_000);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, output: server.output(), ms: performance.now() - started };
}

describe("graceful shutdown (R6)", () => {
  it("answers the request in flight, then exits 0 promptly and restarts cleanly", async () => {
    const dataDir = tempDir();
    const server = await startServer({ dataDir });
    // A keep-alive client that is idle must not hold the process open.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      http.get(`${server.url}/services`, { agent }, (r) =>
        r.resume().on("end", resolve),
      ),
    );
    // A request in flight: its body arrives slowly, across the SIGTERM.
    let answeredAt = 0;
    const inFlight = new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": "19",
        },
      });
      request.on("response", (response) => {
        answeredAt = performance.now();
        response.resume();
        resolve(response.statusCode!);
      });
      request.on("error", reject);
      request.write("username=ana&");
      setTimeout(() => request.end("pass=1"), 1500);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exit = server.stop("SIGTERM");
    const status = await inFlight;
    const code = await exit;
    const exitedAt = performance.now();
    expect(status).toBeLessThan(500);
    expect(code).toBe(0);
    expect(exitedAt - answeredAt).toBeLessThan(1000);
    agent.destroy();

    const again = await startServer({ dataDir });
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
  });

  it("restarts on the same data directory after kill -9", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    await first.stop("SIGKILL");
    const second = await startServer({ dataDir });
    expect((await fetch(`${second.url}/`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
  });
});

describe("single instance (R8)", () => {
  it("a second server on the same data directory exits non-zero within 2 s", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    const result = await expectRefusal({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("already using the data directory");
    expect(result.ms).toBeLessThan(2000 + 1500); // process start-up (tsx) included
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    await first.stop();
  });

  it("a server on an occupied port exits non-zero", async () => {
    const first = await startServer();
    const result = await expectRefusal({
      DATA_DIR: tempDir(),
      PORT: String(first.port),
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      `Could not listen on 127.0.0.1:${first.port}`,
    );
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    await first.stop();
  });
});

describe("start-up configuration (R14)", () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ["a short SESSION_SECRET", { SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [
      "a DATABASE_URL that is not postgres",
      { DATABASE_URL: "mysql://x" },
      "DATABASE_URL",
    ],
    ["an unwritable DATA_DIR", { DATA_DIR: "/etc/passwd/data" }, "DATA_DIR"],
    ["a bad SMTP_URL", { SMTP_URL: "http://mail" }, "SMTP_URL"],
    ["a bad SITE_URL", { SITE_URL: "not a url" }, "SITE_URL"],
  ];
  it.each(cases)(
    "refuses %s, naming the variable",
    async (_name, env, variable) => {
      const result = await expectRefusal({
        DATA_DIR: tempDir(),
        PORT: String(await freePort()),
        ...env,
      });
      expect(result.code).not.toBe(0);
      expect(result.output).toContain(variable);
      expect(result.ms).toBeLessThan(5000);
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "on a PostgreSQL server",
  () => {
    it("migrates, seeds and serves; two servers share one database", async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `site_server_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const started = await Promise.allSettled([
        startServer({
          env: { DATABASE_URL: url.toString(), LOG_LEVEL: "info" },
        }),
        startServer({
          env: { DATABASE_URL: url.toString(), LOG_LEVEL: "info" },
        }),
      ]);
      try {
        const [a, b] = started.map((result) => {
          if (result.status === "rejected") throw result.reason;
          return result.value;
        }) as [ServerProcess, ServerProcess];
        for (const server of [a, b]) {
          expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
          const locations = await (
            await fetch(`${server.url}/locations`)
          ).text();
          expect(locations).toContain("Rockland County");
        }
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        const { rows } = await check.query(
          "select count(*)::int as n from services",
        );
        await check.end();
        expect(rows[0].n).toBe(6);
        // Each server runs the privacy policy's purge at start; the lock
        // lets one do the work, the other skips or finds nothing left.
        const purgeLines = () =>
          [a, b].map((server) =>
            server
              .output()
              .split("\n")
              .filter((line) => line.includes("retention purge")),
          );
        await expect
          .poll(() => purgeLines().every((lines) => lines.length === 1))
          .toBe(true);
        expect(purgeLines().flat().join("\n")).toContain('"contactRequests":0');
        expect(await a.stop()).toBe(0);
        expect(await b.stop()).toBe(0);
      } finally {
        // A server that started must not outlive a failed test.
        for (const result of started) {
          if (
            result.status === "fulfilled" &&
            result.value.child.exitCode === null
          )
            await result.value.stop();
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  },
);
