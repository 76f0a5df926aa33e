import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isAlive } from "#app/db/data-dir-lock.server.ts";
import { ensureTestTemplates } from "./templates.ts";

const RUN_DIR_PREFIX = "lakeside-test-run-";

/** Removes in the background, so the run's end does not wait on the disk. */
function removeLater(dir: string) {
  spawn(
    process.execPath,
    [
      "-e",
      "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })",
      dir,
    ],
    { detached: true, stdio: "ignore" },
  ).unref();
}

/**
 * One temporary folder per run, named after the runner's process, that
 * holds whatever the run writes to the system's temporary folder: each test
 * server's data directory (42 MB each), SMTP sinks, browser
 * profiles. Without it a full run left about 1 GB behind. It is removed
 * when the run ends, and a run that was killed has its folder removed by
 * the next one.
 */
function makeRunTemporaryFolder(): (() => void) | undefined {
  if (process.env.TEST_RUN_TMPDIR) return undefined;
  const parent = os.tmpdir();
  for (const name of fs.readdirSync(parent)) {
    const pid = Number(name.slice(RUN_DIR_PREFIX.length));
    if (name.startsWith(RUN_DIR_PREFIX) && !isAlive(pid)) {
      removeLater(path.join(parent, name));
    }
  }
  const runDir = path.join(parent, `${RUN_DIR_PREFIX}${process.pid}`);
  fs.mkdirSync(runDir, { recursive: true });
  process.env.TEST_RUN_TMPDIR = runDir;
  process.env.TMPDIR = runDir;
  return () => {
    process.env.TMPDIR = parent;
    delete process.env.TEST_RUN_TMPDIR;
    removeLater(runDir);
  };
}

// Every project's global setup: the test templates of this code
// (templates.ts), named to the test files through the environment, which
// the workers started after this inherit, as they inherit the run's
// temporary folder.
export default async function setup() {
  // The servers run the production build: one older than the sources is
  // made again here, before any test, not by a test's `npm start` halfway
  // through the run under the other servers (a run started with `vitest`
  // or `npm run test:repeat` after an edit did that; `npm test` builds
  // first as well).
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], {
    // Vitest sets NODE_ENV=test, which would build React's development files.
    env: { ...process.env, NODE_ENV: undefined },
    stdio: "inherit",
  });
  const teardown = makeRunTemporaryFolder();
  process.env.TEST_TEMPLATES_DIR = await ensureTestTemplates();
  return teardown;
}
