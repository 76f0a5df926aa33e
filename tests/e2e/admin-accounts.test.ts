import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";

// The owner gives a new colleague an account from a phone; the colleague
// signs in with the one-time password, is asked for a password of their
// own before anything else, and reaches the dashboard. Then the owner
// removes the account again.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

describe("admin accounts", { timeout: 120_000 }, () => {
  it("adds a colleague who chooses their own password at first sign-in, then removes them", async () => {
    const colleague = `colleague-${Date.now()}`;
    const owner = await openPage(browser, `${baseUrl}/admin/accounts`, PHONE);
    await signInAsOwner(owner.page, baseUrl, "/admin/accounts");
    expect(await axeViolations(owner.page)).toEqual([]);
    await owner.page.getByRole("link", { name: "Add an account" }).click();
    await owner.page.waitForURL(`${baseUrl}/admin/accounts/new`);
    await owner.page.getByLabel("Username").fill(colleague);
    await owner.page.getByLabel("One-time password").fill("short");
    await owner.page.getByRole("button", { name: "Add account" }).click();
    // Checked in the browser first, with the same rule as the server.
    await owner.page
      .getByText("Please use at least 12 characters", { exact: false })
      .first()
      .waitFor();
    expect(await axeViolations(owner.page)).toEqual([]);
    await owner.page
      .getByLabel("One-time password")
      .fill("welcome to the team");
    await owner.page.getByRole("button", { name: "Add account" }).click();
    await owner.page.waitForURL(`${baseUrl}/admin/accounts`);
    await owner.page.getByText(`Added ${colleague}.`).first().waitFor();

    const newcomer = await openPage(browser, `${baseUrl}/admin/leads`, PHONE);
    const { page } = newcomer;
    await page.waitForURL(/\/login\?redirectTo=/);
    await page.getByLabel("Username").fill(colleague);
    await page.getByLabel("Password").fill("welcome to the team");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${baseUrl}/admin/account`);
    await page
      .getByRole("alert")
      .getByText(/choose your own/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Current password").fill("welcome to the team");
    await page
      .getByLabel("New password", { exact: true })
      .fill("my own long passphrase");
    await page.getByLabel("New password again").fill("my own long passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByText("Password changed.").first().waitFor();
    await page.getByRole("link", { name: "Leads", exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin/leads`);

    await owner.page.reload();
    await owner.page.getByText(`Delete ${colleague}…`).click();
    await owner.page
      .getByRole("button", { name: `Yes, delete “${colleague}”` })
      .click();
    await owner.page
      .getByText(`Removed the account ${colleague}`)
      .first()
      .waitFor();
    await page.reload();
    await page.waitForURL(/\/login\?redirectTo=/);

    expect(owner.problems).toEqual([]);
    expect(newcomer.problems).toEqual([]);
    await owner.context.close();
    await newcomer.context.close();
  });
});
