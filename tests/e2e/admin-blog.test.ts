import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";

// The owner writes a post on a phone, watches the preview as the site
// will show it, publishes it and reads it on the blog; then deletes it.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

describe("the blog editor", { timeout: 120_000 }, () => {
  it("writes a post with a live preview, publishes it and finds it on the blog", async () => {
    const title = `Small bathroom ideas ${Date.now()}`;
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/blog`,
      PHONE,
    );
    await signInAsOwner(page, baseUrl, "/admin/blog");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Write a post" }).click();
    await page.waitForURL(`${baseUrl}/admin/blog/new`);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("County").selectOption("Bergen County, NJ");
    await page
      .getByLabel("Summary")
      .fill("Five ways to make a small bath feel bigger.");
    await page
      .getByLabel("Description for search engines")
      .fill("Small bathroom remodeling ideas for Bergen County homes.");
    await page
      .getByLabel("Post", { exact: true })
      .fill("## Light\n\nA **bigger mirror** doubles the light.");
    const preview = page.getByRole("region", {
      name: "Preview, as on the site",
    });
    await preview.getByRole("heading", { name: "Light" }).waitFor();
    expect(await preview.locator("strong").innerText()).toBe("bigger mirror");
    await page.getByLabel("Now").check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save new post" }).click();
    await page.waitForURL(`${baseUrl}/admin/blog`);
    await page
      .getByText(`Saved “${title}”. It is on the site.`)
      .first()
      .waitFor();

    await page.getByRole("link", { name: `View ${title}` }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.getByRole("heading", { name: "Light" }).count()).toBe(1);

    await page.goto(`${baseUrl}/admin/blog`);
    await page.getByText(`Delete ${title}…`).click();
    await page.getByRole("button", { name: `Yes, delete “${title}”` }).click();
    await page.getByText(`Deleted “${title}”.`).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
