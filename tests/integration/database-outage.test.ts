import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import { NOT_SAVED_MESSAGE } from "#app/content/forms.ts";
import { createPostgresDatabase } from "#tests/setup/database.ts";
import {
  asHtml,
  TEST_SECRET,
  validContact,
} from "#tests/setup/contact-client.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";
import { startTcpProxy } from "#tests/setup/tcp-proxy.ts";

// With DATABASE_URL, PostgreSQL may go away for a minute (a restart, a
// failover, a network cut). The site must not go down or lose a lead:
// kept pages are served as they were, a page that needs the database says
// "back in a minute" with the phone number and Retry-After, a form is
// told to send again with its values kept, /healthz says not ready, and
// the same process serves and stores again once the database is back.

const TEST_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!TEST_URL)("while PostgreSQL is unreachable", () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: ServerProcess;

  beforeAll(async () => {
    const direct = new URL(TEST_URL!);
    proxy = await startTcpProxy({
      host: direct.hostname,
      port: Number(direct.port || 5432),
    });
    database = await createPostgresDatabase("site_outage");
    const proxied = new URL(database.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({
      env: {
        DATABASE_URL: proxied.toString(),
        SESSION_SECRET: TEST_SECRET,
        PAGE_RATE_LIMIT_PER_MINUTE: "100000",
        LEAD_RATE_LIMIT_PER_MINUTE: "1000",
      },
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  async function timed(path: string, init?: RequestInit) {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      redirect: "manual",
      ...init,
      headers: { Origin: server.url, ...init?.headers },
    });
    const body = await response.text();
    return { response, body, ms: performance.now() - started };
  }

  const subscribe = (email: string) =>
    timed("/api/email/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, source: "website" }),
    });

  it("serves kept pages, says 503 with the phone where the database is needed, keeps a form's values, and recovers without a restart", async () => {
    // Pages visitors saw before the cut are kept.
    for (const path of ["/", "/gallery"]) {
      await timed(path);
      expect((await timed(path)).response.headers.get("x-page-cache")).toBe(
        "hit",
      );
    }

    proxy.cut();

    for (const path of ["/", "/gallery"]) {
      const kept = await timed(path);
      expect(kept.response.status, path).toBe(200);
      expect(kept.response.headers.get("x-page-cache")).toBe("stale");
      expect(kept.ms).toBeLessThan(2000);
    }

    // A page never kept, and the admin (its session is in the database).
    for (const [path, headers] of [
      ["/news", {}],
      ["/admin", { Cookie: `sess=${"a".repeat(43)}` }],
    ] as const) {
      const down = await timed(path, { headers });
      expect(down.response.status, path).toBe(503);
      expect(down.ms).toBeLessThan(2000);
      expect(Number(down.response.headers.get("retry-after"))).toBeGreaterThan(
        0,
      );
      expect(down.response.headers.get("cache-control")).toBe("no-store");
      expect(down.body).toContain(`tel:${business.phone.tel}`);
      expect(down.body).toContain(business.phone.display);
    }

    const health = await timed("/healthz");
    expect(health.response.status).toBe(503);
    expect(health.ms).toBeLessThan(2500);

    // The newsletter (its JSON call) and a contact form: not saved,
    // told so, the form's values kept.
    const refused = await subscribe("during@example.com");
    expect(refused.response.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ message: NOT_SAVED_MESSAGE() });
    const contact = await timed("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(
        validContact({ name: "Outage Visitor", email: "outage@example.com" }),
      ).toString(),
    });
    expect(contact.response.status).toBe(503);
    expect(contact.ms).toBeLessThan(2000);
    expect(contact.body).toContain(asHtml(NOT_SAVED_MESSAGE()));
    expect(contact.body).toContain('value="Outage Visitor"');

    // Back: the same process serves and stores again within 5 seconds.
    proxy.restore();
    const back = performance.now();
    let healthy = false;
    while (performance.now() - back < 5000) {
      if ((await timed("/healthz")).response.status === 200) {
        healthy = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(healthy).toBe(true);
    expect((await subscribe("after@example.com")).response.status).toBe(200);
    expect(performance.now() - back).toBeLessThan(5000);
    const page = await timed("/news");
    expect(page.response.status).toBe(200);

    // A network that drops every packet answers nothing at all: kept pages
    // still go out within 2 seconds, and /healthz says not ready.
    proxy.cut("hang");
    const silent = await timed("/");
    expect(silent.response.status).toBe(200);
    expect(silent.response.headers.get("x-page-cache")).toBe("stale");
    expect(silent.ms).toBeLessThan(2000);
    const probe = await timed("/healthz");
    expect(probe.response.status).toBe(503);
    expect(probe.ms).toBeLessThan(2000);
    proxy.restore();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string }>(
        "select email from email_subscribers where email like '%@example.com' order by email",
      );
      expect(rows.map((row) => row.email)).toEqual(["after@example.com"]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
