import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { isKeptIdle } from "./browser-page.ts";

const FULL_BROWSER = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
/**
 * Debian's `chromium-headless-shell`: the same engine without the desktop
 * browser around it. The accessibility file's 58 page checks took 100 s
 * with it against 140 s with the full browser (bench/RESULTS.md, "Test
 * suite duration", session 22), so the suite drives it when it is there.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

function firstFound(candidates: Array<string | undefined>): string | null {
  return (
    candidates.find((candidate) => candidate && fs.existsSync(candidate)) ??
    null
  );
}

/** The full browser, as a person runs it (Lighthouse and the benchmarks). */
export function chromiumPath(): string | null {
  return firstFound([process.env.CHROMIUM_PATH, ...FULL_BROWSER]);
}

/** The browser the tests drive: the headless shell, else the full browser. */
export function testBrowserPath(): string | null {
  return firstFound([
    process.env.CHROMIUM_PATH,
    HEADLESS_SHELL,
    ...FULL_BROWSER,
  ]);
}

/**
 * Chromium run as root raises some of its threads to nice -8, above the
 * servers the tests measure: beside an end-to-end file, a test with a time
 * bar then measured the browser's priority, not the server (an upload test's
 * answer took 1.9 s under the full suite and 0.3 s alone). Without the
 * capability to raise priority, the browser competes as an equal.
 */
function withoutPriorityBoost(executable: string): string {
  const setpriv = "/usr/bin/setpriv";
  if (process.getuid?.() !== 0 || !fs.existsSync(setpriv)) return executable;
  const wrapper = path.join(os.tmpdir(), `chromium-no-boost-${process.pid}`);
  fs.writeFileSync(
    wrapper,
    `#!/bin/sh\nexec ${setpriv} --bounding-set -sys_nice --inh-caps -sys_nice ${executable} "$@"\n`,
    { mode: 0o755 },
  );
  return wrapper;
}

export async function launchChromium({
  fullBrowser = false,
}: { fullBrowser?: boolean } = {}): Promise<Browser> {
  const found = fullBrowser ? chromiumPath() : testBrowserPath();
  const executablePath = found && withoutPriorityBoost(found);
  if (!executablePath) {
    throw new Error(
      "Chromium not found: set CHROMIUM_PATH or run `apt-get install -y chromium`.",
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // Tests talk to the loopback server only: any other host name fails
      // inside the browser, so no request or DNS query leaves the machine.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      // A test's page lives seconds: V8's optimizing compilers (Maglev,
      // TurboFan) rarely earn back their compile there. Without them the
      // browser spent 18 % less CPU on an axe check and 5 % less on a page
      // load (bench/RESULTS.md, "Chromium's share, V8's optimizing
      // compilers in test pages", session 36). A person's browser (the
      // benchmarks, Lighthouse) keeps them.
      ...(fullBrowser ? [] : ["--js-flags=--max-opt=1"]),
    ],
  });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The browser of this test worker, launched by the first end-to-end file
 * the worker runs and shared by the ones after it (the project runs its
 * files in one process, vitest.config.ts); every test still opens its own
 * context. One launch per worker instead of one per file: the end-to-end
 * files took 10 % less CPU (bench/RESULTS.md, "One browser per worker").
 * A browser that crashed is launched again.
 */
export async function testBrowser(): Promise<Browser> {
  const current = await workerBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/**
 * Closes the contexts a file left open, so the next file starts clean; the
 * pages kept for the next test, already cleared, stay (tests/setup/browser-page.ts).
 */
export async function closeLeftContexts(): Promise<void> {
  const browser = await workerBrowser?.catch(() => undefined);
  if (!browser) return;
  await Promise.all(
    browser
      .contexts()
      .filter((context) => !isKeptIdle(browser, context))
      .map((context) => context.close()),
  );
}
