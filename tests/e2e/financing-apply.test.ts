import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { consentText } from "#app/content/financing-apply.ts";
import { loanMessages } from "#app/leads/loan-application-schema.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { fillApplication, waitOutFillTime } from "#tests/setup/lead-forms.ts";

// A homeowner applies for financing with JavaScript on and off, by keyboard
// alone, and recovers from mistakes with focus on the first problem.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

/** Opens the form with JavaScript off, fills it in and sends it. */
async function applyWithoutJavaScript(overrides: Record<string, string> = {}) {
  const { page, context } = await openPage(
    browser,
    `${baseUrl}/financing/apply`,
    DESKTOP,
    { javaScriptEnabled: false },
  );
  const loaded = Date.now();
  await fillApplication(page, overrides);
  await waitOutFillTime(page, loaded);
  await page.getByRole("button", { name: "Send my application" }).click();
  return { page, context };
}

async function expectReceived(page: Page) {
  await page.waitForURL(/\/financing\/apply\/received\?ref=F\d+-[\w-]{8}$/);
  await expect
    .poll(() =>
      page
        .getByRole("heading", { level: 1, name: "Application received" })
        .count(),
    )
    .toBe(1);
  const reference = new URL(page.url()).searchParams.get("ref")!;
  expect(await page.getByText(reference, { exact: true }).count()).toBe(1);
  expect(
    await page
      .getByText("Good news: your home is in an area we serve.")
      .count(),
  ).toBe(1);
  // The URL carries the reference only (nothing typed in the form).
  const url = new URL(page.url());
  expect([...url.searchParams.keys()]).toEqual(["ref"]);
  expect(reference).toMatch(/^F\d+-[\w-]{8}$/);
}

describe("applying for financing", () => {
  it("a visitor applies with JavaScript on, without a page reload, and sees the confirmation", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/financing`,
      PHONE,
    );
    await page
      .getByRole("link", { name: "Apply for financing" })
      .first()
      .click();
    await page.waitForURL(/\/financing\/apply$/);
    const loaded = Date.now();
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await fillApplication(page);
    await waitOutFillTime(page, loaded);
    // Slow the submission down enough to see the pending state.
    await page.route("**/financing/apply.data**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send my application" }).click();
    const pending = page.getByRole("button", {
      name: "Sending your application...",
    });
    await expect.poll(() => pending.count()).toBe(1);
    expect(await pending.getAttribute("aria-disabled")).toBe("true");
    await expectReceived(page);
    expect(
      await page.evaluate(() => (window as { marker?: number }).marker),
    ).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a visitor applies with JavaScript off and sees the confirmation", async () => {
    const { page, context } = await applyWithoutJavaScript({
      "Amount to finance": "$12,000",
    });
    await expectReceived(page);
    await context.close();
  });

  it("with JavaScript off, errors come back beside their fields, values kept and focus on the first", async () => {
    const { page, context } = await applyWithoutJavaScript({
      Phone: "555-0123",
      "Amount to finance": "999",
    });
    // The click returns before the answer's page has replaced the form, and
    // Chromium applies its autofocus at a rendering step after that: wait
    // for the focus itself.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("loan-phone");
    expect(await page.getByText(loanMessages.phone).count()).toBeGreaterThan(0);
    expect(
      await page.getByText(loanMessages.requestedLoanAmount).count(),
    ).toBeGreaterThan(0);
    expect(
      await page
        .getByRole("heading", { name: "There are 2 problems with your form" })
        .count(),
    ).toBe(1);
    expect(
      await page.getByLabel("Last name", { exact: true }).inputValue(),
    ).toBe("Whitfield");
    expect(
      await page
        .getByLabel("Phone", { exact: true })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(await page.getByLabel(consentText()).isChecked()).toBe(true);
    await context.close();
  });

  it("with JavaScript on, the shared schema stops the post and focuses the first problem", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/financing/apply`,
      DESKTOP,
    );
    await fillApplication(page, {
      "ZIP code": "1095",
      "Amount to finance": "150001",
    });
    await page.getByLabel(consentText()).uncheck();
    await page.getByRole("button", { name: "Send my application" }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("loan-zipCode");
    expect(await page.getByText(loanMessages.zipCode).count()).toBeGreaterThan(
      0,
    );
    expect(await page.getByText(loanMessages.consent).count()).toBeGreaterThan(
      0,
    );
    expect(page.url()).toBe(`${baseUrl}/financing/apply`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a keyboard-only visitor completes the application", async () => {
    const { page, context } = await openPage(
      browser,
      `${baseUrl}/financing/apply`,
      DESKTOP,
    );
    const loaded = Date.now();
    await page.getByLabel("First name", { exact: true }).focus();
    const steps: Array<string | (() => Promise<void>)> = [
      "Riley",
      "Okafor",
      "riley.okafor@example.com",
      "(201) 555-0188",
      "40 Maple Avenue",
      "Teaneck",
    ];
    for (const step of steps) {
      await page.keyboard.type(step as string);
      await page.keyboard.press("Tab");
    }
    // State: a select answers to typing the option's name.
    await page.keyboard.type("New Jersey");
    await page.keyboard.press("Tab");
    await page.keyboard.type("07666");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Tile");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      "loan-estimatedProjectCost",
    );
    await page.keyboard.press("Tab");
    await page.keyboard.type("Backsplash and floor tile");
    await page.keyboard.press("Tab");
    await page.keyboard.type("8000");
    await page.keyboard.press("Tab");
    await page.keyboard.type("24");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      "loan-consent",
    );
    await page.keyboard.press("Space");
    await waitOutFillTime(page, loaded);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/financing\/apply\/received\?ref=F\d+-[\w-]{8}$/);
    await expect
      .poll(() =>
        page
          .getByRole("heading", { level: 1, name: "Application received" })
          .count(),
      )
      .toBe(1);
    await context.close();
  });
});
