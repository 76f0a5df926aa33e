import fs from "node:fs";
import { inject } from "vitest";
import type { E2eServers } from "./e2e-server.ts";

// The end-to-end files run two at a time beside the other projects' files,
// each against the server of the worker it runs in (tests/setup/e2e-server.ts
// starts one per worker). Vitest numbers its running workers from 1 to
// maxWorkers, so a server serves one file at a time, as when the files ran
// one by one.
const worker = Number(process.env.VITEST_POOL_ID ?? "1");

/** The servers, once they answer; they start beside the first test files. */
async function e2eServers() {
  const file = inject("e2eServersFile");
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) {
      throw new Error("The end-to-end servers did not start within 120 s.");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const started = JSON.parse(fs.readFileSync(file, "utf8")) as E2eServers;
  if ("error" in started) {
    throw new Error(`The end-to-end servers did not start:\n${started.error}`);
  }
  return started.servers;
}

const servers = await e2eServers();

/** This file's server: its address and data directory (emails land in its outbox). */
export const e2eServer = servers[(worker - 1) % servers.length]!;
