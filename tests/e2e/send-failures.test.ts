import fs from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import { SEND_FAILED_MESSAGE } from "#app/content/forms.ts";
import { SENT_TOO_FAST_MESSAGE } from "#app/utils/spam-trap.ts";
import { MIN_FILL_MS } from "#app/utils/spam-trap.server.ts";
import { DESKTOP, openPage } from "#tests/setup/browser-page.ts";
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

// Whatever goes wrong after Send, the visitor is told, keeps what they
// typed, can send again and has the phone number. This file runs its own
// server so it can stop it between loading a form and sending it.
let server: ServerProcess;
let browser: Browser;

const start = (dataDir?: string, port?: number) =>
  startServer({
    dataDir,
    port,
    env: { LEAD_RATE_LIMIT_PER_MINUTE: "1000" },
  });

beforeAll(async () => {
  server = await start();
  browser = await testBrowser();
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function restartServer() {
  server = await start(server.dataDir, server.port);
}

async function expectNotSent(page: Page, field: string, value: string) {
  const alert = page.getByRole("alert").filter({ hasText: "was not sent" });
  await alert.waitFor();
  const text = await alert.innerText();
  expect(text).toContain(SEND_FAILED_MESSAGE);
  expect(text).toContain(business.phone.display);
  expect(await page.locator(field).inputValue()).toBe(value);
}

// Stopping and restarting the server takes seconds of each test's time.
describe("a lead form whose send fails", { timeout: 120_000 }, () => {
  it("keeps a contact request when the server stops between load and Send, then sends it once it is back", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${server.url}/contact`,
      DESKTOP,
    );
    await page.locator("html[data-hydrated]").waitFor();
    const loaded = Date.now();
    await fillVisit(page, "server-down@example.com");
    await waitOutFillTime(page, loaded);
    await server.stop();

    const send = page.getByRole("button", { name: "Send request" });
    await send.click();
    await expectNotSent(page, "#contact-email", "server-down@example.com");
    expect(await page.locator("#contact-name").inputValue()).toBe("Ann Lee");
    expect(await send.getAttribute("aria-disabled")).toBeNull();

    await restartServer();
    await send.click();
    await page.waitForURL(/\/contact\/thank-you\?ref=C\d+-/);
    // The failed fetches are the browser's own console errors.
    expect(problems.filter((p) => !p.includes("Failed to load"))).toEqual([]);
    await context.close();
  });

  it("keeps a loan application when the server answers 500, and sends it when it recovers", async () => {
    const { page, context } = await openPage(
      browser,
      `${server.url}/financing/apply`,
      DESKTOP,
    );
    await page.locator("html[data-hydrated]").waitFor();
    const loaded = Date.now();
    await fillApplication(page);
    await waitOutFillTime(page, loaded);
    await page.route("**/financing/apply.data*", (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    const send = page.getByRole("button", { name: "Send my application" });
    await send.click();
    await expectNotSent(page, "#loan-email", "dana.whitfield@example.com");
    await page.unroute("**/financing/apply.data*");
    await send.click();
    await page.waitForURL(/\/financing\/apply\/received\?ref=F\d+-/);
    await context.close();
  });

  // The toast's code loads when a visitor reaches for the form; if the server
  // is gone before that, the same words show plainly.
  for (const toasterLoaded of [true, false]) {
    it(`tells a newsletter subscriber when the server is down (toast code ${toasterLoaded ? "loaded" : "unreachable"})`, async () => {
      // A first visit's empty cache: the toast's code must come from the
      // server, or not at all once it is stopped.
      const { page, context } = await openPage(
        browser,
        `${server.url}/`,
        DESKTOP,
        { coldCache: true },
      );
      await page.locator("html[data-hydrated]").waitFor();
      const form = page.locator("#newsletter");
      if (toasterLoaded) {
        const toasterCode = page.waitForResponse((response) =>
          /\/toaster-[\w-]+\.js$/.test(response.url()),
        );
        await form.getByLabel("Email address").focus();
        await toasterCode;
      }
      await server.stop();
      try {
        await form.getByLabel("Email address").fill("down@example.com");
        await form.getByRole("button", { name: "Subscribe" }).click();
        await page.getByText("Subscription failed", { exact: true }).waitFor();
        await page
          .getByText("Please try again later.", { exact: true })
          .waitFor();
        expect(await form.getByLabel("Email address").inputValue()).toBe(
          "down@example.com",
        );
      } finally {
        await restartServer();
        await context.close();
      }
    });
  }
});

describe("a lead form sent too fast, without JavaScript", () => {
  it("comes back with the values and 'press Send again', then goes through", async () => {
    // One field, sent at once, as autofill would. A busy machine can take
    // longer than the three seconds just to open the page; only a send that
    // left inside them is sure to be refused, so a slower try is repeated.
    let sent: { page: Page; context: BrowserContext } | undefined;
    for (let attempt = 1; !sent; attempt += 1) {
      const loading = Date.now();
      const { page, context } = await openPage(
        browser,
        `${server.url}/contact`,
        DESKTOP,
        { javaScriptEnabled: false },
      );
      await page.locator("#contact-email").fill("autofill@example.com");
      await page.getByRole("button", { name: "Send request" }).click();
      if (Date.now() - loading < MIN_FILL_MS || attempt === 5) {
        sent = { page, context };
      } else {
        await context.close();
      }
    }
    const { page, context } = sent;
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain(SENT_TOO_FAST_MESSAGE);
    expect(await alert.innerText()).toContain(business.phone.display);
    expect(await page.locator("#contact-email").inputValue()).toBe(
      "autofill@example.com",
    );
    await fillVisit(page, "autofill@example.com");
    const resent = Date.now();
    await waitOutFillTime(page, resent);
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForURL(/\/contact\/thank-you\?ref=C\d+-/);
    await context.close();
  });

  it("answers an empty form with its field errors, however fast", async () => {
    const { page, context } = await openPage(
      browser,
      `${server.url}/contact`,
      DESKTOP,
      { javaScriptEnabled: false },
    );
    await page.getByRole("button", { name: "Send request" }).click();
    await page.locator("#contact-error-summary").waitFor();
    expect(await page.locator("#contact-error-summary").innerText()).toMatch(
      /problems with your form/,
    );
    await context.close();
  });
});
