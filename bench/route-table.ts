// npm run bench:route-table: what the site's route table alone costs React
// Router on each request (ADR 0027). Three servers, measured in turn for a
// few rounds at 50 connections so a change in the machine's speed falls on
// all of them: the reference (bench/reference, one route), the same
// reference with the site's route table (the same paths, nesting and ids,
// empty modules; REFERENCE_ROUTES=site), and the site itself rendering /
// with the page cache off (production build, PGlite). Prints each round and
// the medians as a Markdown table, with the load average.
import { execSync } from "node:child_process";
import os from "node:os";
import {
  SHARED_UPLOADS_DIR,
  startServer,
} from "../tests/setup/server-process.ts";
import { CLIENT, run, SECONDS, startReference } from "./load.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const loadAtStart = os.loadavg()[0]!;
const reference = await startReference();
const withSiteRoutes = await startReference({ routes: "site" });
const site = await startServer({
  env: {
    UPLOADS_DIR: SHARED_UPLOADS_DIR,
    PAGE_RATE_LIMIT_PER_MINUTE: "100000000",
    PAGE_CACHE_MB: "0",
  },
});

const targets = [
  { label: "reference (1 route)", url: reference.url },
  { label: "reference with the site's route table", url: withSiteRoutes.url },
  { label: "the site's / (page cache off)", url: `${site.url}/` },
];
const results = targets.map(() => [] as number[]);
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      const { rps, failures } = await run(target.url, CONNECTIONS);
      if (failures) throw new Error(`${target.label}: ${failures} failures`);
      results[i]!.push(rps);
    }
  }
} finally {
  reference.child.kill();
  withSiteRoutes.child.kill();
  await site.stop();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const referenceMedian = median(results[0]!);
console.log(
  `\nLoad average ${loadAtStart.toFixed(2)} at the start, ${os
    .loadavg()[0]!
    .toFixed(
      2,
    )} at the end; ${ROUNDS} rounds, ${SECONDS} s per run after a 2 s warm-up, ${CONNECTIONS} connections, load from ${CLIENT}.\n`,
);
console.log("| server | req/s each round | median | vs reference |");
console.log("|---|---|---|---|");
for (const [i, target] of targets.entries()) {
  console.log(
    `| ${target.label} | ${results[i]!.join(", ")} | ${median(results[i]!)} | ${(
      median(results[i]!) / referenceMedian
    ).toFixed(2)}x |`,
  );
}
