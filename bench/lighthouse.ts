// npm run bench:lighthouse [path ...]: Lighthouse (mobile preset, simulated
// throttling) against the production build, with Debian's Chromium.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { execSync } from "node:child_process";
import { chromiumPath } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server-process.ts";

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];

execSync("npx tsx scripts/ensure-build.ts", { stdio: "inherit" });
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
    const result = await lighthouse(`${server.url}${pathname}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pathname}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) =>
      Math.round((categories[id]?.score ?? 0) * 100);
    const weight = audits["resource-summary"]?.details as
      | { items: Array<{ resourceType: string; transferSize: number }> }
      | undefined;
    const bytes = (type: string) =>
      (
        (weight?.items.find((item) => item.resourceType === type)
          ?.transferSize ?? 0) / 1024
      ).toFixed(1);
    rows.push(
      `| ${pathname} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${audits["largest-contentful-paint"]?.displayValue} | ${audits["total-blocking-time"]?.displayValue} | ${audits["cumulative-layout-shift"]?.displayValue} | ${bytes("script")} KB | ${bytes("total")} KB |`,
    );
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
      path.join(reportDir, `lighthouse${pathname.replace(/\W+/g, "-")}.json`),
      JSON.stringify(result.lhr),
    );
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
console.log(
  "\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS (transfer) | total (transfer) |\n|---|---|---|---|---|---|---|---|---|---|",
);
for (const row of rows) console.log(row);
