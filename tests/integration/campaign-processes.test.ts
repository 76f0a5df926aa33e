import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "#app/db/client.server.ts";
import {
  startServer,
  type ServerProcess,
} from "#tests/setup/server-process.ts";
import {
  readMail,
  startSmtpServer,
  type TestSmtpServer,
} from "#tests/setup/smtp-server.ts";

// Exactly-once sending across crashes and servers (checks R11): a campaign
// to 1,000 subscribers survives 20 kill -9s of the server mid-send with
// nobody mailed twice, and two servers on one PostgreSQL share a campaign
// without a duplicate. Counted at the SMTP sink by Message-ID, which is
// fixed per campaign and person.

const RECIPIENTS = 1000;
const senderEnv = (smtp: TestSmtpServer) => ({
  SMTP_URL: smtp.url,
  CAMPAIGN_POLL_INTERVAL_MS: "200",
  CAMPAIGN_SEND_RATE_PER_SECOND: "60",
  CAMPAIGN_SEND_CONCURRENCY: "4",
  CAMPAIGN_SEND_LEASE_SECONDS: "2",
  EMAIL_DRAIN_INTERVAL_MS: "600000",
});

// A campaign already sending, queued for every subscriber, as Send leaves it.
const QUEUE_CAMPAIGN = [
  `insert into email_subscribers (email, source)
   select 'crash' || n || '@example.com', 'test' from generate_series(1, ${RECIPIENTS}) n`,
  `insert into email_campaigns (name, subject, content, status, started_at, recipient_count)
   values ('Crash', 'Crash test', 'Hello **there**', 'sending', now(), ${RECIPIENTS})`,
  `insert into campaign_sends (campaign_id, subscriber_id, status)
   select c.id, s.id, 'queued' from email_campaigns c, email_subscribers s
    where c.name = 'Crash' and s.source = 'test'`,
];

function messageIds(smtp: TestSmtpServer) {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) {
    const id = readMail(mail).headers["message-id"] ?? "";
    if (id.startsWith("<campaign-")) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function quiet(smtp: TestSmtpServer, ms: number, limit = 120_000) {
  const deadline = Date.now() + limit;
  let seen = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    if (smtp.received.length !== seen) {
      seen = smtp.received.length;
      since = Date.now();
    } else if (Date.now() - since > ms) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the campaign kept sending");
}

describe("a campaign through 20 crashes of its server", () => {
  let smtp: TestSmtpServer;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await smtp.stop();
  });

  it("mails nobody twice and leaves every message sent, failed or unknown", async () => {
    const first = await startServer({ env: senderEnv(smtp) });
    const dataDir = first.dataDir;
    await first.stop();
    const db = await openPglite(path.join(dataDir, "pglite"));
    for (const statement of QUEUE_CAMPAIGN) {
      await db.db.execute(sql.raw(statement));
    }
    await db.close();

    for (let crash = 0; crash < 20; crash++) {
      server = await startServer({ env: senderEnv(smtp), dataDir });
      await new Promise((resolve) =>
        setTimeout(resolve, 150 + Math.random() * 600),
      );
      await server.stop("SIGKILL");
    }
    const beforeFinish = smtp.received.length;
    expect(beforeFinish).toBeGreaterThan(0);
    expect(beforeFinish).toBeLessThan(RECIPIENTS);

    server = await startServer({ env: senderEnv(smtp), dataDir });
    await quiet(smtp, 5000);
    await server.stop();
    server = undefined;

    const ids = messageIds(smtp);
    expect([...ids.values()].filter((n) => n > 1)).toEqual([]);
    const check = await openPglite(path.join(dataDir, "pglite"));
    const { rows } = (await check.db.execute(sql`
      select status, count(*)::int as n from campaign_sends group by status`)) as unknown as {
      rows: Array<{ status: string; n: number }>;
    };
    const { rows: campaign } = (await check.db.execute(
      sql`select status from email_campaigns where name = 'Crash'`,
    )) as unknown as { rows: Array<{ status: string }> };
    await check.close();
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.n]));
    expect(byStatus.queued ?? 0).toBe(0);
    expect(byStatus.sending ?? 0).toBe(0);
    expect((byStatus.sent ?? 0) + (byStatus.unknown ?? 0)).toBe(RECIPIENTS);
    // Every person the sink saw is sent or unknown; every sent one was seen.
    expect(ids.size).toBeGreaterThanOrEqual(byStatus.sent ?? 0);
    expect(ids.size).toBeLessThanOrEqual(RECIPIENTS);
    expect(campaign[0]?.status).toBe("sent");
  }, 600_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "a campaign shared by two servers on one PostgreSQL",
  () => {
    let smtp: TestSmtpServer;
    const servers: ServerProcess[] = [];
    let url: URL;
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `campaign_two_${process.pid}_${Date.now()}`;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      url = new URL(adminUrl);
      url.pathname = `/${name}`;
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop("SIGKILL")));
      await smtp.stop();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it("sends each message once while both claim work", async () => {
      const env = {
        ...senderEnv(smtp),
        DATABASE_URL: url.toString(),
        CAMPAIGN_SEND_RATE_PER_SECOND: "150",
      };
      servers.push(await startServer({ env }));
      servers.push(await startServer({ env }));
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        // In one transaction, as the app queues a campaign: a server that
        // saw the campaign before its sends would find nothing left to send
        // and mark it sent.
        await client.query("begin");
        for (const statement of QUEUE_CAMPAIGN) await client.query(statement);
        await client.query("commit");
        const deadline = Date.now() + 120_000;
        for (;;) {
          const { rows } = await client.query(
            "select status from email_campaigns where name = 'Crash'",
          );
          if (rows[0]?.status === "sent") break;
          if (Date.now() > deadline) throw new Error("not sent in 2 minutes");
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const { rows } = await client.query(
          "select status, count(*)::int as n from campaign_sends group by status",
        );
        expect(rows).toEqual([{ status: "sent", n: RECIPIENTS }]);
      } finally {
        await client.end();
      }
      const ids = messageIds(smtp);
      expect(ids.size).toBe(RECIPIENTS);
      expect([...ids.values()].every((n) => n === 1)).toBe(true);
    }, 300_000);
  },
);
