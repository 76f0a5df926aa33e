// npm run bench:memory: the resident memory of an idle production server
// (build/server/main.js, as `npm start` runs it) on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL. Each database is seeded by a first
// start; the figure is the second start on it (how a server restarts), after
// five page views and ten idle seconds, with where the memory sits
// (/proc/<pid>/smaps by mapping).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execSync } from "node:child_process";
import { createPostgresDatabase } from "../tests/setup/database.ts";
import { startServer } from "../tests/setup/server-process.ts";

const PAGES = [
  "/",
  "/gallery",
  "/services/kitchen-remodeling",
  "/rockland/new-city/kitchen-remodeling",
  "/contact",
];

const kb = (text: string, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)![1]);

function mappings(pid: number) {
  const byName = new Map<string, number>();
  let name = "";
  for (const line of fs
    .readFileSync(`/proc/${pid}/smaps`, "utf8")
    .split("\n")) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      name = mapping[1] || "[anonymous: V8 heap, code, WASM memory]";
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss) byName.set(name, (byName.get(name) ?? 0) + Number(rss[1]));
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([mapping, size]) => `${(size / 1024).toFixed(0)} MB ${mapping}`)
    .join("; ");
}

async function measure(label: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  const first = await startServer({ dataDir, env });
  await first.stop();
  const server = await startServer({ dataDir, env });
  try {
    for (const page of PAGES) await (await fetch(server.url + page)).text();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    console.log(
      `| ${label} | ${(kb(status, "VmRSS") / 1024).toFixed(0)} MB | ${(kb(status, "VmHWM") / 1024).toFixed(0)} MB | ${mappings(server.child.pid!)} |`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
console.log(
  `Load average at the start ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
console.log("| database | idle RSS | peak RSS | largest mappings |");
console.log("|---|---|---|---|");
await measure("PGlite", {});
if (process.env.TEST_DATABASE_URL) {
  const database = await createPostgresDatabase("bench_memory");
  try {
    await measure("PostgreSQL (DATABASE_URL)", {
      DATABASE_URL: database.url,
    });
  } finally {
    await database.drop();
  }
}
