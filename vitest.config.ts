import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Two files at a time on the two-core machine: most tests wait on a
    // server, a browser or the disk, and the full run took 821 s with one
    // worker and 481 s with two (bench/RESULTS.md). The end-to-end files
    // take their turn beside the others, each against its worker's server
    // (tests/setup/e2e-target.ts). Run one at a time after everything else
    // (794 s on their own), they made the full run 1,843 s; beside the
    // others it took 1,279 s (bench/RESULTS.md).
    maxWorkers: 2,
    reporters: ["default", "./tests/setup/summary-reporter.ts"],
    // console.error during a test fails it (DESIGN.md section 3).
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
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
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
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
