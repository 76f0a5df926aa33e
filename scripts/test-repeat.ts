// npm run test:repeat -- [--times N] [--hog] [files...]: runs the tests
// most likely to fail by chance (the end-to-end files and the integration
// files that start real processes) N times (default 3), optionally beside a
// CPU hog that keeps one core busy (as a loaded CI machine does), and lists
// every test that failed in any run, with how often. A test found here is
// fixed at its cause (a wait for a condition the page shows instead of a
// time); the runner never retries (vitest.config.ts).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const timesAt = args.indexOf("--times");
const times = timesAt >= 0 ? Number(args[timesAt + 1]) : 3;
const hog = args.includes("--hog");
const named = args.filter(
  (arg, index) =>
    !arg.startsWith("--") && !(timesAt >= 0 && index === timesAt + 1),
);
if (!Number.isInteger(times) || times < 1) {
  console.error("Usage: npm run test:repeat -- [--times N] [--hog] [files...]");
  process.exit(1);
}

/** Integration files that start a server or another real process. */
function processTests(): string[] {
  const dir = "tests/integration";
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => path.join(dir, name))
    .filter((file) =>
      /startServer\(|spawn\(|execFile/.test(fs.readFileSync(file, "utf8")),
    );
}

const files = named.length > 0 ? named : ["tests/e2e", ...processTests()];

function startHog(): ChildProcess {
  // One core's worth of busy work that never ends by itself.
  return spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
}

interface Report {
  testResults: Array<{
    name: string;
    assertionResults: Array<{
      fullName: string;
      status: string;
      failureMessages: string[];
    }>;
  }>;
}

const failures = new Map<string, { count: number; first: string }>();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "test-repeat-"));
const cpuHog = hog ? startHog() : undefined;
try {
  for (let run = 1; run <= times; run++) {
    const report = path.join(work, `run-${run}.json`);
    const started = Date.now();
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        "npx",
        [
          "vitest",
          "run",
          ...files,
          "--reporter=dot",
          "--reporter=json",
          `--outputFile.json=${report}`,
        ],
        { stdio: ["ignore", "inherit", "inherit"] },
      );
      child.on("close", resolve);
    });
    const results = JSON.parse(fs.readFileSync(report, "utf8")) as Report;
    let failed = 0;
    for (const file of results.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== "failed") continue;
        failed++;
        const key = `${path.relative(process.cwd(), file.name)} > ${test.fullName}`;
        const seen = failures.get(key);
        if (seen) seen.count++;
        else
          failures.set(key, {
            count: 1,
            first: (test.failureMessages[0] ?? "").split("\n")[0]!,
          });
      }
    }
    console.log(
      `\nRun ${run} of ${times}${hog ? " (beside a CPU hog)" : ""}: exit ${code}, ${failed} failed, ${((Date.now() - started) / 1000).toFixed(0)} s, load ${os.loadavg()[0]!.toFixed(2)}`,
    );
  }
} finally {
  cpuHog?.kill();
  fs.rmSync(work, { recursive: true, force: true });
}

if (failures.size === 0) {
  console.log(`\nNo test failed in ${times} runs.`);
} else {
  console.log(`\nTests that failed in ${times} runs:`);
  for (const [name, { count, first }] of failures) {
    console.log(`- ${count}/${times} ${name}\n    ${first}`);
  }
  process.exit(1);
}
