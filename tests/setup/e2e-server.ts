import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// One production server, on a fresh data directory, for the whole
// end-to-end suite.
export default async function setup(project: TestProject) {
  // Every browser test posts from 127.0.0.1: lead forms get room for a
  // whole suite (the real limit is proved over HTTP in tests/integration).
  const server = await startServer({
    env: { LEAD_RATE_LIMIT_PER_MINUTE: "1000" },
  });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
