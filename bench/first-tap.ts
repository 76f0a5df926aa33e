// npm run bench:first-tap [path ...]: how soon a phone visitor's tap on the
// Menu button works (issue 18). Chromium at 390 x 844 with Lighthouse's
// mobile profile applied through the DevTools protocol: CPU slowed 4x,
// 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, cold cache. For each
// page it reports, in ms from navigation start: first paint, the Menu button
// visible, the first tap that opened the navigation (taps on the button's
// place every 250 ms from the start until the navigation shows; a tap's time
// is its touch, the last one before the navigation showed, so it is exact to
// within that interval), when the navigation showed, the end of hydration
// (`html[data-hydrated]`) and how many taps reached the button.
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
const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
// Lighthouse's mobile profile (its "slow 4G").
const CPU_SLOWDOWN = 4;
const ROUND_TRIP_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;
// Time between two taps while the navigation has not shown.
const TAP_INTERVAL_MS = 250;
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
    navShown?: number;
    firstWorkingTap?: number;
    hydrated?: number;
    taps: number;
  } = { taps: 0 };
  // An input event's timeStamp is when the finger touched, however long the
  // page took to handle it.
  let lastTap = NaN;
  addEventListener(
    "pointerdown",
    (event) => {
      if (!(event.target as Element).closest?.(menuButton)) return;
      lastTap = event.timeStamp;
      marks.taps++;
    },
    true,
  );
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
    if (marks.buttonVisible === undefined && visible(button))
      marks.buttonVisible = performance.now();
    const navs = document.querySelectorAll("nav[aria-label=Mobile]");
    if ([...navs].some(visible)) {
      marks.navShown = performance.now();
      marks.firstWorkingTap = lastTap;
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function measure(browser: Browser, url: string): Promise<Timings> {
  const centre = await menuButtonCentre(browser, url);
  const context = await browser.newContext(PHONE_CONTEXT);
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
    await tapUntilNavigationShows(page, cdp, centre);
    await page.waitForSelector("html[data-hydrated]", { timeout: GIVE_UP_MS });
    const marks = await readMarks(page);
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName("first-paint")[0]?.startTime ?? NaN,
    );
    return {
      firstPaint,
      buttonVisible: marks.buttonVisible ?? NaN,
      firstWorkingTap: marks.firstWorkingTap ?? NaN,
      navShown: marks.navShown ?? NaN,
      hydrated: marks.hydrated ?? NaN,
      taps: marks.taps,
    };
  } finally {
    await context.close();
  }
}

interface PageMarks {
  buttonVisible?: number;
  navShown?: number;
  firstWorkingTap?: number;
  hydrated?: number;
  taps: number;
}

const readMarks = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __firstTap: PageMarks }).__firstTap,
  );

/** Where the Menu button sits, from a visit without throttling. */
async function menuButtonCentre(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = (await page.locator(MENU_BUTTON).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * Taps where the Menu button will be, as an impatient finger would (touch
 * events every TAP_INTERVAL_MS from the start of the navigation, whatever
 * the page is doing), until the navigation shows. The page records which
 * tap that was; watching from here never holds the taps back.
 */
async function tapUntilNavigationShows(
  page: Page,
  cdp: CDPSession,
  centre: { x: number; y: number },
) {
  const deadline = Date.now() + GIVE_UP_MS;
  let shown = false;
  const watcher = (async () => {
    while (!shown && Date.now() < deadline) {
      shown = await readMarks(page).then(
        (marks) => marks?.navShown !== undefined,
        () => false,
      );
      if (!shown) await page.waitForTimeout(POLL_MS);
    }
  })();
  while (!shown) {
    if (Date.now() > deadline) throw new Error("the navigation never showed");
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [centre],
    });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchEnd",
      touchPoints: [],
    });
    await page.waitForTimeout(TAP_INTERVAL_MS);
  }
  await watcher;
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
if (!external) execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const server = external
  ? null
  : await startServer({ env: { PAGE_RATE_LIMIT_PER_MINUTE: "100000" } });
const origin = (external ?? server!.url).replace(/\/$/, "");
const browser = await launchChromium({ fullBrowser: true });
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
