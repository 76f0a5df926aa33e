import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { adminNavigation } from "#app/content/admin.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";

// Every admin screen, reached from the navigation and from the lists, at a
// phone's width and a laptop's: axe-clean, no horizontal scrolling of the
// page itself, and no error in the console.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

const FORMS = [
  "/admin/gallery/new",
  "/admin/reviews/new",
  "/admin/inspiration/new",
  "/admin/blog/new",
  "/admin/accounts/new",
  "/admin/towns/new",
  "/admin/account",
  "/admin/email-marketing/subscribers/new",
  "/admin/email-marketing/import",
  "/admin/email-marketing/campaigns/new",
  "/admin/booking/settings",
  "/admin/booking/types/showroom-visit",
  "/admin/booking/openings/new",
  "/admin/booking/blocks/new",
  "/admin/reviews/requests",
  "/admin/reviews/requests/new",
];

describe("every admin screen", { timeout: 240_000 }, () => {
  for (const [name, viewport] of [
    ["phone", PHONE],
    ["laptop", DESKTOP],
  ] as const) {
    it(`is axe-clean and fits a ${name} screen`, async () => {
      const { page, context, problems } = await openPage(
        browser,
        `${baseUrl}/admin`,
        viewport,
      );
      await signInAsOwner(page, baseUrl, "/admin");
      // A location page's own screen and a blog post's, from their lists.
      await page.goto(`${baseUrl}/admin/locations`);
      const locationHref = await page
        .locator("main li h2 a")
        .first()
        .getAttribute("href");
      await page.goto(`${baseUrl}/admin/blog`);
      const postHref = await page
        .locator("main li h2 a")
        .first()
        .getAttribute("href");
      const paths = [
        ...adminNavigation.map((item) => item.href),
        ...FORMS,
        locationHref!,
        postHref!,
      ];
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        expect(await axeViolations(page), path).toEqual([]);
        const overflow = await page.evaluate(
          () =>
            document.documentElement.scrollWidth -
            document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
