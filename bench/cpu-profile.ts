// npm run bench:profile [-- /path ...]: where the server's CPU goes while it
// renders pages (PAGE_CACHE_MB=0 for cold renders). Starts the production build under `node --cpu-prof`, loads
// each path with 10 connections for 10 s (after a warm-up), stops the
// server, which writes the profile, and prints the functions and the
// packages with the most self time, with the load average.
import autocannon from "autocannon";
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  SHARED_UPLOADS_DIR,
  startServer,
} from "../tests/setup/server-process.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const PATHS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/rockland/new-city/kitchen-remodeling"];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOP = 25;

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-prof-"));
const spawnedAt = Date.now();
const server = await startServer({
  nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  env: {
    UPLOADS_DIR: SHARED_UPLOADS_DIR,
    PAGE_RATE_LIMIT_PER_MINUTE: "100000000",
  },
});
const requests: Record<string, number> = {};
// Start-up (migrations, loading modules) and the first warm-up are left
// out: only samples from the first measured run on are counted.
let measuredFrom = Infinity;
try {
  for (const pathname of PATHS) {
    await autocannon({
      url: server.url + pathname,
      connections: 10,
      duration: 3,
    });
    measuredFrom = Math.min(measuredFrom, Date.now());
    const result = await autocannon({
      url: server.url + pathname,
      connections: 10,
      duration: SECONDS,
    });
    requests[pathname] = result.requests.total;
  }
} finally {
  await server.stop();
}

const file = fs
  .readdirSync(profileDir)
  .find((name) => name.endsWith(".cpuprofile"));
if (!file) throw new Error(`no profile in ${profileDir}`);
const profile = JSON.parse(
  fs.readFileSync(path.join(profileDir, file), "utf8"),
) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
// The profile starts a little after the spawn, so this skips at least the
// start-up and warm-up.
const skipMicros = (measuredFrom - spawnedAt) * 1000;
let elapsedMicros = 0;
// Time the process spent waiting (for the network, the database's
// thread) is not rendering: left out.
profile.samples.forEach((id, i) => {
  elapsedMicros += profile.timeDeltas[i] ?? 0;
  if (elapsedMicros < skipMicros) return;
  if (byId.get(id)!.callFrame.functionName === "(idle)") return;
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

function where(url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.includes("/build/server/")) return "the app (build/server)";
  if (url.startsWith("node:")) return "node";
  return url ? path.basename(url) : "(V8: garbage collection, native)";
}

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const { callFrame } = byId.get(id)!;
  const name = `${callFrame.functionName || "(anonymous)"} ${where(callFrame.url)}${
    callFrame.url ? `:${callFrame.lineNumber + 1}` : ""
  }`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  const pkg = where(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
}

const rows = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([name, ms]) =>
        `| ${name} | ${ms.toFixed(0)} | ${((ms / total) * 100).toFixed(1)} % |`,
    )
    .join("\n");

console.log(
  `\nLoad average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}; ` +
    Object.entries(requests)
      .map(([p, n]) => `${p}: ${n} requests`)
      .join(", ") +
    `; ${total.toFixed(0)} ms sampled.\n`,
);
console.log(
  `| package | self ms | share |\n|---|---|---|\n${rows(byPackage, 12)}\n`,
);
console.log(
  `| function | self ms | share |\n|---|---|---|\n${rows(byFunction, TOP)}`,
);
fs.rmSync(profileDir, { recursive: true, force: true });
