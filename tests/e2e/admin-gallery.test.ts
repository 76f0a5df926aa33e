import sharp from "sharp";
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import {
  afterOpeningEffects,
  DESKTOP,
  openPage,
  PHONE,
} from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";

// The owner adds a finished project from a phone: photos upload with a
// progress bar, the card previews as the gallery will show it, and once
// published it is on /gallery and can be moved first and removed again.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
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
    const place = async () =>
      (await page.locator("main li h2 a").allInnerTexts()).indexOf(title);
    for (;;) {
      const up = page.getByRole("button", { name: `Move up ${title}` });
      if ((await up.count()) === 0) break;
      const before = await place();
      await up.focus();
      await page.keyboard.press("Enter");
      // Each move is saved before the next: the page reloads its list.
      await expect.poll(place).toBe(before - 1);
    }
    await gallery.reload();
    expect(
      (await gallery.locator("main article h2").first().innerText()).trim(),
    ).toBe(title);
    // The home page's before-and-after teaser leads with it too.
    await gallery.goto(`${baseUrl}/`);
    const teaser = gallery.getByRole("region", { name: "Before and after" });
    expect(
      (await teaser.getByRole("heading", { level: 3 }).first().innerText())
        .split("·")[0]!
        .trim(),
    ).toBe(title);

    // Deleting asks first.
    await page.getByText(`Delete ${title}…`).click();
    await page.getByRole("button", { name: `Yes, delete “${title}”` }).click();
    await page.getByText(`Deleted “${title}”.`).first().waitFor();
    for (const path of ["/gallery", "/"]) {
      await gallery.goto(baseUrl + path);
      expect(
        await gallery.getByRole("heading", { name: title }).count(),
        path,
      ).toBe(0);
    }

    expect(problems).toEqual([]);
    await context.close();
  });

  it("reorders by dragging with the keyboard: the handle, Space, an arrow, Space", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/gallery`,
      DESKTOP,
    );
    await signInAsOwner(page, baseUrl, "/admin/gallery");
    const titles = () => page.locator("main li h2 a").allInnerTexts();
    // The drag code is ready once it has put its instructions on the page.
    await page
      .getByText("To move this project, press Space")
      .waitFor({ state: "attached" });
    const [first, second] = await titles();
    // dnd-kit says each step in a live region; each key waits for it.
    const said = (text: string) =>
      page.getByText(text).waitFor({ state: "attached" });
    const drag = async (title: string, key: string, onto: string) => {
      await page
        .getByRole("button", { name: `Drag to reorder ${title}` })
        .focus();
      await page.keyboard.press("Space");
      await said(`${title} is over ${title}.`);
      // dnd-kit listens for the arrow keys only from a timer its sensor sets
      // when the drag starts, and Chromium runs a waiting key press before a
      // waiting timer: under load the arrow came first and went unheard (a
      // chance failure, session 24).
      await afterOpeningEffects(page);
      await page.keyboard.press(key);
      await said(`${title} is over ${onto}.`);
      await page.keyboard.press("Space");
    };
    await drag(second!, "ArrowUp", first!);
    await expect
      .poll(async () => (await titles()).slice(0, 2))
      .toEqual([second, first]);
    await drag(second!, "ArrowDown", first!);
    await expect
      .poll(async () => (await titles()).slice(0, 2))
      .toEqual([first, second]);
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
