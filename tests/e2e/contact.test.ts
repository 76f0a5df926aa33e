import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { fillVisit, VISIT_DATE } from "#tests/setup/lead-forms.ts";

const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

const VISIT = VISIT_DATE;
// The form asks for a resend when sent less than three seconds after it was shown.
const MIN_FILL_MS = 3_100;

async function expectConfirmation(page: Page, withJavaScript = true) {
  await page.waitForURL(/\/contact\/thank-you\?ref=C\d+-/);
  const main = page.locator("main");
  await expect.poll(() => main.innerText()).toContain("Reference number");
  const text = await main.innerText();
  expect(text).toMatch(/C\d+-[\w-]{8}/);
  expect(text).toContain("Showroom visit");
  expect(text).toContain("10:30 AM (New York time)");
  expect(text).toContain("within one business day");
  expect(text).toContain(
    "Good news: you are in our service area, about 4 miles",
  );
  expect(text).toContain("with a calendar entry for your visit");
  // The URL carries the reference only (the port, random, is not read:
  // 127.0.0.1:45559 once matched "555").
  const url = new URL(page.url());
  expect(url.pathname).toBe("/contact/thank-you");
  expect([...url.searchParams.keys()]).toEqual(["ref"]);
  expect(url.searchParams.get("ref")).toMatch(/^C\d+-[\w-]{8}$/);
  // axe runs inside the page, so only where scripts may run.
  if (withJavaScript) expect(await axeViolations(page)).toEqual([]);
}

describe("booking a showroom visit", () => {
  it("works with JavaScript: no reload, a pending button, the confirmation", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/contact`,
      DESKTOP,
    );
    await fillVisit(page, "js-on@example.com");
    await page.waitForTimeout(MIN_FILL_MS);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    // Hold the answer back a moment to see the pending state.
    await page.route("**/contact.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send request" }).click();
    const button = page.locator('button[type="submit"]', {
      hasText: "Sending…",
    });
    await expect.poll(() => button.getAttribute("aria-disabled")).toBe("true");
    await expectConfirmation(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { notReloaded?: boolean }).notReloaded,
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("works with JavaScript off, and keeps values and moves focus on errors", async () => {
    const { page, context } = await openPage(
      browser,
      `${baseUrl}/contact`,
      PHONE,
      {
        javaScriptEnabled: false,
      },
    );
    await fillVisit(page, "js-off@example.com");
    await page.locator("#contact-phone").fill("555-0199");
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForLoadState("domcontentloaded");
    const phone = page.locator("#contact-phone");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("contact-phone");
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    expect(await phone.getAttribute("aria-describedby")).toContain(
      "contact-phone-error",
    );
    expect(await page.locator("#contact-phone-error").innerText()).toContain(
      "Please enter a US phone number with area code, like (845) 555-0142",
    );
    expect(await page.locator("#contact-name").inputValue()).toBe("Ann Lee");
    expect(await page.locator("#contact-message").inputValue()).toBe(
      "<b>Two</b> questions about quartz.",
    );
    expect(await page.locator("#contact-error-summary").innerText()).toContain(
      "There is a problem with your form",
    );
    await phone.fill("(845) 555-0199");
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Send request" }).click();
    await expectConfirmation(page, false);
    await context.close();
  });

  it("can be completed with the keyboard alone", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/contact`,
      DESKTOP,
    );
    const focused = () => page.evaluate(() => document.activeElement?.id ?? "");
    for (
      let i = 0;
      i < 80 && (await focused()) !== "contact-requestType";
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    expect(await focused()).toBe("contact-requestType");
    await page.keyboard.press("Space");
    const steps: Array<[string, () => Promise<void>]> = [
      ["contact-name", () => page.keyboard.type("Kay Board")],
      ["contact-email", () => page.keyboard.type("keys@example.com")],
      ["contact-phone", () => page.keyboard.type("8455550177")],
      ["contact-townOrZip", () => page.keyboard.type("Nyack")],
      ["contact-service", () => page.keyboard.press("ArrowDown")],
      [
        "contact-preferredDate",
        async () => {
          const [y, m, d] = VISIT.split("-");
          await page.keyboard.type(`${m}${d}${y}`);
        },
      ],
    ];
    for (const [id, act] of steps) {
      await page.keyboard.press("Tab");
      expect(await focused()).toBe(id);
      await act();
    }
    // Leave the date's year segment, then pick 10:30 (the fourth Monday slot).
    while ((await focused()) !== "contact-preferredTime")
      await page.keyboard.press("Tab");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("contact-contactMethod");
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("contact-message");
    await page.keyboard.type("Typed without a mouse.");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Send request",
    );
    await page.waitForTimeout(MIN_FILL_MS);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/contact\/thank-you\?ref=C\d+-/);
    await expect
      .poll(() => page.locator("main").innerText())
      .toContain("10:30 AM");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("moves focus to the first problem, from the browser's check and from the server's", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/contact`,
      DESKTOP,
    );
    await page.getByRole("button", { name: "Send request" }).click();
    const focused = () => page.evaluate(() => document.activeElement?.id ?? "");
    await expect.poll(focused).toBe("contact-requestType");
    const summary = page.locator("#contact-error-summary");
    expect(await summary.innerText()).toContain(
      "There are 7 problems with your form",
    );
    expect(await page.locator("#contact-name-error").innerText()).toContain(
      "Please enter your name",
    );
    // The ZIP database is on the server: its answer comes back without a
    // reload and focus lands on the field.
    await fillVisit(page, "server-check@example.com");
    await page.locator("#contact-townOrZip").fill("00000");
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect.poll(focused).toBe("contact-townOrZip");
    expect(
      await page.locator("#contact-townOrZip-error").innerText(),
    ).toContain("We could not find ZIP code 00000");
    expect(await summary.innerText()).toContain(
      "There is a problem with your form",
    );
    expect(page.url()).toBe(`${baseUrl}/contact`);
    expect(problems.filter((p) => !p.includes("400"))).toEqual([]);
    await context.close();
  });

  it("offers only the by-appointment choice on a Sunday", async () => {
    const { page, context } = await openPage(
      browser,
      `${baseUrl}/contact`,
      DESKTOP,
    );
    const [y, m, d] = VISIT.split("-").map(Number) as [number, number, number];
    const sunday = new Date(Date.UTC(y, m - 1, d - 1))
      .toISOString()
      .slice(0, 10);
    await page.locator("#contact-preferredDate").fill(sunday);
    const options = await page
      .locator("#contact-preferredTime option")
      .allInnerTexts();
    expect(options).toEqual([
      "Choose one",
      "Sunday by appointment (we will call to confirm a time)",
    ]);
    await context.close();
  });
});
