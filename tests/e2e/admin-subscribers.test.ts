import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";

// The owner imports a list from a home show through the preview and the
// column mapping, reads the counts, then finds one of the people and stops
// their mail, by keyboard; each screen is axe-clean.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

/**
 * A screen reached by a form post, which the every-screen test cannot
 * visit: axe-clean and without sideways scrolling on a phone and a laptop.
 */
async function checkScreen(page: Page) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () =>
        document.documentElement.scrollWidth -
        document.documentElement.clientWidth,
    );
    expect(overflow, `${viewport.width} px`).toBeLessThanOrEqual(0);
  }
}

// Names first, as some address books export; the email column is not the
// first, so the owner's mapping decides.
const CSV = [
  "Given name;Family name;Mail",
  "Rosa;Quinn;rosa.quinn@example.com",
  "Sam;Okafor;SAM.OKAFOR@example.com",
  "Sam;Okafor;sam.okafor@example.com",
  "No;Address;not-an-address",
  "",
].join("\n");

describe("the owner's subscriber list", () => {
  it("imports a CSV file through the preview, then finds and unsubscribes someone", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/email-marketing/import`,
      DESKTOP,
    );
    await signInAsOwner(page, baseUrl, "/admin/email-marketing/import");
    await page
      .getByRole("heading", { level: 1, name: "Import subscribers" })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("CSV file").setInputFiles({
      name: "home-show.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(CSV),
    });
    await page.getByRole("button", { name: "Preview the file" }).focus();
    await page.keyboard.press("Enter");
    await page
      .getByRole("heading", { name: "The first rows of home-show.csv" })
      .waitFor();
    await page.locator("html[data-hydrated]").waitFor();
    expect(await page.locator("table tbody tr").count()).toBe(5);
    // The header's names gave the guess; the owner checks it.
    expect(
      await page.getByLabel("The first row names the columns").isChecked(),
    ).toBe(true);
    expect(await page.getByLabel("Email address").inputValue()).toBe("2");
    expect(await page.getByLabel("First name").inputValue()).toBe("0");
    expect(await page.getByLabel("Last name").inputValue()).toBe("1");
    await checkScreen(page);

    await page.getByLabel("Last name").selectOption({ label: "None" });
    await page.getByLabel("Source name").fill("home-show-2026");
    await page.getByRole("button", { name: "Import", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page
      .getByRole("heading", { name: "Imported home-show.csv" })
      .waitFor();
    const figures = await page.locator("main dl").innerText();
    expect(figures).toMatch(/Added\s+2/);
    expect(figures).toMatch(/Already subscribed\s+0/);
    expect(figures).toMatch(
      /Suppressed \(unsubscribed earlier, not re-subscribed\)\s+0/,
    );
    expect(figures).toMatch(/Invalid addresses, skipped\s+1/);
    await page
      .getByText("1 row repeated an address of an earlier row")
      .waitFor();
    await checkScreen(page);

    await page
      .getByRole("link", { name: "See the subscribers from “home-show-2026”" })
      .click();
    await page.waitForURL(/\/admin\/email-marketing\?source=home-show-2026$/);
    await page
      .getByRole("heading", { level: 1, name: "Email marketing" })
      .waitFor();
    const rows = page
      .getByRole("table", { name: "Subscribers", exact: true })
      .locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(2);

    // Found by name, wherever the list was filtered from.
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL(`${baseUrl}/admin/email-marketing`);
    await page.getByLabel("Search subscribers").fill("rosa");
    await page.getByLabel("Search subscribers").press("Enter");
    await page.waitForURL(/\?q=rosa/);
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toBe("1 subscriber matches.");
    const row = rows.first();
    expect(await rows.count()).toBe(1);
    expect(await row.innerText()).toMatch(
      /rosa\.quinn@example\.com\s+Rosa\s+home-show-2026\s+Active/,
    );
    await checkScreen(page);

    await page
      .getByRole("button", { name: "Unsubscribe rosa.quinn@example.com" })
      .focus();
    await page.keyboard.press("Enter");
    await page
      .getByText("Unsubscribed rosa.quinn@example.com.")
      .first()
      .waitFor();
    await expect.poll(() => row.innerText()).toMatch(/Unsubscribed/);
    expect(
      await page
        .getByRole("button", { name: "Unsubscribe rosa.quinn@example.com" })
        .count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
