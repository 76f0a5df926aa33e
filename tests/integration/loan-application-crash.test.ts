import "#tests/setup/loopback-smtp-env.ts";
import { and, eq } from "drizzle-orm";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "#app/db/client.server.ts";
import { emailOutbox, loanApplications } from "#app/db/schema.ts";
import { LOAN_FORM } from "#app/leads/loan-application.server.ts";
import { parseLeadReference } from "#app/leads/lead-reference.server.ts";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import { validLoanApplication } from "#tests/setup/fixtures.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// R7: applications keep arriving while the server is killed with SIGKILL at
// a random moment. Every application the server acknowledged (a 303 with a
// reference) must be in the database after a restart, with both of its
// emails queued, and none twice. Trials alternate a fresh data directory and
// the previous one. Two trials in the suite, since each needs two server
// starts; `CRASH_TRIALS=20` runs the reference's twenty (the seed is printed
// to replay a failure).
const TRIALS = Number(process.env.CRASH_TRIALS ?? 2);
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);
let random = SEED;
const nextRandom = () => {
  random = (random * 48_271) % 2_147_483_647;
  return random / 2_147_483_647;
};

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const env = {
  PAGE_RATE_LIMIT_PER_MINUTE: "1000000",
  LEAD_RATE_LIMIT_PER_MINUTE: "1000000",
  SESSION_SECRET: process.env.SESSION_SECRET,
  SMTP_URL: undefined,
};

function apply(server: ServerProcess, email: string) {
  const body = new URLSearchParams({
    ...validLoanApplication,
    email,
    website: "",
    formToken: issueFormToken(LOAN_FORM, Date.now() - 5_000),
  }).toString();
  return new Promise<string | null>((resolve) => {
    const request = http.request(
      `${server.url}/financing/apply`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        const location = response.headers.location ?? "";
        const ref = /ref=(F\d+-[\w-]{8})/.exec(location)?.[1] ?? null;
        response.on("end", () =>
          resolve(response.statusCode === 303 ? ref : null),
        );
        response.on("error", () => resolve(null));
      },
    );
    request.on("error", () => resolve(null));
    request.end(body);
  });
}

describe(`loan applications survive kill -9 (R7, seed ${SEED})`, () => {
  it(`acknowledged ⊆ persisted over ${TRIALS} trials`, async () => {
    let dataDir = "";
    for (let trial = 0; trial < TRIALS; trial++) {
      if (trial % 2 === 0) {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loan-crash-"));
        dirs.push(dataDir);
      }
      const server = await startServer({ dataDir, env });
      const acknowledged = new Map<string, string>();
      let running = true;
      let sent = 0;
      const writers = Array.from({ length: 4 }, async (_, writer) => {
        while (running) {
          const email = `t${trial}-w${writer}-${sent++}@example.com`;
          const ref = await apply(server, email);
          if (ref) acknowledged.set(ref, email);
        }
      });
      // Kill at a random moment once writes are flowing (the first render
      // of a busy machine can take a while).
      const deadline = Date.now() + 30_000;
      while (acknowledged.size === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, nextRandom() * 1500));
      server.child.kill("SIGKILL");
      await server.exited;
      running = false;
      await Promise.all(writers);

      // Reopens without repair, then is checked directly.
      const again = await startServer({ dataDir, env });
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
      expect(await again.stop()).toBe(0);
      const connection = await openPglite(path.join(dataDir, "pglite"));
      try {
        const rows = await connection.db
          .select({ id: loanApplications.id, email: loanApplications.email })
          .from(loanApplications);
        const emails = rows.map((row) => row.email);
        expect(new Set(emails).size).toBe(emails.length);
        for (const [ref, email] of acknowledged) {
          const id = parseLeadReference("F", ref)!;
          const row = rows.find((candidate) => candidate.id === id);
          expect(row?.email, `${ref} acknowledged but missing`).toBe(email);
          const queued = await connection.db
            .select({ kind: emailOutbox.kind })
            .from(emailOutbox)
            .where(
              and(
                eq(emailOutbox.relatedTable, "loan_applications"),
                eq(emailOutbox.relatedId, id),
              ),
            );
          expect(queued.map((email) => email.kind).sort()).toEqual([
            "loan-application-business",
            "loan-application-confirmation",
          ]);
        }
        expect(acknowledged.size).toBeGreaterThan(0);
      } finally {
        await connection.close();
      }
    }
  }, 600_000);
});
