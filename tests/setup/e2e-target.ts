import { inject } from "vitest";

// The end-to-end files run two at a time beside the other projects' files,
// each against the server of the worker it runs in (tests/setup/e2e-server.ts
// starts one per worker). Vitest numbers its running workers from 1 to
// maxWorkers, so a server serves one file at a time, as when the files ran
// one by one.
const servers = inject("e2eServers");
const worker = Number(process.env.VITEST_POOL_ID ?? "1");

/** This file's server: its address and data directory (emails land in its outbox). */
export const e2eServer = servers[(worker - 1) % servers.length]!;
