import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "#app/db/client.server.ts";
import { contactRequests, loanApplications } from "#app/db/schema.ts";
import { openPage } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import {
  fillApplication,
  fillVisit,
  waitOutFillTime,
} from "#tests/setup/lead-forms.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// `PORT=<n> npm start` with no SITE_URL, opened at 127.0.0.1 as a newcomer
// would: the site moves the visitor to its own address, and both lead forms
// arrive in the database.
let server: ServerProcess;
let browser: Browser;
let siteOrigin: string;

beforeAll(async () => {
  server = await startServer({
    env: { SITE_URL: undefined, LEAD_RATE_LIMIT_PER_MINUTE: "1000" },
  });
  siteOrigin = `http://localhost:${server.port}`;
  browser = await testBrowser();
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

describe("a site reached at another address than SITE_URL", () => {
  it("answers 301 to the same path and query on http://localhost:<port>, except /healthz", async () => {
    const moved = await fetch(`${server.url}/contact?from=ip`, {
      redirect: "manual",
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`${siteOrigin}/contact?from=ip`);
    const sneaky = await fetch(`${server.url}//evil.example/`, {
      redirect: "manual",
    });
    expect(sneaky.headers.get("location")).toBe(`${siteOrigin}/evil.example/`);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("refuses a form posted from another origin with 403 and a plain message", async () => {
    for (const origin of [server.url, "null", "https://evil.example"]) {
      const response = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: {
          Origin: origin,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "name=Ann",
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toContain("text/plain");
      expect(await response.text()).toContain("sent from another web address");
    }
  });

  it("takes a contact request and a loan application opened at 127.0.0.1", async () => {
    const { page, context } = await openPage(browser, `${server.url}/contact`);
    expect(page.url()).toBe(`${siteOrigin}/contact`);
    await page.locator("html[data-hydrated]").waitFor();
    const contactLoaded = Date.now();
    await fillVisit(page, "address-test@example.com");
    await waitOutFillTime(page, contactLoaded);
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForURL(/\/contact\/thank-you\?ref=C\d+-/);

    await page.goto(`${server.url}/financing/apply`);
    expect(page.url()).toBe(`${siteOrigin}/financing/apply`);
    await page.locator("html[data-hydrated]").waitFor();
    const loanLoaded = Date.now();
    await fillApplication(page);
    await waitOutFillTime(page, loanLoaded);
    await page.getByRole("button", { name: "Send my application" }).click();
    await page.waitForURL(/\/financing\/apply\/received\?ref=F\d+-/);
    await context.close();

    // The server holds the database's lock while it runs.
    await server.stop();
    const database = await openPglite(path.join(server.dataDir, "pglite"));
    try {
      const { db } = database;
      expect(
        await db.select({ email: contactRequests.email }).from(contactRequests),
      ).toEqual([{ email: "address-test@example.com" }]);
      expect(
        await db
          .select({ email: loanApplications.email })
          .from(loanApplications),
      ).toEqual([{ email: "dana.whitfield@example.com" }]);
    } finally {
      await database.close();
    }
  });
});
