import crypto from "node:crypto";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { sendContactForm } from "#tests/setup/contact-client.ts";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { mailInOutbox } from "#tests/setup/smtp-server.ts";
import { htmlErrors } from "#tests/setup/html-validator.ts";

// Reviews customers write (issue 33), as the owner and a customer use it:
// the owner marks a lead's project finished, the customer gets the request
// (both links), writes a review by the site's link at a phone's width, the
// owner publishes it and it shows on /reviews and the home page with the
// new figures; and the customer's form without JavaScript.
const baseUrl = e2eServer.baseUrl;
const outbox = path.join(e2eServer.dataDir, "outbox");
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

/** The review request to `address`, as the mail program receives it. */
const requestTo = (address: string) =>
  mailInOutbox(
    outbox,
    (mail) =>
      (mail.headers.to?.includes(address) ?? false) &&
      mail.body.includes("Write a review on our website"),
    `asking ${address} for a review`,
  );

const reviewLink = (body: string) =>
  /https?:\/\/[^\s"<>]+\/review\/[\w-]{43}(?!\/stop)\b/.exec(body)![0]!;

async function siteFigures() {
  const published = (await (
    await fetch(`${baseUrl}/api/testimonials`)
  ).json()) as { rating: number }[];
  const sum = published.reduce((total, review) => total + review.rating, 0);
  return { count: published.length, average: sum / published.length };
}

async function setDelay(page: Page, days: string) {
  await page.getByLabel("Days after a project is marked finished").fill(days);
  await page.getByRole("button", { name: "Save delay" }).click();
  await page
    .getByText(/Saved: review requests go out/)
    .first()
    .waitFor();
}

describe("reviews customers write", { timeout: 180_000 }, () => {
  it("from a finished lead to a published review on /reviews and the home page", async () => {
    const stamp = Date.now();
    const email = `rita.${stamp}@example.com`;
    expect(await sendContactForm(baseUrl, { name: "Rita Gomez", email })).toBe(
      303,
    );

    const owner = await openPage(
      browser,
      `${baseUrl}/admin/reviews/requests`,
      DESKTOP,
    );
    const admin = owner.page;
    await signInAsOwner(admin, baseUrl, "/admin/reviews/requests");
    expect(await axeViolations(admin)).toEqual([]);
    await setDelay(admin, "0");

    await admin.goto(`${baseUrl}/admin/leads?q=${encodeURIComponent(email)}`);
    await admin.getByRole("link", { name: "Rita Gomez" }).first().click();
    await admin
      .getByRole("heading", { level: 1, name: "Rita Gomez" })
      .waitFor();
    await admin
      .getByRole("button", { name: "Project finished: ask for a review" })
      .click();
    await admin
      .getByText(/Project finished: Rita Gomez will get/)
      .first()
      .waitFor();

    const mail = await requestTo(email);
    expect(mail.body).toContain("Review us on Google");
    expect(mail.body).toContain("https://www.google.com/");
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /\/review\/[\w-]{43}\/stop/,
    );
    const link = reviewLink(mail.body);

    // The form and a refused link are valid HTML, as every page is.
    expect(await htmlErrors(await (await fetch(link)).text())).toEqual([]);
    expect(
      await htmlErrors(
        await (await fetch(`${baseUrl}/review/${"C".repeat(43)}`)).text(),
      ),
    ).toEqual([]);
    const before = await siteFigures();
    const customer = await openPage(browser, link, PHONE);
    const form = customer.page;
    expect(await axeViolations(form)).toEqual([]);
    // Five stars: the review stays on the shared server for the files that
    // run after this one, and the home page's test counts five-star cards.
    await form.getByRole("radio", { name: "5 stars" }).check();
    const text = `Rita's review ${stamp}: the crew tiled our hall bath in two weeks and left it spotless.`;
    await form.getByLabel("Your review").fill(text);
    // A real photo, larger than a plain form may be: the open link takes it.
    const photo = await sharp(crypto.randomBytes(800 * 600 * 3), {
      raw: { width: 800, height: 600, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(64 * 1024);
    await form.getByLabel(/A photo of the finished project/).setInputFiles({
      name: "hall-bath.png",
      mimeType: "image/png",
      buffer: photo,
    });
    await form.getByLabel(/may show my review/).check();
    await form.getByRole("button", { name: "Send my review" }).click();
    await form
      .getByRole("heading", { level: 1, name: "Thank you for your review" })
      .waitFor();
    expect(await axeViolations(form)).toEqual([]);
    expect(customer.problems).toEqual([]);
    await customer.context.close();

    await admin.goto(`${baseUrl}/admin/reviews?status=pending`);
    await admin.getByRole("link", { name: "Read and decide" }).first().click();
    await admin.getByText(text).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole("button", { name: "Publish", exact: true }).click();
    await admin.getByText("Published the review by Rita G.").first().waitFor();
    expect(owner.problems).toEqual([]);
    await owner.context.close();

    const after = await siteFigures();
    expect(after.count).toBe(before.count + 1);
    const visitor = await openPage(browser, `${baseUrl}/reviews`, DESKTOP);
    const list = visitor.page;
    await list.getByText(text).waitFor();
    const picture = list.getByAltText(
      "The finished project, photographed by Rita G.",
    );
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(800);
    expect(await axeViolations(list)).toEqual([]);
    await list.goto(`${baseUrl}/`);
    const stats = list.locator("#trust-stats-heading").locator("..");
    await expect
      .poll(() => stats.innerText())
      .toContain(`from ${after.count} reviews on this site`);
    expect(await stats.innerText()).toContain(after.average.toFixed(1));
    const section = list.getByRole("region", { name: "Customer reviews" });
    await section.scrollIntoViewIfNeeded();
    await expect
      .poll(() => section.innerText())
      .toContain(`Showing 6 of ${after.count} reviews`);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  it("a customer writes the review with JavaScript off, after a refusal that keeps what they typed", async () => {
    const email = `omar.${Date.now()}@example.com`;
    const owner = await openPage(
      browser,
      `${baseUrl}/admin/reviews/requests`,
      DESKTOP,
    );
    const admin = owner.page;
    await signInAsOwner(admin, baseUrl, "/admin/reviews/requests");
    await setDelay(admin, "0");
    await admin.goto(`${baseUrl}/admin/reviews/requests/new`);
    await admin.getByLabel("Customer's name").fill("Omar Haddad");
    await admin.getByLabel("Customer's email").fill(email);
    await admin.getByLabel("Service").selectOption("Countertops");
    await admin.getByRole("button", { name: "Ask for a review" }).click();
    await admin.waitForURL(`${baseUrl}/admin/reviews/requests`);
    await owner.context.close();

    const link = reviewLink((await requestTo(email)).body);
    const { page, context } = await openPage(browser, link, DESKTOP, {
      javaScriptEnabled: false,
    });
    await page.getByRole("radio", { name: "2 stars" }).check();
    await page
      .getByLabel("Your review")
      .fill("The quartz looks right but the install date slipped twice.");
    await page.getByRole("button", { name: "Send my review" }).click();
    await page
      .getByText(/tick the box to let us show your review/)
      .first()
      .waitFor();
    expect(await page.getByLabel("Your review").inputValue()).toContain(
      "install date slipped",
    );
    expect(await page.getByRole("radio", { name: "2 stars" }).isChecked()).toBe(
      true,
    );
    expect(await page.getByLabel("Service").inputValue()).toBe("Countertops");
    await page.getByLabel(/may show my review/).check();
    await page.getByRole("button", { name: "Send my review" }).click();
    await page
      .getByRole("heading", { level: 1, name: "Thank you for your review" })
      .waitFor();
    // The link takes one review.
    await page.goto(link);
    await page
      .getByText("We already have your review from this link")
      .waitFor();
    await context.close();
  });
});
