// Writes tests/setup/file-durations.json from a Vitest JSON report, the
// order the test files start in on a machine that has not run them yet
// (tests/setup/sequencer.ts). After adding or much changing test files:
//   npx vitest run --reporter=json --outputFile.json=report.json
//   npx tsx scripts/record-test-durations.ts report.json
import fs from "node:fs";
import path from "node:path";

const report = process.argv[2];
if (!report) {
  console.error("Usage: tsx scripts/record-test-durations.ts <report.json>");
  process.exit(1);
}
const { testResults } = JSON.parse(fs.readFileSync(report, "utf8")) as {
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
};
const durations = Object.fromEntries(
  testResults
    .map((file) => [
      path.relative(process.cwd(), file.name).split(path.sep).join("/"),
      Math.round((file.endTime - file.startTime) / 100) / 10,
    ])
    .sort(([a], [b]) => String(a).localeCompare(String(b))),
);
fs.writeFileSync(
  "tests/setup/file-durations.json",
  `${JSON.stringify(durations, null, 2)}\n`,
);
console.log(`${Object.keys(durations).length} files recorded.`);
