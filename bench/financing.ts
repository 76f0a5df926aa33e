// npx tsx bench/financing.ts: what the financing pages cost a visitor (HTML,
// JavaScript and CSS, gzip -9) beside the home page, and how fast the
// server renders /financing with an estimate computed in the loader.
import autocannon from "autocannon";
import { execSync } from "node:child_process";
import fs from "node:fs";
import { startServer } from "../tests/setup/server-process.ts";
import { measurePageWeight } from "./page-weight.ts";

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const server = await startServer({
  env: { PAGE_RATE_LIMIT_PER_MINUTE: "100000000" },
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[] = [];
for (const pathname of ["/", "/financing", "/financing/apply"]) {
  const weight = await measurePageWeight(server.url + pathname);
  rows.push(
    `| ${pathname} | ${kb(weight.htmlGzip)} | ${kb(weight.jsGzip)} (${weight.jsFiles} files) | ${kb(weight.cssGzip)} |`,
  );
}
const estimate = "/financing?amount=40000&term=84&apr=7.99";
await autocannon({ url: server.url + estimate, connections: 10, duration: 5 });
const load = await autocannon({
  url: server.url + estimate,
  connections: 10,
  duration: 15,
});
await server.stop();
fs.rmSync(server.dataDir, { recursive: true, force: true });

console.log("| page | HTML (gzip) | JavaScript (gzip) | CSS (gzip) |");
console.log("|---|---|---|---|");
for (const row of rows) console.log(row);
console.log(
  `\nGET ${estimate}, 10 connections, 15 s: ${Math.round(load.requests.average)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, errors ${load.errors + load.timeouts}, non-2xx ${load.non2xx}`,
);
