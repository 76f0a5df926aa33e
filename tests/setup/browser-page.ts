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
  options: { javaScriptEnabled?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
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
    await page.waitForSelector("html[data-hydrated]");
  }
  return { page, context, problems };
}
