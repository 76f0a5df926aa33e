import type { Browser, BrowserContext, Page } from "playwright-core";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** CSP violations and console errors seen so far. */
  problems: string[];
}

interface PageOptions {
  javaScriptEnabled?: boolean;
  /** The browser's own time zone (the site shows New York time in any). */
  timezoneId?: string;
  /**
   * The browser's HTTP cache emptied before the load, as on a first visit:
   * for a test about what the page fetches or when its code arrives. A
   * test that watches requests or responses must ask for it (`KeptPage`).
   */
  coldCache?: boolean;
}

/**
 * A test's page is kept once the test closes its context, and handed to the
 * next test that asks for the same viewport and options, instead of a new
 * context each time. What a test could leave behind is cleared in between
 * (`clearForNextTest`); what is kept is Chromium's renderer process for the
 * site, whose warm JavaScript engine loads and hydrates /contact for about
 * 0.7 CPU-s where a new context's new renderer takes 0.85; the end-to-end
 * files 444 → 402 CPU-s (bench/RESULTS.md, "A test's page kept for the
 * next", session 32). A page whose test changed what cannot be cleared
 * (routes, init scripts, emulation, a second page) is closed as before, and
 * so is one past the few a worker keeps (`MOST_KEPT`).
 *
 * The HTTP cache is kept too, as a returning visitor's browser keeps it:
 * the site's content-hashed scripts and styles, its images and files, each
 * fetched and compiled once per kept page instead of once per test (a kept
 * page's load of /contact 0.57 → 0.39 CPU-s of the browser's, on about 160
 * loads a run; bench/RESULTS.md, sessions 34 and 35).
 * Pages and their data are not answered from it: a browser asks the server
 * for them each time (`must-revalidate`, ADR 0023). A test whose point is
 * what a page fetches, or when its code arrives, asks for an empty cache
 * (`coldCache`); one that watches requests or responses without it fails
 * at once, since the cache would hide some of them.
 */
interface KeptPage {
  key: string;
  javaScriptEnabled: boolean;
  watched: WatchedPage;
  /** False once its test changed something `clearForNextTest` cannot undo. */
  clearable: boolean;
  /** What its test listens to, taken off before the next test. */
  listeners: [Listening, string, Listener][];
  idle: boolean;
  /** Whether its test asked for an empty HTTP cache (`coldCache`). */
  coldCache: boolean;
}

type Listener = (...args: unknown[]) => void;
interface Listening {
  off(event: string, listener: Listener): unknown;
}

const keptPages = new WeakMap<Browser, KeptPage[]>();

/** Idle pages a browser keeps: the accessibility file opens five at a time. */
const MOST_KEPT = 6;

// The calls after which a context or page cannot be handed on: Playwright
// has no way to take back an init script, an exposed function or an
// emulation, and a route set by one test must not answer for the next.
const CONTEXT_CHANGES = [
  "addCookies",
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "grantPermissions",
  "newPage",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "setHTTPCredentials",
  "setOffline",
] as const;
const PAGE_CHANGES = [
  "addInitScript",
  "emulateMedia",
  "exposeBinding",
  "exposeFunction",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setExtraHTTPHeaders",
  "setViewportSize",
] as const;

// Playwright's own listeners (a context's close, for one) are added before
// these are wrapped, and stay.
const LISTENING = [
  "addListener",
  "on",
  "once",
  "prependListener",
  "prependOnceListener",
] as const;

// Playwright's waitForRequest and waitForResponse listen through these too.
const NETWORK_EVENTS = new Set([
  "request",
  "response",
  "requestfinished",
  "requestfailed",
]);

function recordListeners(target: Listening, kept: KeptPage) {
  const methodsOf = target as unknown as Record<string, unknown>;
  for (const name of LISTENING) {
    const original = methodsOf[name];
    if (typeof original !== "function") continue;
    methodsOf[name] = (event: string, listener: Listener) => {
      if (NETWORK_EVENTS.has(event) && !kept.coldCache) {
        throw new Error(
          `A test that watches "${event}" events opens its page with { coldCache: true }: a kept page's cache answers some requests without the network (tests/setup/browser-page.ts).`,
        );
      }
      kept.listeners.push([target, event, listener]);
      return (original as (...a: unknown[]) => unknown).call(
        target,
        event,
        listener,
      );
    };
  }
}

function markChanges<T extends object>(
  target: T,
  methods: readonly string[],
  kept: KeptPage,
) {
  const methodsOf = target as Record<string, unknown>;
  for (const name of methods) {
    const original = methodsOf[name];
    if (typeof original !== "function") continue;
    methodsOf[name] = (...args: unknown[]) => {
      kept.clearable = false;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Whether this context is a kept page's, waiting for the next test. */
export function isKeptIdle(browser: Browser, context: BrowserContext) {
  return (keptPages.get(browser) ?? []).some(
    (kept) => kept.idle && kept.watched.context === context,
  );
}

/** Console errors and page errors, CSP violations among them, go to `problems`. */
function watchForProblems(watched: WatchedPage) {
  watched.page.on("console", (message) => {
    if (message.type() === "error") {
      watched.problems.push(`console: ${message.text()}`);
    }
  });
  watched.page.on("pageerror", (error) =>
    watched.problems.push(`pageerror: ${error.message}`),
  );
}

async function newKeptPage(
  browser: Browser,
  key: string,
  viewport: typeof DESKTOP,
  options: PageOptions,
): Promise<KeptPage> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const kept: KeptPage = {
    key,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    watched: { page, context, problems: [] },
    clearable: true,
    listeners: [],
    idle: false,
    coldCache: false,
  };
  watchForProblems(kept.watched);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  recordListeners(context as unknown as Listening, kept);
  recordListeners(page as unknown as Listening, kept);
  markChanges(context, CONTEXT_CHANGES, kept);
  markChanges(page, PAGE_CHANGES, kept);
  const close = context.close.bind(context);
  context.close = async (closeOptions) => {
    if (kept.idle) return;
    const idle = (keptPages.get(browser) ?? []).filter((other) => other.idle);
    if (
      kept.clearable &&
      idle.length < MOST_KEPT &&
      (await clearForNextTest(kept))
    ) {
      kept.idle = true;
      return;
    }
    const list = keptPages.get(browser) ?? [];
    list.splice(list.indexOf(kept), 1);
    await close(closeOptions);
  };
  keptPages.set(browser, [...(keptPages.get(browser) ?? []), kept]);
  return kept;
}

/**
 * Leaves the page as a new context's would be, but for the renderer
 * process and the HTTP cache (`KeptPage`): no document of the test's, no
 * cookie or storage, no permission, no listener of the test's, the pointer
 * at the corner where Playwright starts it. False if that could not be done.
 */
async function clearForNextTest(kept: KeptPage): Promise<boolean> {
  const { page, context } = kept.watched;
  if (page.isClosed() || context.pages().length !== 1) return false;
  const url = new URL(page.url());
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  try {
    // A document of the same site ends the test's: its timers stop and its
    // requests are cancelled, so none of them can set a cookie after the
    // clearing below, and the renderer stays (about:blank would swap it).
    await page.goto(`${url.origin}/robots.txt`);
    kept.watched.problems = [];
    if (kept.javaScriptEnabled) {
      await page.evaluate(() => sessionStorage.clear());
    }
    const devtools = await context.newCDPSession(page);
    await devtools.send("Storage.clearDataForOrigin", {
      origin: url.origin,
      storageTypes: "all",
    });
    await devtools.detach();
    await context.clearCookies();
    await context.clearPermissions();
    await page.mouse.move(0, 0);
    for (const [target, event, listener] of kept.listeners.splice(0)) {
      target.off(event, listener);
    }
    return true;
  } catch {
    return false;
  }
}

function takeIdle(browser: Browser, key: string): KeptPage | undefined {
  const kept = keptPages
    .get(browser)
    ?.find((candidate) => candidate.idle && candidate.key === key);
  if (kept) kept.idle = false;
  return kept;
}

/**
 * A page, new or kept from an earlier test and cleared (`KeptPage`), that
 * records CSP violations and console errors; its test closes its context.
 */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = DESKTOP,
  options: PageOptions = {},
): Promise<WatchedPage> {
  const key = JSON.stringify({
    viewport,
    js: options.javaScriptEnabled ?? true,
    timezone: options.timezoneId ?? null,
  });
  const idle = takeIdle(browser, key);
  const kept = idle ?? (await newKeptPage(browser, key, viewport, options));
  const { page, context } = kept.watched;
  kept.coldCache = options.coldCache ?? false;
  if (idle && kept.coldCache) {
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.clearBrowserCache");
    await devtools.detach();
  }
  kept.watched.problems = [];
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
          `${page.url()} did not hydrate: ${error.message}\nproblems: ${JSON.stringify(kept.watched.problems)}\nfiles: ${JSON.stringify(files)}`,
        );
      });
  }
  return kept.watched;
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
