// npm run bench:lighthouse [path ...]: Lighthouse (mobile preset, simulated
// throttling) against the production build, with Debian's Chromium.
// LIGHTHOUSE_RUNS=3 runs each page three times and adds the median row (the
// machine is shared, so single runs vary with its load); each run's row
// carries the one-minute load average at its start.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { execSync } from "node:child_process";
import { chromiumPath } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server-process.ts";

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);

interface Run {
  row: string[];
  numbers: number[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const server = await startServer({
  env: { PAGE_RATE_LIMIT_PER_MINUTE: "100000" },
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath() ?? undefined,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
// A production server has served pages before Lighthouse's visit: a few
// warm-up requests keep a cold JIT and an empty database cache out of the
// measured server response time.
for (const pathname of paths) {
  for (let i = 0; i < 3; i++) await (await fetch(server.url + pathname)).text();
}
const reportDir = fs.mkdtempSync(
  path.join(os.tmpdir(), "lakeside-lighthouse-"),
);
const rows: string[] = [];
try {
  for (const pathname of paths) {
    const pageRuns: Run[] = [];
    for (let run = 1; run <= runs; run++) {
      const load = os.loadavg()[0]!.toFixed(2);
      const result = await audit(pathname);
      const { categories, audits } = result.lhr;
      const score = (id: string) =>
        Math.round((categories[id]?.score ?? 0) * 100);
      const weight = audits["resource-summary"]?.details as
        | { items: Array<{ resourceType: string; transferSize: number }> }
        | undefined;
      const kb = (type: string) =>
        (weight?.items.find((item) => item.resourceType === type)
          ?.transferSize ?? 0) / 1024;
      const metric = (id: string) => audits[id]?.numericValue ?? NaN;
      const numbers = [
        score("performance"),
        score("accessibility"),
        score("best-practices"),
        score("seo"),
        metric("largest-contentful-paint"),
        metric("total-blocking-time"),
        metric("cumulative-layout-shift"),
        kb("script"),
        kb("total"),
      ];
      pageRuns.push({
        row: [`${pathname} (run ${run}, load ${load})`],
        numbers,
      });
      rows.push(formatRow(pageRuns.at(-1)!.row[0]!, numbers));
      const failing = Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode === "binary",
        )
        .map((audit) => audit.id);
      if (failing.length > 0)
        console.error(`${pathname}: failing audits: ${failing.join(", ")}`);
      fs.writeFileSync(
        path.join(
          reportDir,
          `lighthouse${pathname.replace(/\W+/g, "-")}-${run}.json`,
        ),
        JSON.stringify(result.lhr),
      );
    }
    if (runs > 1) {
      rows.push(
        formatRow(
          `**${pathname} (median of ${runs})**`,
          pageRuns[0]!.numbers.map((_, index) =>
            median(pageRuns.map((run) => run.numbers[index]!)),
          ),
        ),
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(
  `\nReports: ${reportDir}; load average: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
// Lighthouse now and then fails to record the trace itself (NO_NAVSTART,
// NO_FCP with a page that painted): such a run measures nothing about the
// page, so it is repeated, at most twice, and the repeat is said.
async function audit(pathname: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${server.url}${pathname}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pathname}`);
    const failure = result.lhr.runtimeError?.code;
    if (!failure || attempt === 3) return result;
    console.error(`${pathname}: Lighthouse failed (${failure}); running again`);
  }
}

function formatRow(label: string, numbers: number[]): string {
  const [perf, a11y, practices, seo, lcp, tbt, cls, js, total] = numbers;
  return `| ${label} | ${perf} | ${a11y} | ${practices} | ${seo} | ${(lcp! / 1000).toFixed(2)} s | ${Math.round(tbt!)} ms | ${cls!.toFixed(3)} | ${js!.toFixed(1)} KB | ${total!.toFixed(1)} KB |`;
}

console.log(
  "\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS (transfer) | total (transfer) |\n|---|---|---|---|---|---|---|---|---|---|",
);
for (const row of rows) console.log(row);
