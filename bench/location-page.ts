// npm run bench:location [-- /county/city/service]: requests per second and
// latency of one location page under 20 connections, on the production
// build with the seeded service area. Three runs after a warm-up; prints
// the median run and the load average, since the machine may be shared.
import autocannon from "autocannon";
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import {
  SHARED_UPLOADS_DIR,
  startServer,
} from "../tests/setup/server-process.ts";

const PATH = process.argv[2] ?? "/rockland/new-city/kitchen-remodeling";
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 20;
const RUNS = 3;

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const server = await startServer({
  env: {
    UPLOADS_DIR: SHARED_UPLOADS_DIR,
    PAGE_RATE_LIMIT_PER_MINUTE: "100000000",
  },
});
try {
  const check = await fetch(server.url + PATH, { redirect: "manual" });
  if (check.status !== 200) throw new Error(`${PATH} answered ${check.status}`);
  await autocannon({
    url: server.url + PATH,
    connections: CONNECTIONS,
    duration: 5,
  });
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await autocannon({
      url: server.url + PATH,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
    });
    runs.push({
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    });
  }
  runs.sort((a, b) => a.rps - b.rps);
  const median = runs[Math.floor(RUNS / 2)]!;
  const bytes = (await (await fetch(server.url + PATH)).text()).length;
  console.log(`\n| measure | result |\n|---|---|`);
  console.log(
    `| GET ${PATH}, ${CONNECTIONS} connections, ${LOAD_SECONDS} s, median of ${RUNS}: requests per second | ${median.rps} (runs: ${runs.map((r) => r.rps).join(", ")}) |`,
  );
  console.log(
    `| latency p50 / p99 (median run) | ${median.p50} ms / ${median.p99} ms |`,
  );
  console.log(
    `| errors, timeouts and non-2xx (all runs) | ${runs.reduce((n, r) => n + r.failures, 0)} |`,
  );
  console.log(`| HTML size (uncompressed) | ${(bytes / 1024).toFixed(1)} KB |`);
  console.log(
    `| load average after (1/5/15 min), ${os.cpus().length} CPUs | ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" / ")} |`,
  );
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
