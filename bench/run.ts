// npm run bench: start-up, memory, throughput and page weight of the
// production build on this machine. Prints a Markdown table for
// bench/RESULTS.md. Everything runs on 127.0.0.1.
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execSync } from "node:child_process";
import {
  startServer,
  type ServerProcess,
} from "../tests/setup/server-process.ts";
import { measurePageWeight } from "./page-weight.ts";

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 20;

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function timedStart(dataDir: string, uploadsDir: string) {
  const started = performance.now();
  const server = await startServer({
    dataDir,
    env: { UPLOADS_DIR: uploadsDir, PAGE_RATE_LIMIT_PER_MINUTE: "100000000" },
  });
  return { server, ms: performance.now() - started };
}

async function load(server: ServerProcess, pathname: string) {
  const result = await autocannon({
    url: server.url + pathname,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-bench-"));
const uploadsDir = path.join(dataDir, "uploads");

const first = await timedStart(dataDir, uploadsDir);
await first.server.stop();
const second = await timedStart(dataDir, uploadsDir);
const server = second.server;
await new Promise((resolve) => setTimeout(resolve, 5000));
const idleRss = rssMb(server.child.pid!);

await load(server, "/"); // warm-up
const home = await load(server, "/");
const peakRss = rssMb(server.child.pid!);
const weight = await measurePageWeight(`${server.url}/`);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const rows: Array<[string, string]> = [
  [
    "first start on an empty data directory (migrate, seed, draw and encode images), to healthy",
    `${(first.ms / 1000).toFixed(1)} s`,
  ],
  [
    "start with an existing database, to healthy",
    `${(second.ms / 1000).toFixed(2)} s`,
  ],
  ["idle server memory (RSS, 5 s after start)", `${idleRss.toFixed(0)} MB`],
  [
    `GET / with ${CONNECTIONS} connections for ${LOAD_SECONDS} s: requests per second`,
    `${home.rps}`,
  ],
  ["GET /: latency p50 / p99", `${home.p50} ms / ${home.p99} ms`],
  [
    "GET /: errors, timeouts and non-2xx answers",
    `${home.errors + home.non2xx}`,
  ],
  ["memory after the load (RSS)", `${peakRss.toFixed(0)} MB`],
  [
    "home page JavaScript (gzip)",
    `${(weight.jsGzip / 1024).toFixed(1)} KB in ${weight.jsFiles} files`,
  ],
  ["home page CSS (gzip)", `${(weight.cssGzip / 1024).toFixed(1)} KB`],
  ["home page HTML (gzip)", `${(weight.htmlGzip / 1024).toFixed(1)} KB`],
];
console.log(`\n| measure | result |\n|---|---|`);
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
