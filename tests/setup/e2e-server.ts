import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createAdminIn, startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per test worker (tests/setup/e2e-target.ts). */
    e2eServers: { baseUrl: string; dataDir: string }[];
  }
}

/** The admin account the end-to-end suite signs in with. */
export const E2E_ADMIN = {
  username: "e2e-owner",
  password: "correct horse battery staple",
};

// One production server per test worker (vitest.config.ts's maxWorkers, or
// --maxWorkers), each on a fresh data directory.
export default async function setup(project: TestProject) {
  const workers =
    project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  // The owner's account is made once, the way the README says (`npm run
  // admin:create`, before a server opens the database), and each server
  // starts on a copy: the command takes 3-4 s, and the run waits for it.
  const withOwner = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-e2e-"));
  createAdminIn(withOwner, E2E_ADMIN);
  const servers = await Promise.all(
    Array.from({ length: workers }, () => startE2eServer(withOwner)),
  ).finally(() => fs.rmSync(withOwner, { recursive: true, force: true }));
  project.provide(
    "e2eServers",
    servers.map((server) => ({
      baseUrl: server.url,
      dataDir: server.dataDir,
    })),
  );
  return async () => {
    await Promise.all(
      servers.map(async (server) => {
        await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }),
    );
  };
}

async function startE2eServer(withOwner: string) {
  // Every browser test comes from 127.0.0.1: pages and lead forms get room
  // for a whole suite, which can pass 1,000 requests in a minute (the real
  // limits are proved over HTTP in tests/integration/rate-limits.test.ts).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-e2e-"));
  fs.cpSync(withOwner, dataDir, { recursive: true });
  const server = await startServer({
    dataDir,
    env: {
      LEAD_RATE_LIMIT_PER_MINUTE: "1000",
      PAGE_RATE_LIMIT_PER_MINUTE: "100000",
    },
  });
  return server;
}
