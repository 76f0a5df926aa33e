import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { DESKTOP, openPage } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";

// The owner pastes a YouTube link, sees what was found before saving, and
// the idea is on /design-inspiration; then removes it again.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

describe("the owner's design inspiration screen", { timeout: 120_000 }, () => {
  it("adds a YouTube idea that the public page shows, then deletes it", async () => {
    const title = `Pantry Pull-Outs ${Date.now()}`;
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/inspiration/new`,
      DESKTOP,
    );
    await signInAsOwner(page, baseUrl, "/admin/inspiration/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption("cabinets");
    const source = page.getByLabel("Link or embed code");
    await source.fill("https://example.com/video/1");
    await page
      .getByText(/^Please paste a share link or embed code from/)
      .waitFor();
    await source.fill("https://youtu.be/aBcDeFgHiJk");
    await page.getByText("Found: YouTube, id aBcDeFgHiJk.").waitFor();
    await page
      .getByLabel("Text")
      .fill("Tall pull-outs keep a narrow pantry usable.");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Add idea" }).click();
    await page.waitForURL(`${baseUrl}/admin/inspiration`);
    await page.getByText(`Added “${title}”.`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const publicPage = await context.newPage();
    await publicPage.goto(`${baseUrl}/design-inspiration?category=cabinets`);
    expect(await publicPage.getByRole("heading", { name: title }).count()).toBe(
      1,
    );

    await page.getByText(`Delete ${title}…`).click();
    await page.getByRole("button", { name: `Yes, delete “${title}”` }).click();
    await page.getByText(`Deleted “${title}”.`).first().waitFor();
    await publicPage.reload();
    expect(await publicPage.getByRole("heading", { name: title }).count()).toBe(
      0,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
