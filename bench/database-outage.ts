// npm run bench:outage: what visitors get while PostgreSQL is unreachable
// for OUTAGE_SECONDS (default 15), and how soon the same process serves and
// stores again once it is back (issue 28). Needs TEST_DATABASE_URL. A TCP
// proxy between the server and PostgreSQL resets every connection during
// the outage, or with OUTAGE_MODE=hang drops every byte
// (tests/setup/tcp-proxy.ts). During it, four visitors ask in a
// loop: a kept page (/), a page never kept (/news), a newsletter sign-up
// and /healthz; each request's status and time are recorded.
import os from "node:os";
import { createPostgresDatabase } from "../tests/setup/database.ts";
import { startServer } from "../tests/setup/server-process.ts";
import { startTcpProxy } from "../tests/setup/tcp-proxy.ts";

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error("Set TEST_DATABASE_URL (a PostgreSQL server) to run this.");
  process.exit(1);
}
const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 15) * 1000;
// reset: connections refused and reset (a restart, a failover); hang: the
// network drops every packet (nothing answers, nothing is refused).
const MODE = process.env.OUTAGE_MODE === "hang" ? "hang" : "reset";

const direct = new URL(url);
const proxy = await startTcpProxy({
  host: direct.hostname,
  port: Number(direct.port || 5432),
});
const database = await createPostgresDatabase("site_bench_outage");
const proxied = new URL(database.url);
proxied.host = `127.0.0.1:${proxy.port}`;
const server = await startServer({
  env: {
    DATABASE_URL: proxied.toString(),
    PAGE_RATE_LIMIT_PER_MINUTE: "1000000",
  },
});

let sequence = 0;
const probes: Record<string, () => Promise<Response>> = {
  "kept page /": () => fetch(`${server.url}/`),
  "page not kept /news": () => fetch(`${server.url}/news`),
  "newsletter sign-up": () =>
    fetch(`${server.url}/api/email/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: `bench${++sequence}@example.com` }),
    }),
  "/healthz": () => fetch(`${server.url}/healthz`),
};

async function sample(name: string, until: number) {
  const seen = new Map<number, number>();
  let worst = 0;
  while (Date.now() < until) {
    const started = performance.now();
    const response = await probes[name]!();
    await response.arrayBuffer();
    worst = Math.max(worst, performance.now() - started);
    seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
    // Sign-ups are limited to 10 a minute per address: one every 1.5 s.
    const pause = name === "newsletter sign-up" ? 1500 : 50;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return { name, worst, seen };
}

try {
  for (let i = 0; i < 2; i++) await (await probes["kept page /"]!()).text();
  console.log(
    `load ${os.loadavg()[0]!.toFixed(2)}; outage of ${OUTAGE_MS / 1000} s (${MODE})`,
  );
  proxy.cut(MODE);
  const until = Date.now() + OUTAGE_MS;
  const during = await Promise.all(
    Object.keys(probes).map((name) => sample(name, until)),
  );
  console.log("\n| during the outage | answers | slowest |");
  console.log("| --- | --- | --- |");
  for (const { name, worst, seen } of during) {
    const answers = [...seen].map(([s, n]) => `${n} x ${s}`).join(", ");
    console.log(`| ${name} | ${answers} | ${worst.toFixed(0)} ms |`);
  }

  proxy.restore();
  const back = performance.now();
  const firstOk = async (name: string, ok: (status: number) => boolean) => {
    for (;;) {
      const response = await probes[name]!();
      await response.arrayBuffer();
      if (ok(response.status)) return performance.now() - back;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const [healthy, stored, page] = await Promise.all([
    firstOk("/healthz", (s) => s === 200),
    firstOk("newsletter sign-up", (s) => s === 200),
    firstOk("page not kept /news", (s) => s === 200),
  ]);
  console.log("\n| after the database returns | first success |");
  console.log("| --- | --- |");
  console.log(`| /healthz 200 | ${healthy.toFixed(0)} ms |`);
  console.log(`| a sign-up stored | ${stored.toFixed(0)} ms |`);
  console.log(`| /news rendered | ${page.toFixed(0)} ms |`);
} finally {
  await server.stop();
  await proxy.close();
  await database.drop();
}
