import type { Browser, BrowserContext, Page } from "playwright-core";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** CSP violations and console errors seen so far. */
  problems: string[];
}

/** A page in a fresh context that records CSP violations and console errors. */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = DESKTOP,
  options: {
    javaScriptEnabled?: boolean;
    /** The browser's own time zone (the site shows New York time in any). */
    timezoneId?: string;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await page.goto(url);
  if (options.javaScriptEnabled !== false) {
    await page
      .waitForSelector("html[data-hydrated]")
      .catch(async (error: Error) => {
        // Once in a full run (session 24) a page never hydrated: where it
        // stood, what it reported and which of its files arrived is what
        // the next reader needs.
        const files = await page
          .evaluate(() =>
            performance
              .getEntriesByType("resource")
              .map((entry) => `${entry.name} ${Math.round(entry.duration)} ms`),
          )
          .catch(() => []);
        throw new Error(
          `${page.url()} did not hydrate: ${error.message}\nproblems: ${JSON.stringify(problems)}\nfiles: ${JSON.stringify(files)}`,
        );
      });
  }
  return { page, context, problems };
}

/**
 * Resolves once the page has painted twice and run the timers set so far.
 * Radix listens for a press outside a dialog only from a timer its effect
 * sets after opening: a test's click on the backdrop right after the dialog
 * shows can come before it, where a person's never does.
 */
export async function afterOpeningEffects(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(resolve, 0)),
        ),
      ),
  );
}
