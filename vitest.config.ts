import os from "node:os";
import { defineConfig } from "vitest/config";
import { TEST_NODE_FLAGS } from "./tests/setup/node-flags.ts";
import MixedSequencer from "./tests/setup/sequencer.ts";

/** Run before every test file of every tier. */
const EVERY_FILE = [
  // console.error during a test fails it (DESIGN.md section 3).
  "./tests/setup/fail-on-console-error.ts",
  "./tests/setup/business-facts.ts",
];

export default defineConfig({
  test: {
    // One file more than the machine has cores: a file spends part of its
    // time waiting (a server starting, a scheduled post's minute, a crash
    // test's pauses), and a third file on two cores fills those waits. On
    // the two-core machine, same day: 455-458 s with two files at a time
    // (19 % of the cores idle), 408 s with three (6 % idle), and no test
    // failed in `npm run test:repeat -- --times 2 --hog`; four at a time
    // was no shorter and missed a start-up bar (bench/RESULTS.md, "Three
    // files at a time", session 26). Each worker has its own end-to-end
    // server (tests/setup/e2e-target.ts).
    maxWorkers: os.availableParallelism() + 1,
    // PGlite's WebAssembly compiled once, not twice (tests/setup/node-flags.ts).
    execArgv: TEST_NODE_FLAGS,
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
    // End-to-end and integration files mixed, longest first.
    sequence: { sequencer: MixedSequencer },
    // The migrated and seeded databases every test starts from, made once
    // per change of the code (tests/setup/templates.ts).
    globalSetup: ["./tests/setup/global-templates.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          // Pure functions and renders, no database, server or process:
          // they share a worker's loaded modules instead of loading them
          // per file (the tier 44 s to 33 s; bench/RESULTS.md, "Test suite
          // duration", session 22). A file that changes shared state puts it
          // back (slots.test.ts's TZ, background-job's timers).
          isolate: false,
          setupFiles: EVERY_FILE,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker runs its files one after another in one process
          // instead of a new process per file. Each file still loads the
          // app's modules afresh and gets back the environment the worker
          // started with (tests/setup/fresh-app-per-file.ts), and what it
          // left open, databases and servers, is closed after it
          // (tests/setup/close-leftovers.ts): what is shared is Node,
          // Vitest and the packages. The tier alone 800 → 677 CPU-seconds;
          // the whole suite 1,036 → 912 s (bench/RESULTS.md, "integration
          // files in a shared process", sessions 29 and 30).
          isolate: false,
          setupFiles: [
            "./tests/setup/fresh-app-per-file.ts",
            ...EVERY_FILE,
            "./tests/setup/close-leftovers.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // A worker's files run in one process and share its browser
          // (tests/setup/chromium.ts's testBrowser): a browser launch and
          // Playwright's loading once per worker, not per file. A file
          // drives the browser and a server, keeping no state of its own in
          // the modules it shares; each test gets a page with no cookie
          // or storage of another's (a kept one is cleared first and keeps
          // only its HTTP cache, as a returning visitor's browser does,
          // unless the test asks for an empty one:
          // tests/setup/browser-page.ts), and what a file leaves open is
          // closed after it.
          isolate: false,
          setupFiles: [
            ...EVERY_FILE,
            "./tests/setup/close-browser-contexts.ts",
          ],
          globalSetup: ["./tests/setup/e2e-server.ts"],
          // A test that opens a few pages takes 5-10 s alone and can take
          // four times that beside another browser, server and test file.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two browsers and two servers share two cores: code a page loads
          // on demand can take more than expect.poll's default second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
