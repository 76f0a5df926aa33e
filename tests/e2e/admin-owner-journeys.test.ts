import type { Browser } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { newYorkTime } from "#app/utils/new-york-time.ts";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { DESKTOP, openPage } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";
import { fillApplication, waitOutFillTime } from "#tests/setup/lead-forms.ts";

// What the owner does every week beyond the gallery: follow up a loan
// application and take the list to a spreadsheet, add a town, and write a
// post with a picture that appears at the minute it was scheduled for.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

// "2026-11-25T09:31" in New York, as the field takes it: the first whole
// minute at least `leadMs` from now. The field holds minutes, not seconds,
// so "a minute from now" could be a minute beginning a few seconds later,
// and on a loaded machine the post was already published when the test
// looked for its absence.
function newYorkMinuteAfter(leadMs: number): string {
  const minute = Math.ceil((Date.now() + leadMs) / 60_000) * 60_000;
  return newYorkTime(minute, "sortable").replace(" ", "T");
}

describe("the owner's week in the admin", { timeout: 240_000 }, () => {
  it("finds a loan application by email, notes it, approves it and exports the list, by keyboard", async () => {
    const email = `kb-${Date.now()}@example.com`;
    const visitor = await openPage(
      browser,
      `${baseUrl}/financing/apply`,
      DESKTOP,
    );
    const loadedAt = Date.now();
    await fillApplication(visitor.page, {
      Email: email,
      "First name": "Keyboard",
    });
    await waitOutFillTime(visitor.page, loadedAt);
    await visitor.page
      .getByRole("button", { name: "Send my application" })
      .click();
    await visitor.page.waitForURL(/\/financing\/apply\/received/);
    await visitor.context.close();

    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/leads`,
      DESKTOP,
    );
    await signInAsOwner(page, baseUrl, "/admin/leads");
    await page.getByLabel("Search leads").focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\?q=/);
    const link = page.getByRole("link", { name: "Keyboard Whitfield" });
    await link.focus();
    await page.keyboard.press("Enter");
    await page
      .getByRole("heading", { level: 1, name: "Keyboard Whitfield" })
      .waitFor();
    await page.getByLabel("Notes for Keyboard Whitfield").focus();
    await page.keyboard.type("Called: wants to start in March.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByText("Notes saved.").first().waitFor();
    const status = page.getByLabel(
      "Status of Keyboard Whitfield's application",
    );
    await status.focus();
    await status.selectOption("approved");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByText("Status saved: Approved.").first().waitFor();
    expect(
      await page.getByRole("region", { name: "History" }).innerText(),
    ).toMatch(/Status: Pending to Approved/);

    await page.goto(
      `${baseUrl}/admin/leads?type=loan&q=${encodeURIComponent(email)}`,
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString("utf8");
    expect(text.split("\r\n")[0]).toContain("Received (New York time)");
    expect(text).toContain(email);
    expect(text).toContain("Approved");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("adds a town and finds its pages in the sitemap", async () => {
    // Digits in the name keep its pages out of the location similarity
    // test, which measures the seeded towns' pages only.
    const name = `Testville ${Date.now() % 100000}`;
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/towns/new`,
      DESKTOP,
    );
    await signInAsOwner(page, baseUrl, "/admin/towns/new");
    await page.getByLabel("County").selectOption("rockland");
    await page.getByLabel("Town").fill(name);
    await page.getByLabel("Latitude").fill("41.1");
    await page.getByLabel("Longitude").fill("-73.99");
    await page.getByLabel("Neighborhoods").fill("Old Mill, Lakeside");
    await page.getByLabel("The homes there").fill("Mostly 1960s ranches.");
    await page
      .getByLabel("Permit office")
      .fill("Town of Clarkstown Building Department");
    await page.getByLabel("Drive from the showroom (minutes)").fill("12");
    await page.getByLabel("Local note").fill("Most lots slope to the street.");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Add town" }).click();
    await page.waitForURL(`${baseUrl}/admin/towns`);
    await page.getByText(`Saved ${name}`).first().waitFor();
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/rockland/${slug}/kitchen-remodeling</loc>`);
    const townPage = await fetch(
      `${baseUrl}/rockland/${slug}/kitchen-remodeling`,
    );
    expect(townPage.status).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("writes a post with a picture, previews it, schedules it a minute ahead and sees it appear", async () => {
    const title = `Scheduled post ${Date.now()}`;
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/blog/new`,
      DESKTOP,
    );
    await signInAsOwner(page, baseUrl, "/admin/blog/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("County").selectOption("Rockland County, NY");
    await page.getByLabel("Summary").fill("A post that appears on its own.");
    await page
      .getByLabel("Description for search engines")
      .fill("A scheduled post for the end-to-end test.");
    await page.getByLabel("Post", { exact: true }).fill("## On time\n\nHello.");
    await page
      .getByRole("region", { name: "Preview, as on the site" })
      .getByRole("heading", { name: "On time" })
      .waitFor();
    await page.getByLabel("Choose a photo").setInputFiles({
      name: "kitchen.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: { width: 1200, height: 900, channels: 3, background: "#8a6" },
      })
        .jpeg()
        .toBuffer(),
    });
    await page.getByRole("img", { name: title }).first().waitFor();
    await page
      .getByLabel("Description of the picture")
      .fill("A green kitchen wall");
    await page.getByLabel("At a date and time").check();
    await page
      .getByLabel("Date and time (New York)")
      .fill(newYorkMinuteAfter(20_000));
    await page.getByRole("button", { name: "Save new post" }).click();
    await page.waitForURL(`${baseUrl}/admin/blog`);
    await page.getByText(`Saved “${title}”. It appears on`).first().waitFor();

    const slug = title.toLowerCase().replace(/\s+/g, "-");
    expect((await fetch(`${baseUrl}/blogs/${slug}`)).status).toBe(404);
    // Nobody touches the admin: the post appears when its minute comes.
    await expect
      .poll(async () => (await fetch(`${baseUrl}/blogs/${slug}`)).status, {
        timeout: 130_000,
        interval: 5_000,
      })
      .toBe(200);
    await page.goto(`${baseUrl}/blogs/${slug}`);
    expect(
      await page.getByRole("img", { name: "A green kitchen wall" }).count(),
    ).toBeGreaterThan(0);

    // The blog's own tests count the seeded posts: leave none behind.
    await page.goto(`${baseUrl}/admin/blog`);
    await page.getByText(`Delete ${title}…`).click();
    await page.getByRole("button", { name: `Yes, delete “${title}”` }).click();
    await page.getByText(`Deleted “${title}”.`).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
