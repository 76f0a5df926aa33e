import path from "node:path";
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { DESKTOP, openPage } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { mailInOutbox } from "#tests/setup/smtp-server.ts";

// The owner imports subscribers from a spreadsheet, writes a campaign,
// previews it at phone and desktop widths, sends a test and then the
// campaign, watches it go out, and sees the figures move when a recipient
// opens and clicks; recipients unsubscribe in one click.
const baseUrl = e2eServer.baseUrl;
const outbox = path.join(e2eServer.dataDir, "outbox");
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

/** The campaign's message to `address`, as the mail program receives it. */
const messageTo = (campaignId: number, address: string) =>
  mailInOutbox(
    outbox,
    (mail, file) =>
      file.includes(`campaign-${campaignId}-`) &&
      (mail.headers.to?.includes(address) ?? false),
    `to ${address}`,
  );

describe("email campaigns", { timeout: 180_000 }, () => {
  it("go from a CSV import to a sent campaign whose figures follow opens, clicks and unsubscribes", async () => {
    const stamp = Date.now();
    const ana = `ana.${stamp}@example.com`;
    const ben = `ben.${stamp}@example.com`;
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/email-marketing/import`,
      DESKTOP,
    );
    await signInAsOwner(page, baseUrl, "/admin/email-marketing/import");

    await page.getByLabel("CSV file").setInputFiles({
      name: "showroom-guests.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Email,First name\n${ana},Ana\n${ben},Ben\n`),
    });
    await page.getByRole("button", { name: "Preview the file" }).click();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const added = page.locator("dt", { hasText: /^Added$/ }).locator("+ dd");
    expect(await added.innerText()).toBe("2");

    await page.goto(`${baseUrl}/admin/email-marketing/campaigns`);
    await page.getByRole("link", { name: "Write a campaign" }).click();
    await page.waitForURL(`${baseUrl}/admin/email-marketing/campaigns/new`);
    // Text typed before hydration never reaches the live preview's state
    // (the link may be followed as a full page load on a busy machine).
    await page.locator("html[data-hydrated]").waitFor();
    const name = `Winter kitchens ${stamp}`;
    await page.getByLabel("Campaign name").fill(name);
    await page.getByLabel("Subject line").fill("Three winter kitchens");
    await page.getByLabel("Preview text").fill("Warm woods and brass");
    await page
      .getByLabel("Email", { exact: true })
      .fill("## Warm woods\n\nSee them in [our gallery](/gallery).");
    // The preview frame is sandboxed without scripts, so its document is
    // read from the frame's source rather than through the frame.
    const preview = (px: number) =>
      page.locator(`iframe[title="Email preview at ${px} pixels wide"]`);
    await expect
      .poll(() => preview(390).getAttribute("srcdoc"), { timeout: 15_000 })
      .toContain("Warm woods</h2>");
    await page.getByRole("button", { name: "Desktop (700 px)" }).click();
    expect(await preview(700).getAttribute("srcdoc")).toContain(
      "Unsubscribe from these emails",
    );
    expect((await preview(700).boundingBox())?.width).toBeGreaterThan(690);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save new campaign" }).click();
    await page.getByText(`Saved “${name}” as a draft.`).first().waitFor();
    const campaignId = Number(/campaigns\/(\d+)$/.exec(page.url())![1]);

    await page.getByLabel("Send a test to").fill("owner@example.com");
    await page.getByRole("button", { name: "Send a test" }).click();
    await page.getByText("Test sent to owner@example.com.").first().waitFor();

    await page.getByText("Send now…").click();
    await page.getByRole("button", { name: "Yes, send it now" }).click();
    await page.getByText(`Sending “${name}” to`).first().waitFor();
    const progress = page.getByRole("progressbar");
    await progress.waitFor();
    await page
      .getByRole("heading", { name: "Sent", exact: true })
      .waitFor({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);

    const toAna = await messageTo(campaignId, ana);
    expect(toAna.headers["list-unsubscribe-post"]).toBe(
      "List-Unsubscribe=One-Click",
    );
    const html = toAna.parts.find((part) =>
      part.headers["content-type"]?.startsWith("text/html"),
    )!.body;
    const pixel = /src="([^"]+\/e\/o\/[0-9a-f]{64})"/.exec(html)![1]!;
    const click = /href="([^"]+\/e\/c\/[0-9a-f]{64}\/0)"/.exec(html)![1]!;
    const unsubscribe = /<(http[^>]+\/u\/[0-9a-f]{64})>/.exec(
      toAna.headers["list-unsubscribe"]!,
    )![1]!;

    // Ana's mail program loads the picture; Ana clicks through to the gallery.
    expect((await fetch(pixel)).status).toBe(200);
    const reader = await context.newPage();
    await reader.goto(click);
    expect(new URL(reader.url()).pathname).toBe("/gallery");
    await reader.close();

    await page.reload();
    const figure = (label: string) =>
      page.locator("dt", { hasText: label }).locator("+ dd").innerText();
    expect(await figure("Clicked a link")).toMatch(/^1\b/);
    const opens =
      Number((await figure("Opened by people")).split(" ")[0]) +
      Number(await figure("Opened by machines"));
    expect(opens).toBe(1);

    // Ana unsubscribes from the page the footer link opens; Ben's mail
    // program uses the one-click header.
    const unsubscribePage = await context.newPage();
    await unsubscribePage.goto(unsubscribe);
    expect(await axeViolations(unsubscribePage)).toEqual([]);
    await unsubscribePage.getByRole("button", { name: "Unsubscribe" }).click();
    await unsubscribePage.getByText("You are unsubscribed").waitFor();
    const toBen = await messageTo(campaignId, ben);
    const benLink = /<(http[^>]+\/u\/[0-9a-f]{64})>/.exec(
      toBen.headers["list-unsubscribe"]!,
    )![1]!;
    const oneClick = await fetch(benLink, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(oneClick.status).toBe(200);

    await page.reload();
    expect(await figure("Unsubscribed from this email")).toBe("2");
    expect(problems).toEqual([]);
    await context.close();
  });
});
