// The end-to-end suite drives Debian's Chromium headless shell (a test
// tool's own browser download cannot work offline; the full browser works
// too, slower: tests/setup/chromium.ts). Install it when missing and possible.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { HEADLESS_SHELL, testBrowserPath } from "../tests/setup/chromium.ts";

const found = testBrowserPath();
if (!found || (!process.env.CHROMIUM_PATH && !fs.existsSync(HEADLESS_SHELL))) {
  const canInstall = process.getuid?.() === 0 && execSafe("command -v apt-get");
  if (!canInstall) {
    // The full browser runs the suite, only more slowly.
    if (found) process.exit(0);
    console.error(
      "Chromium is required for the end-to-end tests. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell`) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log("Installing Chromium's headless shell with apt-get...");
  execSync(
    "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium-headless-shell",
    {
      stdio: "inherit",
    },
  );
}

function execSafe(command: string) {
  try {
    execSync(command, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
