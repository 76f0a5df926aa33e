// `npm start` and `npm test` build only when the sources are newer than the
// last build, so a second start is immediate. Plain JavaScript: `npm start`
// runs it with node alone.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The server entry is bundled last (`npm run build`), so it is the newest file.
const BUILD_MARKER = "build/server/main.js";
const SOURCES = [
  "app",
  "server",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const built = fs.existsSync(BUILD_MARKER)
  ? fs.statSync(BUILD_MARKER).mtimeMs
  : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built < sources) {
  console.log("Building the site...");
  execSync("npm run build", { stdio: "inherit" });
}
