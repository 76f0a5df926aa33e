import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "#app/db/client.server.ts";
import { TEST_SECRET, validContact } from "#tests/setup/contact-client.ts";
import { rawPost } from "#tests/setup/raw-http.ts";
import { startServer } from "#tests/setup/server-process.ts";

// R7: contact requests are written continuously while the server is killed
// with SIGKILL; after a restart every acknowledged (303) request is there,
// and a request resent after its answer is stored once.
// Four trials in the suite; `CRASH_TRIALS=20` runs the reference's twenty.
const KILL_AFTER_MS = Array.from(
  { length: Number(process.env.CRASH_TRIALS ?? 4) },
  (_, trial) =>
    [1_200, 1_900, 800, 2_300][trial % 4]! + 100 * Math.floor(trial / 4),
);
const env = {
  SESSION_SECRET: TEST_SECRET,
  LEAD_RATE_LIMIT_PER_MINUTE: "100000",
  EMAIL_DRAIN_INTERVAL_MS: "600000",
};
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("contact requests survive kill -9 (R7)", () => {
  it(`keeps every acknowledged request over ${KILL_AFTER_MS.length} trials`, async () => {
    let reused: string | undefined;
    let sequence = 0;
    const acknowledged = new Map<string, string>();
    for (const [trial, killAfter] of KILL_AFTER_MS.entries()) {
      // Alternate a fresh data directory and the previous one.
      const dataDir =
        trial % 2 === 1 && reused
          ? reused
          : fs.mkdtempSync(path.join(os.tmpdir(), "contact-crash-"));
      if (!dirs.includes(dataDir)) dirs.push(dataDir);
      reused = dataDir;
      const server = await startServer({ dataDir, env });
      let killed = false;
      const writer = (async () => {
        while (!killed) {
          const email = `crash-${++sequence}@example.com`;
          const body = new URLSearchParams(validContact({ email })).toString();
          try {
            const first = await rawPost(`${server.url}/contact`, body);
            if (first.status !== 303) throw new Error(`status ${first.status}`);
            acknowledged.set(email, String(first.headers.location));
            // The same form again, as after a lost answer: same reference.
            if (sequence % 3 === 0) {
              const again = await rawPost(`${server.url}/contact`, body);
              expect(again.headers.location).toBe(first.headers.location);
            }
          } catch (error) {
            if (!killed) throw error;
          }
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      killed = true;
      await server.stop("SIGKILL");
      await writer;
    }
    expect(acknowledged.size).toBeGreaterThan(KILL_AFTER_MS.length);

    // Reopen every data directory: no repair needed, nothing acknowledged
    // is missing, no request stored twice.
    const stored = new Map<string, number>();
    for (const dir of dirs) {
      const restarted = await startServer({ dataDir: dir, env });
      await restarted.stop();
      const connection = await openPglite(path.join(dir, "pglite"));
      const result = (await connection.db.execute(
        sql`select email, count(*)::int as n from contact_requests group by email`,
      )) as unknown as { rows: Array<{ email: string; n: number }> };
      for (const row of result.rows) {
        stored.set(row.email, (stored.get(row.email) ?? 0) + Number(row.n));
      }
      await connection.close();
    }
    const missing = [...acknowledged.keys()].filter(
      (email) => !stored.has(email),
    );
    expect(missing).toEqual([]);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
  }, 240_000);
});
