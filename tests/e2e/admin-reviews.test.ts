import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";

// The owner hides a review from a phone and the home page no longer shows
// it; publishing it again brings it back.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

async function homeReviewText(page: Page) {
  await page.goto(`${baseUrl}/`);
  const section = page.locator("section[aria-label='Customer reviews']");
  await section.scrollIntoViewIfNeeded();
  await expect
    .poll(() => section.innerText())
    .toMatch(/Showing \d+ of \d+ reviews/);
  return section.innerText();
}

describe("the owner's reviews screen", { timeout: 120_000 }, () => {
  it("hides the newest review on a phone and the home page stops showing it", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/admin/reviews`,
      PHONE,
    );
    await signInAsOwner(page, baseUrl, "/admin/reviews");
    expect(await axeViolations(page)).toEqual([]);
    // The newest review the owner typed in: a customer's is declined for
    // a reason on its own page, not hidden from the list.
    const hide = page.getByRole("button", { name: /^Hide the review by / });
    const name = /by (.+)$/
      .exec((await hide.first().textContent()) ?? "")?.[1]
      ?.trim();
    const home = await context.newPage();
    expect(name).toBeTruthy();
    expect(await homeReviewText(home)).toContain(name);

    await page
      .getByRole("button", { name: `Hide the review by ${name}` })
      .click();
    await page.getByText(`Hid the review by ${name}.`).first().waitFor();
    expect(await homeReviewText(home)).not.toContain(name);

    await page
      .getByRole("button", { name: `Publish the review by ${name}` })
      .click();
    await page.getByText(`Published the review by ${name}.`).first().waitFor();
    expect(await homeReviewText(home)).toContain(name);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps what was typed and names the problem when a review is incomplete", async () => {
    const { page, context } = await openPage(
      browser,
      `${baseUrl}/admin/reviews/new`,
      DESKTOP,
    );
    await signInAsOwner(page, baseUrl, "/admin/reviews/new");
    await page.getByLabel("Customer's name, as shown").fill("Dana K.");
    await page.getByRole("button", { name: "Add review" }).click();
    await page
      .getByText("Please choose a rating from 1 to 5 stars")
      .first()
      .waitFor();
    expect(
      await page.getByLabel("Customer's name, as shown").inputValue(),
    ).toBe("Dana K.");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
