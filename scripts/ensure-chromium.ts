// The end-to-end suite drives Debian's Chromium (a test tool's own browser
// download cannot work offline). Install it when missing and possible.
import { execSync } from "node:child_process";
import { chromiumPath } from "../tests/setup/chromium.ts";

if (!chromiumPath()) {
  const canInstall = process.getuid?.() === 0 && execSafe("command -v apt-get");
  if (!canInstall) {
    console.error(
      "Chromium is required for the end-to-end tests. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log("Installing Chromium with apt-get...");
  execSync(
    "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium",
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
