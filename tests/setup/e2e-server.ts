import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createAdminIn, startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * Where the end-to-end servers are written once they answer: one per
     * test worker (tests/setup/e2e-target.ts reads it).
     */
    e2eServersFile: string;
  }
}

/** What `e2eServersFile` holds: the servers, or why they did not start. */
export type E2eServers =
  { servers: { baseUrl: string; dataDir: string }[] } | { error: string };

/** The admin account the end-to-end suite signs in with. */
export const E2E_ADMIN = {
  username: "e2e-owner",
  password: "correct horse battery staple",
};

// One production server per test worker (vitest.config.ts's maxWorkers, or
// --maxWorkers), each on a fresh data directory. They start while the
// other projects' files already run: Vitest starts no file before every
// global setup has returned, and the owner's account and three servers
// took 7-8 s, half of it with a core idle (bench/RESULTS.md, "The
// end-to-end servers start beside the first files", session 32).
export default function setup(project: TestProject) {
  const workers =
    project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  const handoff = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-e2e-"));
  const file = path.join(handoff, "servers.json");
  const starting = startE2eServers(workers);
  void starting.then(
    (servers) =>
      publish(file, {
        servers: servers.map((server) => ({
          baseUrl: server.url,
          dataDir: server.dataDir,
        })),
      }),
    (error: Error) => publish(file, { error: error.stack ?? String(error) }),
  );
  project.provide("e2eServersFile", file);
  return async () => {
    const servers = await starting.catch(() => []);
    await Promise.all(
      servers.map(async (server) => {
        await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }),
    );
    fs.rmSync(handoff, { recursive: true, force: true });
  };
}

/** Written whole under another name first: a reader never sees half of it. */
function publish(file: string, servers: E2eServers) {
  fs.writeFileSync(`${file}.partial`, JSON.stringify(servers));
  fs.renameSync(`${file}.partial`, file);
}

async function startE2eServers(workers: number) {
  // The owner's account is made once, the way the README says (`npm run
  // admin:create`, before a server opens the database), and each server
  // starts on a copy.
  const withOwner = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-e2e-"));
  try {
    await createAdminIn(withOwner, E2E_ADMIN);
    return await Promise.all(
      Array.from({ length: workers }, () => startE2eServer(withOwner)),
    );
  } finally {
    fs.rmSync(withOwner, { recursive: true, force: true });
  }
}

async function startE2eServer(withOwner: string) {
  // Every browser test comes from 127.0.0.1: pages and lead forms get room
  // for a whole suite, which can pass 1,000 requests in a minute (the real
  // limits are proved over HTTP in tests/integration/rate-limits.test.ts).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-e2e-"));
  fs.cpSync(withOwner, dataDir, { recursive: true });
  return startServer({
    dataDir,
    env: {
      LEAD_RATE_LIMIT_PER_MINUTE: "1000",
      PAGE_RATE_LIMIT_PER_MINUTE: "100000",
    },
  });
}
