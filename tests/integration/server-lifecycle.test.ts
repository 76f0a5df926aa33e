import { spawn } from "node:child_process";
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
  testServerEnv,
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

// Each test here starts a server or two; on a busy two-core machine one
// start can take most of the default 30 s.
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
  }, 90_000);

  it("restarts on the same data directory after kill -9", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    await first.stop("SIGKILL");
    const second = await startServer({ dataDir });
    expect((await fetch(`${second.url}/`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
  }, 90_000);
});

describe("npm start (a supervisor's view)", () => {
  it("runs the server as plain node under npm, and a SIGTERM to npm stops it and frees the port and the data directory", async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = "";
    const npm = spawn("npm", ["start"], {
      env: { ...testServerEnv(port, dataDir), NODE_ENV: undefined },
      stdio: ["ignore", "pipe", "pipe"],
    });
    npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      npm.once("exit", (code) => resolve(code)),
    );
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const healthy = await fetch(`${url}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) break;
        if (npm.exitCode !== null || Date.now() > deadline)
          throw new Error(`npm start did not serve:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // npm's one child is the server itself: no shell, tsx or cross-env.
      const children = fs
        .readFileSync(`/proc/${npm.pid}/task/${npm.pid}/children`, "utf8")
        .trim()
        .split(" ");
      expect(children).toHaveLength(1);
      const command = fs
        .readFileSync(`/proc/${children[0]}/cmdline`, "utf8")
        .split("\0")
        .filter(Boolean);
      expect(path.basename(command[0]!)).toBe("node");
      expect(command.slice(1)).toEqual(["build/server/main.js"]);
      expect(
        fs.readFileSync(`/proc/${children[0]}/environ`, "utf8").split("\0"),
      ).toContain("MALLOC_ARENA_MAX=2");

      npm.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).not.toContain("forcing exit");
    } finally {
      if (npm.exitCode === null) npm.kill("SIGKILL");
    }
    // The port and the data directory are free for the next start.
    const again = await startServer({ dataDir, port });
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
  }, 90_000);
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
    expect(result.ms).toBeLessThan(2000 + 1500); // process start-up included
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
