import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The order test files start in (vitest.config.ts). Vitest's own order
// runs one project after another, and on a machine that has not run the
// suite yet (a fresh clone, CI) orders files by their size: the longest
// files could start last and leave one worker alone at the end. This order
// starts the longest first, from this machine's last run or else from the
// durations committed beside this file, and mixes end-to-end and
// integration files, so that each kind is under way from start to end.
// Measured (bench/RESULTS.md, "Test suite duration", issue 29): 546-571 s
// against 578 s in Vitest's order; the machine is busy either way, so the
// gain is the tail's.

/** Seconds each file took in a full run (scripts/record-test-durations.ts). */
const HINTS_FILE = path.resolve("tests/setup/file-durations.json");

function hints(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(HINTS_FILE, "utf8")) as Record<
      string,
      number
    >;
  } catch {
    return {};
  }
}

export default class MixedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const known = hints();
    const root = this.ctx.config.root;
    const seconds = (file: TestSpecification) => {
      const relative = path
        .relative(root, file.moduleId)
        .split(path.sep)
        .join("/");
      // This machine's last run, then the committed figures, then size.
      const cached = this.ctx.cache.getFileTestResults(
        `${file.project.name}:${relative}`,
      );
      if (cached) return cached.duration / 1000;
      if (known[relative] !== undefined) return known[relative];
      return (
        (this.ctx.cache.getFileStats(`${file.project.name}:${relative}`)
          ?.size ?? 0) / 1000
      );
    };
    const longestFirst = (list: TestSpecification[]) =>
      list
        .map((file) => ({ file, seconds: seconds(file) }))
        .sort((a, b) => b.seconds - a.seconds);
    const waiting = longestFirst(
      files.filter((file) => file.project.name === "e2e"),
    );
    const busy = longestFirst(
      files.filter((file) => file.project.name !== "e2e"),
    );
    // Merge by time: take from whichever list has the smaller share of its
    // own total handed out, so both kinds are under way from the first
    // file to the last.
    const total = (list: typeof waiting) =>
      list.reduce((sum, entry) => sum + entry.seconds, 0) || 1;
    const waitingTotal = total(waiting);
    const busyTotal = total(busy);
    const order: TestSpecification[] = [];
    let waitingTime = 0;
    let busyTime = 0;
    while (waiting.length > 0 || busy.length > 0) {
      const takeWaiting =
        busy.length === 0 ||
        (waiting.length > 0 &&
          waitingTime / waitingTotal <= busyTime / busyTotal);
      const next = (takeWaiting ? waiting : busy).shift()!;
      if (takeWaiting) waitingTime += next.seconds;
      else busyTime += next.seconds;
      order.push(next.file);
    }
    return order;
  }
}
