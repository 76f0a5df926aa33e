import type { Page } from "playwright-core";
import { consentText } from "#app/content/financing-apply.ts";
import { MIN_FILL_MS } from "#app/utils/spam-trap.server.ts";
import { nextMonday } from "./contact-client.ts";

// Filling the two lead forms the way a visitor does, for the end-to-end
// journeys that send them.

export const VISIT_DATE = nextMonday();

/** Waits until the form has been open longer than a person needs to type. */
export const waitOutFillTime = (page: Page, loadedAt: number) =>
  page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - loadedAt)));

/** A showroom visit next Monday at 10:30 from a Rockland ZIP. */
export async function fillVisit(page: Page, email: string) {
  await page.locator("#contact-requestType").check();
  await page.locator("#contact-name").fill("Ann Lee");
  await page.locator("#contact-email").fill(email);
  await page.locator("#contact-phone").fill("845-555-0199");
  await page.locator("#contact-townOrZip").fill("10960");
  await page.locator("#contact-service").selectOption("countertops");
  await page.locator("#contact-preferredDate").fill(VISIT_DATE);
  await page.locator("#contact-preferredTime").selectOption("10:30");
  await page.locator("#contact-contactMethod-email").check();
  await page
    .locator("#contact-message")
    .fill("<b>Two</b> questions about quartz.");
}

/** A bathroom remodel financed over 84 months, by label as a person reads. */
export async function fillApplication(
  page: Page,
  overrides: Record<string, string> = {},
) {
  const text: Record<string, string> = {
    "First name": "Dana",
    "Last name": "Whitfield",
    Email: "dana.whitfield@example.com",
    Phone: "845-555-0123",
    "Street address of the home": "7 Orchard Street",
    "City or town": "New City",
    "ZIP code": "10956",
    "Amount to finance": "35,000",
    ...overrides,
  };
  for (const [label, value] of Object.entries(text)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("State", { exact: true }).selectOption("NY");
  await page.getByLabel("Type of project").selectOption("bathroom-remodeling");
  await page.getByLabel("Preferred term").selectOption("84");
  await page.getByLabel(consentText()).check();
}
