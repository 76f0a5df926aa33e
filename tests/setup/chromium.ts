import fs from "node:fs";
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

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
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
