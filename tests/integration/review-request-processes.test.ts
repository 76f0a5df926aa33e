import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "#app/db/client.server.ts";
import { createPostgresDatabase } from "#tests/setup/database.ts";
import {
  startServer,
  type ServerProcess,
} from "#tests/setup/server-process.ts";
import {
  countPerRecipient,
  startSmtpServer,
  type TestSmtpServer,
  until,
} from "#tests/setup/smtp-server.ts";

// Review requests with real processes (issue 33): each request and each
// reminder reaches the customer once, though the server is killed and
// restarted after a pass, and though two servers on one PostgreSQL look
// for due requests at the same time.

let stamp = Date.now();

/** A request due now; `remind` makes it one sent 8 days ago (its reminder is due). */
const dueRequest = (email: string, remind = false) => {
  stamp++;
  return `insert into review_requests (customer_name, email, nonce, token_digest, send_after, sent_at)
    values ('Due Customer', '${email}', 'nonce-${stamp}', 'digest-${stamp}',
      now() - interval '${remind ? "9 days" : "1 minute"}',
      ${remind ? "now() - interval '8 days'" : "null"})`;
};

const env = (smtp: TestSmtpServer) => ({
  SMTP_URL: smtp.url,
  REVIEW_REQUEST_INTERVAL_MS: "150",
  EMAIL_DRAIN_INTERVAL_MS: "150",
});

// Review emails the sink received, per recipient: requests and reminders.
const requests = (smtp: TestSmtpServer) =>
  countPerRecipient(smtp, "How did your");
const reminders = (smtp: TestSmtpServer) =>
  countPerRecipient(smtp, "Reminder: your review");

describe("review requests across a crash of the server", () => {
  let smtp: TestSmtpServer;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await smtp.stop();
  });

  async function insert(dataDir: string, ...statements: string[]) {
    const pglite = await openPglite(path.join(dataDir, "pglite"));
    for (const statement of statements) {
      await pglite.db.execute(sql.raw(statement));
    }
    await pglite.close();
  }

  it("sends a request and a reminder once though the server is killed and restarted after them", async () => {
    const first = await startServer({ env: env(smtp) });
    const { dataDir } = first;
    await first.stop();
    await insert(
      dataDir,
      dueRequest("first@example.com"),
      dueRequest("reminded@example.com", true),
    );

    server = await startServer({ env: env(smtp), dataDir });
    await until(
      () =>
        requests(smtp).has("first@example.com") &&
        reminders(smtp).has("reminded@example.com"),
      "the first request and the reminder",
    );
    await server.stop("SIGKILL");

    // A request due now: its email proves the restarted server made a
    // pass, which also saw the two above.
    await insert(dataDir, dueRequest("second@example.com"));
    server = await startServer({ env: env(smtp), dataDir });
    await until(
      () => requests(smtp).has("second@example.com"),
      "the second request",
    );
    await server.stop();
    server = undefined;
    expect(Object.fromEntries(requests(smtp))).toEqual({
      "first@example.com": 1,
      "second@example.com": 1,
    });
    expect(Object.fromEntries(reminders(smtp))).toEqual({
      "reminded@example.com": 1,
    });
  }, 180_000);
});

describe("review links over HTTP", () => {
  let server: ServerProcess | undefined;
  const SECRET = "review-links-secret-0123456789abcdef";
  // As app/reviews/request-token.server.ts makes them, under SECRET.
  const tokenFor = (nonce: string) =>
    crypto
      .createHmac("sha256", SECRET)
      .update(`review-request\n${nonce}`)
      .digest("base64url")
      .slice(0, 43);
  const digest = (token: string) =>
    crypto.createHash("sha256").update(token).digest("hex");

  afterAll(async () => {
    await server?.stop("SIGKILL");
  });

  it("takes a photo-sized body only on an open link, and a mail program's one-click opt-out from anywhere", async () => {
    const first = await startServer({ env: { SESSION_SECRET: SECRET } });
    const { dataDir } = first;
    await first.stop();
    const token = tokenFor("http-nonce");
    const pglite = await openPglite(path.join(dataDir, "pglite"));
    await pglite.db.execute(
      sql.raw(`insert into review_requests (customer_name, email, nonce, token_digest, send_after, sent_at)
        values ('Ann Lee', 'ann@example.com', 'http-nonce', '${digest(token)}', now() - interval '1 day', now())`),
    );
    await pglite.close();
    server = await startServer({ env: { SESSION_SECRET: SECRET }, dataDir });
    const post = (
      url: string,
      body: BodyInit,
      headers: Record<string, string> = {},
    ) =>
      fetch(`${server!.url}${url}`, {
        method: "POST",
        body,
        headers,
        redirect: "manual",
      });
    const photoSized = () => {
      const form = new FormData();
      form.set("rating", "5");
      form.set("photo", new Blob([new Uint8Array(200 * 1024)]), "big.jpg");
      return form;
    };

    // A link that names no open request gets the plain form's 64 KB.
    const unknown = await post(`/review/${"B".repeat(43)}`, photoSized());
    expect(unknown.status).toBe(413);
    // The open link reads the whole body and answers about its content.
    const open = await post(`/review/${token}`, photoSized());
    expect(open.status).toBe(400);
    expect(await open.text()).toContain("Please tell us about your project");

    const oneClick = await post(
      `/review/${token}/stop`,
      new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      { Origin: "https://mail.example.net" },
    );
    // A 2xx is all RFC 8058 asks of the answer.
    expect(oneClick.status).toBe(200);
    // Any other cross-site post is still refused.
    const crossSite = await post(
      `/review/${token}`,
      new URLSearchParams({ rating: "5" }),
      { Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    // Stopped: the link takes no review, nor a photo-sized body.
    expect((await post(`/review/${token}`, photoSized())).status).toBe(413);
  }, 120_000);

  it("lets the booking form bring six photos' worth, and no more", async () => {
    const booking = await startServer();
    try {
      const send = (photoBytes: number) => {
        const form = new FormData();
        form.set("kind", "showroom-visit");
        form.append(
          "photos",
          new Blob([new Uint8Array(photoBytes)]),
          "room.jpg",
        );
        return fetch(`${booking.url}/book`, {
          method: "POST",
          body: form,
          redirect: "manual",
        });
      };
      // Read whole and answered about its content (the form is not filled in).
      const photos = await send(3 * 1024 * 1024);
      expect(photos.status).toBe(400);
      // More than six photos' worth is refused by its declared length,
      // before a byte of it is read.
      const tooMuch = await new Promise<{ status: number; text: string }>(
        (resolve, reject) => {
          const request = http.request(`${booking.url}/book`, {
            method: "POST",
            headers: {
              "Content-Type": "multipart/form-data; boundary=x",
              "Content-Length": String(61 * 1024 * 1024),
            },
          });
          request.on("response", (response) => {
            let text = "";
            response.on("data", (chunk: Buffer) => (text += chunk));
            response.on("end", () =>
              resolve({ status: response.statusCode!, text }),
            );
          });
          request.on("error", reject);
          request.flushHeaders();
        },
      );
      expect(tooMuch.status).toBe(413);
      expect(tooMuch.text).toBe(
        "Those photos are too large. Please go back and choose at most 6, each under 10 MB.",
      );
    } finally {
      await booking.stop();
    }
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "review requests shared by two servers on one PostgreSQL",
  () => {
    let smtp: TestSmtpServer;
    const servers: ServerProcess[] = [];
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      database = await createPostgresDatabase("review_requests_two");
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop("SIGKILL")));
      await smtp.stop();
      await database?.drop();
    });

    it("sends each of 20 requests and 10 reminders once while both servers look for them", async () => {
      const withDatabase = { ...env(smtp), DATABASE_URL: database.url };
      servers.push(await startServer({ env: withDatabase }));
      servers.push(await startServer({ env: withDatabase }));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query("begin");
        for (let n = 1; n <= 20; n++) {
          await client.query(dueRequest(`two${n}@example.com`));
        }
        for (let n = 1; n <= 10; n++) {
          await client.query(dueRequest(`again${n}@example.com`, true));
        }
        await client.query("commit");
        await until(
          () => requests(smtp).size === 20 && reminders(smtp).size === 10,
          "20 requests and 10 reminders",
        );
        // One more: its arrival means passes went on after the others.
        await client.query(dueRequest("last@example.com"));
        await until(
          () => requests(smtp).has("last@example.com"),
          "the last request",
        );
        const { rows } = await client.query(
          "select kind, count(*)::int as n from email_outbox group by kind order by kind",
        );
        expect(rows).toEqual([
          { kind: "review-reminder", n: 10 },
          { kind: "review-request", n: 21 },
        ]);
      } finally {
        await client.end();
      }
      expect([...requests(smtp).values()].every((n) => n === 1)).toBe(true);
      expect([...reminders(smtp).values()].every((n) => n === 1)).toBe(true);
      expect(requests(smtp).size).toBe(21);
    }, 180_000);
  },
);
