import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { DESKTOP, openPage } from "#tests/setup/browser-page.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { sendContactForm } from "#tests/setup/contact-client.ts";
import { E2E_ADMIN } from "#tests/setup/e2e-server.ts";

// The owner signs in, finds a lead a visitor just sent, and reaches it by
// keyboard; the screen is axe-clean.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

/** Sends the contact form as a browser without JavaScript would. */
async function sendContactRequest(name: string) {
  expect(
    await sendContactForm(baseUrl, { name, email: "leads-screen@example.com" }),
  ).toBe(303);
}

describe("the owner's leads screen", () => {
  it("shows a new contact request after signing in, from the dashboard's count", async () => {
    await sendContactRequest("Leads Screen Visitor");
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/leads`,
      DESKTOP,
    );
    await page.waitForURL(/\/login\?redirectTo=%2Fadmin%2Fleads/);
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${baseUrl}/admin/leads`);
    await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
    const newest = page
      .locator("section[aria-labelledby=lead-list] tbody tr")
      .first();
    await expect
      .poll(() => newest.innerText())
      .toMatch(
        /Showroom visit[\s\S]*Leads Screen Visitor[\s\S]*leads-screen@example\.com/,
      );
    await expect
      .poll(() =>
        page
          .getByRole("heading", { level: 2, name: "Emails not sent yet" })
          .count(),
      )
      .toBe(1);

    expect(await axeViolations(page)).toEqual([]);

    // The owner finds the visitor by phone number, typed their own way.
    await page.getByLabel("Search leads").fill("845.555.0199");
    await page.getByRole("button", { name: "Show leads" }).click();
    await page.waitForURL(/\?q=845\.555\.0199/);
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toMatch(
        /^(1 lead matches|[\d,]+ leads match)\. Times are New York time\.$/,
      );

    // The owner records the call: the status stays after a reload.
    const status = page.getByLabel("Status of Leads Screen Visitor's request");
    await status.first().selectOption("contacted");
    await newest.getByRole("button", { name: "Save" }).click();
    await page.getByText("Status saved: Contacted.").first().waitFor();
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByLabel("Status of Leads Screen Visitor's request")
          .first()
          .inputValue(),
      )
      .toBe("contacted");

    // The lead's own page: every detail, notes kept, who changed what.
    await newest.getByRole("link", { name: "Leads Screen Visitor" }).click();
    await page
      .getByRole("heading", { level: 1, name: "Leads Screen Visitor" })
      .waitFor();
    expect(await page.getByText("Preferred visit").count()).toBe(1);
    await page
      .getByLabel("Notes for Leads Screen Visitor")
      .fill("Called back; coming Saturday with her husband.");
    await page.getByRole("button", { name: "Save notes" }).click();
    await page.getByText("Notes saved.").first().waitFor();
    await page.reload();
    expect(
      await page.getByLabel("Notes for Leads Screen Visitor").inputValue(),
    ).toBe("Called back; coming Saturday with her husband.");
    const history = await page
      .getByRole("region", { name: "History" })
      .innerText();
    expect(history).toContain(
      `Status: New to Contacted, by ${E2E_ADMIN.username}`,
    );
    expect(history).toContain(`Changed the notes, by ${E2E_ADMIN.username}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "All leads" }).click();
    await page.waitForURL(`${baseUrl}/admin/leads`);

    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    // The address changes as the dashboard's data is asked for; its links
    // are read once its heading is on the page.
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    // The business details, the week's bookings, then every card, each
    // leading to the screen where its things are managed.
    const cardLinks = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    // (Today's appointments come next, with none: the e2e bookings are
    // all a day or more ahead.)
    expect(cardLinks).toEqual([
      "/admin/business",
      "/admin/booking",
      "/admin/leads",
      "/admin/leads",
      "/admin/reviews",
      "/admin/blog",
      "/admin/leads",
      "/admin/reviews/requests",
      "/admin/gallery",
      "/admin/email-marketing",
      "/admin/reviews",
      "/admin/inspiration",
      "/admin/leads",
      "/admin/leads",
    ]);
    expect(
      await page.getByRole("link", { name: /Design ideas/ }).isVisible(),
    ).toBe(true);
    // This week's contact request is in the chart, and in its table.
    await page
      .getByRole("img", { name: "Leads per week, last 12 weeks" })
      .waitFor();
    // The first chart's table (the review requests' chart follows).
    await page.getByText("Show the numbers").first().click();
    const thisWeek = page
      .getByRole("table", { name: "Leads per week, last 12 weeks" })
      .getByRole("row")
      .last();
    expect(
      Number(await thisWeek.getByRole("cell").first().innerText()),
    ).toBeGreaterThan(0);
    await page.getByRole("link", { name: /Contact requests/ }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/admin/leads?type=contact`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
