// npm run bench:contact: accepted contact requests per second under 20
// connections against the production build (PGlite, emails to .eml files),
// then the rows are counted: every 303 (accepted) must be a stored row.
import autocannon from "autocannon";
import { count } from "drizzle-orm";
import { execSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { openPglite } from "../app/db/client.server.ts";
import { contactRequests, emailOutbox } from "../app/db/schema.ts";
import { TEST_SECRET, validContact } from "../tests/setup/contact-client.ts";
import { startServer } from "../tests/setup/server-process.ts";

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 20;

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const server = await startServer({
  env: {
    SESSION_SECRET: TEST_SECRET,
    PAGE_RATE_LIMIT_PER_MINUTE: "100000000",
    LEAD_RATE_LIMIT_PER_MINUTE: "100000000",
  },
});

// One form token (issued ten seconds ago, as if a person had filled the
// form) and a distinct address per request, so none is a duplicate.
const base = validContact();
let sequence = 0;
const acknowledged: string[] = [];

const result = await autocannon({
  url: `${server.url}/contact`,
  connections: CONNECTIONS,
  duration: LOAD_SECONDS,
  requests: [
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      // Each connection remembers the address it sent, so every 303 names
      // the row that must exist afterwards.
      setupRequest: (request, context) => {
        const email = `bench-${++sequence}@example.com`;
        (context as { email?: string }).email = email;
        const form = new URLSearchParams({ ...base, email });
        return { ...request, body: form.toString() };
      },
      onResponse: (status, _body, context) => {
        const { email } = context as { email?: string };
        if (status === 303 && email) acknowledged.push(email);
      },
    },
  ],
});
const uptime = execSync("uptime").toString().trim();
await server.stop();

const connection = await openPglite(path.join(server.dataDir, "pglite"));
const stored = new Set(
  (
    await connection.db
      .select({ email: contactRequests.email })
      .from(contactRequests)
  ).map((row) => row.email),
);
const rows = stored.size;
const lost = acknowledged.filter((email) => !stored.has(email)).length;
const [{ emails }] = (await connection.db
  .select({ emails: count() })
  .from(emailOutbox)) as [{ emails: number }];
await connection.close();

const accepted = acknowledged.length;
console.log(`\n${uptime} (${os.cpus().length} CPUs)`);
console.log(`\n| measure | result |\n|---|---|`);
console.log(
  `| POST /contact with ${CONNECTIONS} connections for ${LOAD_SECONDS} s: accepted (303) per second | ${(accepted / LOAD_SECONDS).toFixed(0)} |`,
);
console.log(
  `| latency p50 / p99 | ${result.latency.p50} ms / ${result.latency.p99} ms |`,
);
console.log(
  `| accepted (303) answers / stored rows / acknowledged but missing | ${accepted} / ${rows} / ${lost} |`,
);
console.log(`| outbox emails queued (2 per request) | ${emails} |`);
console.log(
  `| other answers (errors, timeouts, 4xx, 5xx) | ${result.errors + result.timeouts + result["4xx"] + result["5xx"]} |`,
);
if (lost > 0 || emails !== rows * 2) process.exitCode = 1;
