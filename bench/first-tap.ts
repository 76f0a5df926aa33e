// npm run bench:first-tap [path ...]: how soon a phone visitor's tap on the
// Menu button works (issue 18). Chromium at 390 x 844 with Lighthouse's
// mobile profile applied through the DevTools protocol: CPU slowed 4x,
// 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, cold cache. For each
// page it reports, in ms from navigation start: first paint, the Menu button
// visible, the first tap that opened the navigation (taps repeat until one
// does, at least 250 ms apart; a tap's time is when it was sent, as a
// finger touches whatever the page is busy with), when the navigation showed
// and the end of hydration (`html[data-hydrated]`).
//
// It builds this checkout and serves it on a fresh data directory, or
// measures any server already running: FIRST_TAP_URL=http://127.0.0.1:3000
// (another worktree's build, for a before/after). FIRST_TAP_RUNS=3 runs each
// page three times and adds the median; each run carries the one-minute load
// average at its start.
import { execSync } from "node:child_process";
import os from "node:os";
import type { Browser, CDPSession, Page } from "playwright-core";
import { launchChromium } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server-process.ts";

const DEFAULT_PATHS = [
  "/",
  "/contact",
  "/services/kitchen-remodeling",
  "/rockland/new-city/kitchen-remodeling",
];
const paths = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PATHS;
const runs = Number(process.env.FIRST_TAP_RUNS ?? 1);
const PHONE = { width: 390, height: 844 };
// Lighthouse's mobile profile (its "slow 4G").
const CPU_SLOWDOWN = 4;
const ROUND_TRIP_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;
// How long a tap is given to show the navigation before the next tap.
const TAP_ANSWER_MS = 250;
const POLL_MS = 20;
const GIVE_UP_MS = 30_000;

const MENU_BUTTON = "#mobile-menu-button";

interface Timings {
  firstPaint: number;
  buttonVisible: number;
  firstWorkingTap: number;
  navShown: number;
  hydrated: number;
  taps: number;
}

// Runs in the page before any of its own scripts: every timestamp is taken
// in the page, on its clock (performance.now(), 0 = navigation start).
function recordInPage(menuButton: string) {
  const marks: {
    buttonVisible?: number;
    buttonCentre?: { x: number; y: number };
    navShown?: number;
    hydrated?: number;
  } = {};
  Object.assign(window, { __firstTap: marks });
  const visible = (element: Element | null) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // The document has no root element yet when this runs.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute("data-hydrated")) {
      marks.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["data-hydrated"],
  });
  // Animation frames run just before each paint.
  const watch = () => {
    const button = document.querySelector(menuButton);
    if (marks.buttonVisible === undefined && button && visible(button)) {
      const box = button.getBoundingClientRect();
      marks.buttonVisible = performance.now();
      marks.buttonCentre = {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      };
    }
    const navs = document.querySelectorAll("nav[aria-label=Mobile]");
    if ([...navs].some(visible)) {
      marks.navShown = performance.now();
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function measure(browser: Browser, url: string): Promise<Timings> {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: ROUND_TRIP_MS,
    downloadThroughput: DOWN_BYTES_PER_S,
    uploadThroughput: UP_BYTES_PER_S,
  });
  // tsx wraps named functions in a `__name` helper, which the page lacks.
  await page.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  await page.addInitScript(recordInPage, MENU_BUTTON);
  try {
    await page.goto(url, { waitUntil: "commit" });
    const { firstWorkingTap, taps } = await tapUntilNavigationShows(page, cdp);
    await page.waitForSelector("html[data-hydrated]", { timeout: GIVE_UP_MS });
    const marks = await readMarks(page);
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName("first-paint")[0]?.startTime ?? NaN,
    );
    return {
      firstPaint,
      buttonVisible: marks.buttonVisible!,
      firstWorkingTap,
      navShown: marks.navShown!,
      hydrated: marks.hydrated!,
      taps,
    };
  } finally {
    await context.close();
  }
}

interface PageMarks {
  buttonVisible?: number;
  buttonCentre?: { x: number; y: number };
  navShown?: number;
  hydrated?: number;
}

const readMarks = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __firstTap: PageMarks }).__firstTap,
  );

/**
 * Taps the Menu button as a finger would (touch events at its centre, with
 * no waiting for the page to be ready) until the navigation shows. Returns
 * the time the working tap was issued, on the page's clock, and the count.
 */
async function tapUntilNavigationShows(page: Page, cdp: CDPSession) {
  const deadline = Date.now() + GIVE_UP_MS;
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  // Watched in the page, on each frame, so the first tap follows at once.
  const centre = await page.waitForFunction(
    () =>
      (window as unknown as { __firstTap?: PageMarks }).__firstTap
        ?.buttonCentre,
    undefined,
    { polling: "raf", timeout: GIVE_UP_MS },
  );
  const { x, y } = (await centre.jsonValue())!;
  let taps = 0;
  let issued = NaN;
  while (Date.now() < deadline) {
    issued = Date.now() - timeOrigin;
    taps++;
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x, y }],
    });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchEnd",
      touchPoints: [],
    });
    const answered = Date.now() + TAP_ANSWER_MS;
    while (Date.now() < answered) {
      if ((await readMarks(page)).navShown !== undefined)
        return { firstWorkingTap: issued, taps };
      await page.waitForTimeout(POLL_MS);
    }
  }
  throw new Error(`the navigation never showed after ${taps} taps`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => (Number.isNaN(value) ? "n/a" : value.toFixed(0));

function row(label: string, t: Timings) {
  return [
    label,
    ms(t.firstPaint),
    ms(t.buttonVisible),
    ms(t.firstWorkingTap),
    ms(t.firstWorkingTap - t.buttonVisible),
    ms(t.navShown),
    ms(t.hydrated),
    String(t.taps),
  ].join(" | ");
}

const external = process.env.FIRST_TAP_URL;
if (!external)
  execSync("npx tsx scripts/ensure-build.ts", { stdio: "inherit" });
const server = external
  ? null
  : await startServer({ env: { PAGE_RATE_LIMIT_PER_MINUTE: "100000" } });
const origin = (external ?? server!.url).replace(/\/$/, "");
const browser = await launchChromium();
try {
  // A production server has served pages before: warm it up.
  for (const pathname of paths)
    for (let i = 0; i < 3; i++) await (await fetch(origin + pathname)).text();
  console.log(
    "page (run, load) | first paint | Menu visible | first working tap | tap - visible | nav shown | hydrated | taps",
  );
  for (const pathname of paths) {
    const results: Timings[] = [];
    for (let run = 1; run <= runs; run++) {
      const load = os.loadavg()[0]!.toFixed(2);
      const timings = await measure(browser, origin + pathname);
      results.push(timings);
      console.log(row(`${pathname} (run ${run}, load ${load})`, timings));
    }
    if (runs > 1) {
      const pick = (key: keyof Timings) =>
        median(results.map((timings) => timings[key]));
      console.log(
        row(`${pathname} (median)`, {
          firstPaint: pick("firstPaint"),
          buttonVisible: pick("buttonVisible"),
          firstWorkingTap: pick("firstWorkingTap"),
          navShown: pick("navShown"),
          hydrated: pick("hydrated"),
          taps: pick("taps"),
        }),
      );
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
