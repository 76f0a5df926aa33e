import sharp from "sharp";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "#tests/setup/axe.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { launchChromium } from "#tests/setup/chromium.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";

// The owner adds a finished project from a phone: photos upload with a
// progress bar, the card previews as the gallery will show it, and once
// published it is on /gallery and can be moved first and removed again.
const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function photo(color: string) {
  return sharp({
    create: { width: 1600, height: 1200, channels: 3, background: color },
  })
    .jpeg()
    .toBuffer();
}

describe("the owner's gallery screen", { timeout: 120_000 }, () => {
  it("adds a project with photos on a phone, publishes it, moves it first and deletes it", async () => {
    const title = `Phone Upload Kitchen ${Date.now()}`;
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/gallery/new`,
      PHONE,
    );
    await signInAsOwner(page, baseUrl, "/admin/gallery/new");
    await page
      .getByRole("heading", { level: 1, name: "Add a project" })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption("kitchens");
    await page.getByLabel("Town").fill("Congers, NY");

    // A slow phone connection, so the progress bar is on screen.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page
      .getByLabel("Choose a photo")
      .first()
      .setInputFiles({
        name: "before.jpg",
        mimeType: "image/jpeg",
        buffer: await photo("#a86"),
      });
    await page.getByText(/Uploading before\.jpg: \d+%/).waitFor();
    await page
      .getByRole("img", { name: `${title}, before` })
      .first()
      .waitFor();
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByLabel("Choose a photo").setInputFiles({
      name: "after.jpg",
      mimeType: "image/jpeg",
      buffer: await photo("#6a8"),
    });
    // The preview is the gallery's own slider.
    await page
      .getByRole("slider", { name: `Reveal the after photo of ${title}` })
      .waitFor();

    await page.getByRole("button", { name: "Add project" }).click();
    await page.waitForURL(`${baseUrl}/admin/gallery`);
    await page.getByText(`Added “${title}”.`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Published by default: it is on the public gallery, last.
    const gallery = await context.newPage();
    await gallery.goto(`${baseUrl}/gallery`);
    const headings = gallery.getByRole("heading", { level: 2 });
    expect(await headings.allInnerTexts()).toContain(title);

    // Featured, then moved up until first, by keyboard: featured projects
    // lead the gallery.
    await page.getByRole("button", { name: `Feature ${title}` }).click();
    await page.getByText(`Featured “${title}”.`).first().waitFor();
    for (;;) {
      const up = page.getByRole("button", { name: `Move ${title} up` });
      if ((await up.count()) === 0) break;
      await up.focus();
      await page.keyboard.press("Enter");
      await page.getByText("Moved.").first().waitFor();
    }
    await gallery.reload();
    expect(
      (await gallery.locator("main article h2").first().innerText()).trim(),
    ).toBe(title);

    // Deleting asks first.
    await page.getByText(`Delete ${title}…`).click();
    await page.getByRole("button", { name: `Yes, delete “${title}”` }).click();
    await page.getByText(`Deleted “${title}”.`).first().waitFor();
    await gallery.reload();
    expect(await gallery.getByRole("heading", { name: title }).count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });

  it("is usable at desktop width and axe-clean with a project open for editing", async () => {
    const { page, context } = await openPage(
      browser,
      `${baseUrl}/admin/gallery`,
      DESKTOP,
    );
    await signInAsOwner(page, baseUrl, "/admin/gallery");
    await page.locator("main h2 a").first().click();
    await page.getByRole("heading", { level: 1, name: /^Edit / }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
