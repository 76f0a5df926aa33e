import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import {
  financingFaq,
  howItWorks,
  lenderName,
} from "#app/content/financing.ts";
import { estimatePayment, formatCents } from "#app/utils/payment-estimate.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";

// The financing page: the offer and its conditions in the server's HTML, the
// FAQPage block, and the payment estimator with JavaScript off and on.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

const money = (amount: number, term: number, apr: number) =>
  formatCents(estimatePayment(amount, term, apr).monthlyPaymentCents);

describe("the financing page", () => {
  it("reads each step of how it works with its number, as a service page's process does", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/financing`,
      DESKTOP,
    );
    for (const [index, step] of howItWorks().entries()) {
      expect(
        await page
          .getByRole("heading", {
            level: 3,
            name: `Step ${index + 1}: ${step.title}`,
            exact: true,
          })
          .count(),
      ).toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("states the offer, the approval condition and the lender in its HTML", async () => {
    const response = await fetch(`${baseUrl}/financing`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("0% for 12 months");
    expect(html).toContain("terms up to 84 months");
    expect(html).toContain("Subject to credit approval.");
    expect(html).toContain(lenderName);
    expect(html).toContain('href="/financing/apply"');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/services"');
    expect(html).toContain('href="tel:+18455550142"');
    expect(html).toContain("not an offer of credit or a commitment to lend");
    const blocks = [
      ...html.matchAll(
        /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const faq = blocks.find((block) => block["@type"] === "FAQPage") as
      { mainEntity: Array<{ name: string }> } | undefined;
    expect(faq?.mainEntity.map((item) => item.name)).toEqual(
      financingFaq().map((item) => item.question),
    );
    expect(html).toContain(
      '<link rel="canonical" href="' + baseUrl + '/financing"/>',
    );
  });

  it("a visitor estimates a payment with JavaScript off", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/financing`,
      PHONE,
      { javaScriptEnabled: false },
    );
    const estimator = page.getByRole("region", {
      name: "Estimate your monthly payment",
    });
    await expect
      .poll(() => estimator.getByText(money(25_000, 60, 7.99)).count())
      .toBe(1);
    await page.getByLabel("Amount to finance (US dollars)").fill("10,000");
    await page.getByLabel("Term").selectOption("60");
    await page.getByLabel("Illustrative APR").selectOption("5.99");
    await page.getByRole("button", { name: "Update estimate" }).click();
    await page.waitForURL(/amount=10%2C000&term=60&apr=5.99#estimator$/);
    await expect.poll(() => estimator.getByText("$193.28").count()).toBe(1);

    await page.getByLabel("Amount to finance (US dollars)").fill("999");
    await page.getByRole("button", { name: "Update estimate" }).click();
    await page.waitForURL(/amount=999/);
    const amount = page.getByLabel("Amount to finance (US dollars)");
    expect(await amount.getAttribute("aria-invalid")).toBe("true");
    expect(await amount.inputValue()).toBe("999");
    expect(
      await page
        .getByText(
          "Please enter an amount between $1,000 and $150,000, in whole dollars",
        )
        .count(),
    ).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a visitor sees the estimate change as they type with JavaScript on", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/financing`,
      DESKTOP,
    );
    const output = page.locator("#estimator [aria-live=polite]");
    await page.getByLabel("Amount to finance (US dollars)").fill("25000");
    await page.getByLabel("Term").selectOption("84");
    await page.getByLabel("Illustrative APR").selectOption("7.99");
    await expect.poll(() => output.textContent()).toContain("$389.53");
    expect(await output.textContent()).toContain(
      formatCents(estimatePayment(25_000, 84, 7.99).totalInterestCents),
    );
    await page.getByLabel("Illustrative APR").selectOption("0");
    await page.getByLabel("Term").selectOption("12");
    await expect.poll(() => output.textContent()).toContain("$2,083.33");
    expect(page.url()).toBe(`${baseUrl}/financing`);

    // Submitting keeps the page (no reload) and puts the choice in the URL.
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await page.getByRole("button", { name: "Update estimate" }).click();
    await page.waitForURL(/term=12&apr=0/);
    expect(
      await page.evaluate(() => (window as { marker?: number }).marker),
    ).toBe(1);
    await expect.poll(() => output.textContent()).toContain("$2,083.33");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a keyboard user reaches the estimator's fields in order", async () => {
    const { page, context } = await openPage(
      browser,
      `${baseUrl}/financing`,
      DESKTOP,
    );
    await page.getByLabel("Amount to finance (US dollars)").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("40000");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      "estimator-term",
    );
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      "estimator-apr",
    );
    const output = page.locator("#estimator [aria-live=polite]");
    await expect
      .poll(() => output.textContent())
      .toContain(money(40_000, 60, 7.99));
    await context.close();
  });
});
