import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import {
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "#app/components/ui/tooltip-timing.ts";
import { trustStats } from "#app/content/trust-stats.ts";
import { business } from "#app/business/current.ts";
import { ratingStat } from "#app/reviews/rating.ts";
import { DESKTOP, openPage } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";

const baseUrl = e2eServer.baseUrl;
let browser: Browser;
// The site's rating as the home page computes it: from the published reviews.
let siteRating: { count: number; average: number | null };

beforeAll(async () => {
  const published = (await (
    await fetch(`${baseUrl}/api/testimonials`)
  ).json()) as { rating: number }[];
  siteRating = {
    count: published.length,
    average: published.length
      ? published.reduce((sum, review) => sum + review.rating, 0) /
        published.length
      : null,
  };
  browser = await testBrowser();
});

async function homeWithTooltips() {
  const watched = await openPage(browser, `${baseUrl}/`, DESKTOP);
  // Radix Tooltip loads when the browser is idle after hydration.
  await watched.page.waitForSelector("[data-tooltips-ready]");
  return watched;
}

const tooltip = (page: Page) => page.getByRole("tooltip");
const trigger = (page: Page, label: string) =>
  page.getByRole("button", { name: `About ${label.toLowerCase()}` });

describe("trust-stat tooltips", () => {
  it("every stat has a named, focusable info button, present without JavaScript too", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, DESKTOP, {
      javaScriptEnabled: false,
    });
    for (const stat of trustStats(ratingStat(siteRating, business()))) {
      await expect(trigger(page, stat.label).count()).resolves.toBe(1);
    }
    await context.close();
  });

  it("opens about 700 ms after the pointer rests on a trigger, not before, and closes on Escape", async () => {
    const { page, context, problems } = await homeWithTooltips();
    const rating = trustStats(ratingStat(siteRating, business())).find(
      (stat) => stat.id === "rating",
    )!;
    await trigger(page, rating.label).scrollIntoViewIfNeeded();
    const started = Date.now();
    await trigger(page, rating.label).hover();
    await page.waitForTimeout(TOOLTIP_OPEN_DELAY_MS - 300);
    expect(await tooltip(page).count()).toBe(0);
    await tooltip(page).waitFor({ timeout: 5000 });
    const openedAfter = Date.now() - started;
    expect(openedAfter).toBeGreaterThanOrEqual(TOOLTIP_OPEN_DELAY_MS - 50);
    expect(await tooltip(page).textContent()).toBe(rating.tip);
    // Radix links the open tooltip to its trigger for screen readers.
    const describedBy = await trigger(page, rating.label).getAttribute(
      "aria-describedby",
    );
    expect(describedBy).toBe(await tooltip(page).getAttribute("id"));

    await page.keyboard.press("Escape");
    await tooltip(page).waitFor({ state: "detached", timeout: 2000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("moving to the next trigger within the skip delay opens it at once", async () => {
    const { page, context } = await homeWithTooltips();
    const [first, second] = trustStats(ratingStat(siteRating, business()));
    await trigger(page, first!.label).scrollIntoViewIfNeeded();
    await trigger(page, first!.label).hover();
    await tooltip(page).waitFor({ timeout: 5000 });
    // A real pointer sends a stream of moves on its way to the next trigger.
    const box = (await trigger(page, second!.label).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {
      steps: 8,
    });
    await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
    // Well inside the 700 ms open delay: only the skip delay explains it.
    await tooltip(page)
      .filter({ hasText: second!.tip })
      .waitFor({ timeout: TOOLTIP_OPEN_DELAY_MS - TOOLTIP_SKIP_DELAY_MS });
    await context.close();
  });

  it("stays open when Tab reaches a trigger out of view and the page scrolls to it", async () => {
    const { page, context, problems } = await homeWithTooltips();
    const [first] = trustStats(ratingStat(siteRating, business()));
    // Focus the control just before the first trigger, with the page at the
    // top, as a keyboard user working down the page would have it.
    await page.evaluate(`(() => {
      const focusable = [...document.querySelectorAll("a[href], button, input, select, textarea")]
        .filter((element) => element.tabIndex >= 0 && element.offsetParent);
      const index = focusable.indexOf(document.querySelector("[data-info-tip]"));
      focusable[index - 1].focus({ preventScroll: true });
      window.scrollTo(0, 0);
    })()`);
    await page.keyboard.press("Tab");
    await tooltip(page)
      .filter({ hasText: first!.tip })
      .waitFor({ timeout: 5000 });
    expect(await page.evaluate("window.scrollY")).toBeGreaterThan(0);
    // Radix would close it on the scroll that brings the trigger into view.
    await page.waitForTimeout(500);
    expect(await tooltip(page).filter({ hasText: first!.tip }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await tooltip(page).waitFor({ state: "detached", timeout: 2000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens for keyboard focus and closes on Escape, keeping focus on the trigger", async () => {
    const { page, context } = await homeWithTooltips();
    const [first, second] = trustStats(ratingStat(siteRating, business()));
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await trigger(page, first!.label).focus();
    // The triggers are in the tab order: Tab moves to the next one.
    await page.keyboard.press("Tab");
    await expect(focusedLabel()).resolves.toBe(
      `About ${second!.label.toLowerCase()}`,
    );
    await tooltip(page).filter({ hasText: second!.tip }).waitFor();
    await page.keyboard.press("Escape");
    await tooltip(page).waitFor({ state: "detached", timeout: 2000 });
    await expect(focusedLabel()).resolves.toBe(
      `About ${second!.label.toLowerCase()}`,
    );
    await page.keyboard.press("Shift+Tab");
    await tooltip(page).filter({ hasText: first!.tip }).waitFor();
    await context.close();
  });
});
