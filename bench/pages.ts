// npm run bench:pages: requests per second and p99 of the public pages on
// the production build (PGlite), with the page cache on and off, against a
// same-run reference: a bare React Router 7 app (bench/reference: one
// route, ~30 KB of static HTML, Express 5, no database). Load from wrk when
// installed (else autocannon), 10 s a run after a warm-up, 10 and 50
// connections, uncompressed and with "Accept-Encoding: gzip, br" as a
// browser sends; with the cache off, also a crawl through every location
// page. Prints a Markdown table with the load average, and the server's
// memory after.
import autocannon from "autocannon";
import { execFileSync, execSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  freePort,
  SHARED_UPLOADS_DIR,
  startServer,
} from "../tests/setup/server-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATHS = [
  "/",
  "/services/kitchen-remodeling",
  "/rockland/new-city/kitchen-remodeling",
  "/gallery",
];
const BROWSER = { "accept-encoding": "gzip, br" };
// BENCH_CACHE=on measures only the cached runs (the cold ones take longest).
const CACHE_MODES = (process.env.BENCH_CACHE ?? "on,off")
  .split(",")
  .filter((mode): mode is "on" | "off" => mode === "on" || mode === "off");

// wrk (Debian's `wrk` package), when installed, is the load generator:
// autocannon, one JavaScript thread, slows down itself on large pages at 50
// connections (/ cached: 674 req/s with autocannon, 3,319 with wrk, same
// server, same minute). BENCH_CLIENT=autocannon forces the old one.
const CLIENT =
  process.env.BENCH_CLIENT ??
  (spawnSync("wrk", ["--version"]).error ? "autocannon" : "wrk");

interface RunResult {
  rps: number;
  p99: number;
  failures: number;
}

function runWrk(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  paths?: string[],
): RunResult {
  // autocannon's time-out (wrk's own is 2 s).
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "--latency",
  ];
  for (const [name, value] of Object.entries(headers)) {
    args.push("-H", `${name}: ${value}`);
  }
  let script: string | undefined;
  if (paths) {
    // Each request the next path, as a crawler would.
    script = path.join(os.tmpdir(), `bench-pages-${process.pid}.lua`);
    fs.writeFileSync(
      script,
      `local paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}\n` +
        "local i = 0\n" +
        'request = function() i = i % #paths + 1; return wrk.format("GET", paths[i]) end\n',
    );
    args.push("-s", script);
  }
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  if (script) fs.rmSync(script);
  const p99 = /\b99%\s+([\d.]+)(us|ms|s)\b/.exec(out)!;
  const scale = { us: 0.001, ms: 1, s: 1000 }[p99[2] as "us" | "ms" | "s"];
  const socketErrors =
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
      out,
    );
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)![1])),
    p99: Math.round(Number(p99[1]) * scale),
    failures:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
      (socketErrors
        ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0)
        : 0),
  };
}

async function run(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  paths?: string[],
): Promise<RunResult> {
  if (CLIENT === "wrk") {
    runWrk(url, connections, 2, headers, paths);
    return runWrk(url, connections, SECONDS, headers, paths);
  }
  // Each connection walks the paths in turn, as a crawler would.
  const requests = paths?.map((path) => ({ method: "GET" as const, path }));
  await autocannon({ url, connections, duration: 2, headers, requests });
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers,
    requests,
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Every location page the sitemap lists (county/town/service). */
async function locationPaths(base: string) {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
  const listed = await locs(`${base}/sitemap.xml`);
  const pages = listed.some((path) => path.startsWith("/sitemaps/"))
    ? (
        await Promise.all(
          listed
            .filter((path) => path.startsWith("/sitemaps/"))
            .map((path) => locs(base + path)),
        )
      ).flat()
    : listed;
  return pages.filter((path) => path.split("/").length === 4);
}

const rssMb = (pid: number) =>
  Number(
    /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1],
  ) / 1024;

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
if (!fs.existsSync("bench/reference/build/server/index.js")) {
  execSync("npx react-router build", {
    cwd: "bench/reference",
    stdio: "inherit",
  });
}

const referencePort = await freePort();
const reference = spawn(
  process.execPath,
  ["bench/reference/server.js", String(referencePort)],
  { env: { ...process.env, NODE_ENV: "production" }, stdio: "inherit" },
);
const referenceUrl = `http://127.0.0.1:${referencePort}/`;
for (;;) {
  const up = await fetch(referenceUrl).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const rows: string[] = [];
const line = (cells: Array<string | number>) =>
  rows.push(`| ${cells.join(" | ")} |`);
try {
  const ref10 = await run(referenceUrl, 10);
  const ref50 = await run(referenceUrl, 50);
  const refBrowser = await run(referenceUrl, 50, BROWSER);
  const referenceBytes = (await (await fetch(referenceUrl)).text()).length;
  line([
    `reference (${Math.round(referenceBytes / 1024)} KB)`,
    "-",
    `${ref10.rps} / ${ref10.p99} ms`,
    `${ref50.rps} / ${ref50.p99} ms`,
    `${refBrowser.rps} / ${refBrowser.p99} ms`,
    "1.00x",
    ref10.failures + ref50.failures + refBrowser.failures,
  ]);

  for (const cache of CACHE_MODES) {
    const server = await startServer({
      env: {
        UPLOADS_DIR: SHARED_UPLOADS_DIR,
        PAGE_RATE_LIMIT_PER_MINUTE: "100000000",
        PAGE_CACHE_MB: cache === "on" ? "64" : "0",
      },
    });
    try {
      const measure = async (label: string, url: string, paths?: string[]) => {
        const c10 = await run(url, 10, {}, paths);
        const c50 = await run(url, 50, {}, paths);
        const browser = await run(url, 50, BROWSER, paths);
        line([
          label,
          cache,
          `${c10.rps} / ${c10.p99} ms`,
          `${c50.rps} / ${c50.p99} ms`,
          `${browser.rps} / ${browser.p99} ms`,
          `${(c50.rps / ref50.rps).toFixed(2)}x`,
          c10.failures + c50.failures + browser.failures,
        ]);
      };
      for (const path of PATHS) await measure(path, server.url + path);
      if (cache === "off") {
        // The real cold case: a different page every request (a crawler).
        const crawl = await locationPaths(server.url);
        await measure(
          `${crawl.length} location pages in turn`,
          server.url,
          crawl,
        );
      }
      rows.push(
        `| server RSS after the runs (cache ${cache}) | | ${rssMb(server.child.pid!).toFixed(0)} MB | | | | |`,
      );
    } finally {
      await server.stop();
    }
  }
} finally {
  reference.kill();
}

console.log(
  `\nLoad average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(
      " ",
    )}; ${SECONDS} s per run after a 2 s warm-up; load from ${CLIENT}.\n`,
);
console.log(
  "| path | page cache | c=10 req/s / p99 | c=50 req/s / p99 | c=50 gzip/br req/s / p99 | c=50 vs reference | failures |",
);
console.log("|---|---|---|---|---|---|---|");
console.log(rows.join("\n"));
