import type { Browser } from "playwright-core";
import { beforeAll, describe, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { testBrowser } from "#tests/setup/chromium.ts";

// axe-core (WCAG 2.2 A and AA rules) on the public pages at phone and
// desktop widths, after the page has hydrated and lazy sections loaded.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

const paths = [
  "/",
  "/services",
  "/services/kitchen-remodeling",
  "/about",
  "/locations",
  "/gallery",
  "/design-inspiration",
  "/blogs",
  "/blogs?county=rockland",
  "/blogs/kitchen-and-bath-permits-in-clarkstown",
  "/news",
  "/information",
  "/financing",
  "/financing/apply",
  "/financing/apply/received",
  "/contact",
  "/contact/thank-you",
  "/book?type=home-estimate",
  "/learning-guide",
  "/education",
  "/privacy",
  "/terms",
  "/licensing-info",
  "/ai-faq",
  "/near-me",
  "/near-me/rockland/new-city",
  "/rockland/new-city/kitchen-remodeling",
  "/no-such-page",
  "/login",
];

// Five pages at once share two cores with the rest of the suite: a page
// that takes 6 s alone (hydration, then axe) can take 40 s under load.
describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)(
  "accessibility at %s width",
  { timeout: 90_000 },
  (_name, viewport) => {
    // Pages are checked a few at a time: most of each check is waiting for the
    // network to settle, so this roughly halves the file's time on two cores.
    it.concurrent.for(paths)(
      "%s has no axe violations",
      async (path, { expect }) => {
        const { page, context } = await openPage(
          browser,
          baseUrl + path,
          viewport,
        );
        await page.evaluate(() =>
          window.scrollTo(0, document.body.scrollHeight),
        );
        await page.waitForLoadState("networkidle");
        const violations = await axeViolations(page);
        expect(violations).toEqual([]);
        await context.close();
      },
    );
  },
);
