import type { Reporter, TestModule } from "vitest/node";

// CI reads the run's closing line: one plain "N passed, N failed" summary
// over every project (unit, integration, end-to-end).
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<unknown>,
  ) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let testsFailed = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") testsFailed++;
        else skipped++;
      }
      // A file that failed outside its tests (an import, a setup file, a
      // hook) leaves them skipped: it counts as one failure.
      failed +=
        module.state() === "failed" ? Math.max(testsFailed, 1) : testsFailed;
    }
    failed += unhandledErrors.length;
    process.stdout.write(
      `\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`,
    );
  }
}
