// Node flags for the processes a test run starts: its workers
// (vitest.config.ts), its servers and its scripts (server-process.ts).
//
// PGlite is PostgreSQL built as WebAssembly, which V8 compiles twice: at
// once with its baseline compiler (Liftoff), then again on background
// threads with its optimizing one. A test process lives seconds to a few
// minutes, too short to earn that second compile back: with Liftoff only,
// opening a test database and running 200 queries took 1.6 s of CPU
// instead of 2.4 s, and the queries ran no slower (bench/RESULTS.md,
// "Test suite duration", session 23).
//
// JavaScript's optimizing compiler is held back the same way: V8 optimizes
// a function once it has run about 66 KB of bytecode, again on background
// threads, and most of what a test process optimizes it never runs long
// enough to earn back. Fifteen times that budget still optimizes what runs
// hot (a fuzzer's 2,000 requests, a 1,000-recipient campaign): a server's
// start took 1.47 CPU-s instead of 1.74, six integration and end-to-end
// files 10 % less CPU, the fuzzers no slower (bench/RESULTS.md, "V8's
// optimizing compiler held back", session 31). Chromium's pages gained
// nothing from it.
//
// Benchmarks leave both out and run the server exactly as `npm start` does.
export const TEST_NODE_FLAGS = ["--liftoff-only", "--interrupt-budget=1000000"];

/** The flags when the caller runs inside the test runner, none otherwise. */
export function testNodeFlags(): string[] {
  return process.env.VITEST ? TEST_NODE_FLAGS : [];
}

/**
 * Node's arguments for a project script run as its `npm run` command runs
 * it (through tsx's loader), in one process with the test flags: the `tsx`
 * command would start a second node and compile PGlite's WebAssembly twice
 * (about 1 s of CPU more per command).
 */
export function tsxScriptArgs(script: string, args: string[] = []): string[] {
  return [...testNodeFlags(), "--import", "tsx", script, ...args];
}
