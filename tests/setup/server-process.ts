import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { testNodeFlags, tsxScriptArgs } from "./node-flags.ts";

// Generated seed images are content-addressed: every test server shares one
// cache so each drawing is encoded once per machine, not once per server.
export const SHARED_UPLOADS_DIR = path.resolve(
  "node_modules/.cache/test-uploads",
);

/**
 * Makes `dir` an uploads folder holding the seed's images from the shared
 * cache, so seeding into it does not encode them again (about 45 s).
 */
export function uploadsWithSeedImages(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  if (fs.existsSync(SHARED_UPLOADS_DIR)) {
    fs.cpSync(SHARED_UPLOADS_DIR, dir, { recursive: true });
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A test server's settings: loopback, its own data, the shared images. */
export function testServerEnv(port: number, dataDir: string) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    UPLOADS_DIR: SHARED_UPLOADS_DIR,
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    DATABASE_URL: undefined,
    // The backup tests start their own schedule; an archive of the shared
    // images at every test server's start would only slow the suite.
    BACKUP_INTERVAL_HOURS: "0",
  };
}

/**
 * Fills an empty data directory with the migrated and seeded one of this
 * run (tests/setup/templates.ts), when the test run made one: a server then
 * starts in 1.5 s instead of seeding for 3.5 s. Outside the test runner
 * (benchmarks) there is none, and a server seeds as on a fresh install.
 */
export function fillWithSeededTemplate(dataDir: string) {
  const templates = process.env.TEST_TEMPLATES_DIR;
  const seeded = templates && path.join(templates, "seeded");
  if (!seeded || !fs.existsSync(seeded)) return;
  try {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return;
    fs.cpSync(seeded, dataDir, { recursive: true });
  } catch {
    // A folder that cannot be made or read: the server says so itself.
  }
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  /** An empty one starts from the seeded template, as a new one does. */
  dataDir?: string;
  port?: number;
  waitForHealthy?: boolean;
  /** Node options before the entry, such as `--cpu-prof` (benchmarks). */
  nodeArgs?: string[];
}

/**
 * Servers this file started that may still run. A file that shares its
 * worker's process (vitest.config.ts) would otherwise leave a forgotten one
 * running beside the next files: tests/setup/close-leftovers.ts kills them.
 */
const started = new Set<ServerProcess>();

/** Kills what this file's tests started and left running. */
export async function killLeftServers() {
  await Promise.all([...started].map((server) => server.stop("SIGKILL")));
}

/** Starts the production server (build/server/main.js) as a child process, as `npm start` does. */
export async function startServer(
  options: StartOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir =
    options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-test-"));
  if (!options.env?.DATABASE_URL) fillWithSeededTemplate(dataDir);
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(
    process.execPath,
    // Named, so `ps` and process accounting (`sa`, bench/RESULTS.md) tell
    // the servers' CPU from the test workers'.
    [
      "--title=lakeside-server",
      ...testNodeFlags(),
      ...(options.nodeArgs ?? []),
      "build/server/main.js",
    ],
    {
      env: {
        ...testServerEnv(port, dataDir),
        NODE_ENV: "production",
        // As `npm start` runs it (README, "Memory").
        MALLOC_ARENA_MAX: "2",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      started.delete(handle);
      resolve(code);
    }),
  );

  const handle: ServerProcess = {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null)
        child.kill(signal);
      return exited;
    },
  };
  started.add(handle);
  if (options.waitForHealthy === false) return handle;

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited with code ${child.exitCode}:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return handle;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await handle.stop("SIGKILL");
  throw new Error(`The server did not become healthy in time:\n${output}`);
}

/**
 * Makes an admin account in `dataDir` the way the README says, with
 * `npm run admin:create`, before a server opens that data directory.
 */
export async function createAdminIn(
  dataDir: string,
  account: { username: string; password: string },
) {
  fillWithSeededTemplate(dataDir);
  await promisify(execFile)(
    process.execPath,
    tsxScriptArgs("scripts/create-admin.ts", [account.username]),
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        UPLOADS_DIR: SHARED_UPLOADS_DIR,
        DATABASE_URL: undefined,
        LOG_LEVEL: "warn",
        ADMIN_PASSWORD: account.password,
      },
    },
  );
}

/** Signs in over HTTP: the session cookie (`name=value`). */
export async function signInOver(
  server: ServerProcess,
  account: { username: string; password: string },
): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(account).toString(),
  });
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((cookie) => cookie.startsWith("sess="));
  if (response.status !== 302 || !session) {
    throw new Error(`Sign-in failed: ${response.status}`);
  }
  return session;
}
