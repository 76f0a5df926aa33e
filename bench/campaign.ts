// npm run bench:campaign: a 10,000-recipient campaign from the production
// build (PGlite) to a loopback SMTP server. Reports messages per second at
// the sink, the server's RSS when idle and at its peak during the send, and
// the home page's latency (autocannon, 10 connections) idle and during the
// send. Targets (issue 16): at least 200 messages/s, peak under 300 MB above
// idle, home p99 during the send within 2x of idle.
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite } from "../app/db/client.server.ts";
import { startServer } from "../tests/setup/server-process.ts";
import { startSmtpServer } from "../tests/setup/smtp-server.ts";

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const RATE = process.env.BENCH_RATE ?? "1000";
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? "8";
const LOAD_SECONDS = 10;

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const sink = await startSmtpServer();
const arrivals: number[] = [];
const received = sink.received;
// Keep only arrival times: 10,000 raw messages would be the bench's own memory.
received.push = (...items) => {
  for (const _ of items) arrivals.push(Date.now());
  return arrivals.length;
};

const env = {
  SMTP_URL: sink.url,
  CAMPAIGN_SEND_RATE_PER_SECOND: RATE,
  CAMPAIGN_SEND_CONCURRENCY: CONCURRENCY,
  CAMPAIGN_POLL_INTERVAL_MS: "1000",
  PAGE_RATE_LIMIT_PER_MINUTE: "100000000",
};

// Seed once, then add the subscribers and a campaign scheduled to start
// while the server is already up and measured idle.
const seeded = await startServer({ env });
const dataDir = seeded.dataDir;
await seeded.stop();
const START_IN_SECONDS = 40;
const db = await openPglite(path.join(dataDir, "pglite"));
await db.db.execute(sql`
  insert into email_subscribers (email, first_name, source)
  select 'reader' || n || '@example.com', 'Reader ' || n, 'bench'
    from generate_series(1, ${RECIPIENTS}) n`);
await db.db.execute(sql`
  insert into email_campaigns (name, subject, content, status, scheduled_for)
  values ('Bench', 'Ten thousand kitchens',
          ${"## Spring\n\nSee [the gallery](/gallery) and [our guide](/learning-guide).\n\n".repeat(5)},
          'scheduled', now() + make_interval(secs => ${START_IN_SECONDS}))`);
await db.close();

const server = await startServer({ env, dataDir });
const statusFile = `/proc/${server.child.pid}/status`;
const rss = () =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(statusFile, "utf8"))![1]) / 1024;

async function home() {
  const result = await autocannon({
    url: `${server.url}/`,
    connections: 10,
    duration: LOAD_SECONDS,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.errors + result.timeouts + result.non2xx,
  };
}

await new Promise((resolve) => setTimeout(resolve, 3000));
const idleLoad = execSync("uptime").toString().trim();
const idle = await home();
const idleRss = rss();
let peakRss = idleRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rss());
}, 100);

while (arrivals.length === 0) {
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const during = await home();
const deadline = Date.now() + 300_000;
while (arrivals.length < RECIPIENTS && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
clearInterval(sampler);
await server.stop();
await sink.stop();

const seconds = (arrivals.at(-1)! - arrivals[0]!) / 1000;
console.log(`\n${idleLoad} (${os.cpus().length} CPUs)`);
console.log(
  `\nCAMPAIGN_SEND_RATE_PER_SECOND=${RATE}, CAMPAIGN_SEND_CONCURRENCY=${CONCURRENCY}`,
);
console.log(`\n| measure | result |\n|---|---|`);
console.log(
  `| messages at the sink / recipients | ${arrivals.length} / ${RECIPIENTS} |`,
);
console.log(
  `| first to last message | ${seconds.toFixed(1)} s: **${Math.round((arrivals.length - 1) / seconds)} messages/s** |`,
);
console.log(
  `| server RSS idle -> peak during the send | ${Math.round(idleRss)} -> ${Math.round(peakRss)} MB (**+${Math.round(peakRss - idleRss)} MB**) |`,
);
console.log(
  `| home, 10 connections, idle: req/s, p50 / p99 | ${idle.rps}, ${idle.p50} / ${idle.p99} ms |`,
);
console.log(
  `| home, 10 connections, during the send: req/s, p50 / p99 | ${during.rps}, ${during.p50} / ${during.p99} ms (**${(during.p99 / idle.p99).toFixed(2)}x** idle) |`,
);
console.log(`| failed page requests | ${idle.bad + during.bad} |`);
fs.rmSync(dataDir, { recursive: true, force: true });
if (arrivals.length !== RECIPIENTS) process.exitCode = 1;
