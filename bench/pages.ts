// npm run bench:pages: requests per second and p99 of the public pages on
// the production build (PGlite), with the page cache on and off, against a
// same-run reference: a bare React Router 7 app (bench/reference: one
// route, ~30 KB of static HTML, Express 5, no database). Load from wrk when
// installed (else autocannon), 10 s a run after a warm-up, 10 and 50
// connections, uncompressed and with "Accept-Encoding: gzip, br" as a
// browser sends; with the cache off, also a crawl through every location
// page. Prints a Markdown table with the load average, and the server's
// memory after.
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import {
  SHARED_UPLOADS_DIR,
  startServer,
} from "../tests/setup/server-process.ts";
import { CLIENT, run, SECONDS, startReference } from "./load.ts";

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
const reference = await startReference();
const referenceUrl = reference.url;

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
  reference.child.kill();
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
