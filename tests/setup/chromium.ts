import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

export function chromiumPath(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return (
    candidates.find((candidate) => candidate && fs.existsSync(candidate)) ??
    null
  );
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

export async function launchChromium(): Promise<Browser> {
  const found = chromiumPath();
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
    ],
  });
}
