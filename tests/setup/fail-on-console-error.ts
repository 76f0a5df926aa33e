import { afterEach, vi } from "vitest";

// Where a worker runs several files in one process this file runs once per
// file: each run wraps the console's own console.error, not the last run's.
const ORIGINAL = Symbol.for("tests.console.error");
const store = globalThis as { [ORIGINAL]?: typeof console.error };
const original = (store[ORIGINAL] ??= console.error);

const errors: unknown[][] = [];

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (errors.length > 0) {
    const message = errors.map((args) => args.map(String).join(" ")).join("\n");
    errors.length = 0;
    vi.restoreAllMocks();
    throw new Error(`console.error was called during the test:\n${message}`);
  }
});
