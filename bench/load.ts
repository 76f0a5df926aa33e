// The load generator and the same-run reference shared by the page
// benchmarks (bench/pages.ts, bench/route-table.ts).
import autocannon from "autocannon";
import {
  type ChildProcess,
  execFileSync,
  execSync,
  spawn,
  spawnSync,
} from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/setup/server-process.ts";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

// wrk (Debian's `wrk` package), when installed, is the load generator:
// autocannon, one JavaScript thread, slows down itself on large pages at 50
// connections (/ cached: 674 req/s with autocannon, 3,319 with wrk, same
// server, same minute). BENCH_CLIENT=autocannon forces the old one.
export const CLIENT =
  process.env.BENCH_CLIENT ??
  (spawnSync("wrk", ["--version"]).error ? "autocannon" : "wrk");

export interface RunResult {
  rps: number;
  p99: number;
  failures: number;
}

function runWrk(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  paths?: string[],
): RunResult {
  // autocannon's time-out (wrk's own is 2 s).
  const args = [
    "-t1",
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "--latency",
  ];
  for (const [name, value] of Object.entries(headers)) {
    args.push("-H", `${name}: ${value}`);
  }
  let script: string | undefined;
  if (paths) {
    // Each request the next path, as a crawler would.
    script = path.join(os.tmpdir(), `bench-pages-${process.pid}.lua`);
    fs.writeFileSync(
      script,
      `local paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}\n` +
        "local i = 0\n" +
        'request = function() i = i % #paths + 1; return wrk.format("GET", paths[i]) end\n',
    );
    args.push("-s", script);
  }
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  if (script) fs.rmSync(script);
  const p99 = /\b99%\s+([\d.]+)(us|ms|s)\b/.exec(out)!;
  const scale = { us: 0.001, ms: 1, s: 1000 }[p99[2] as "us" | "ms" | "s"];
  const socketErrors =
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
      out,
    );
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)![1])),
    p99: Math.round(Number(p99[1]) * scale),
    failures:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
      (socketErrors
        ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0)
        : 0),
  };
}

export async function run(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  paths?: string[],
): Promise<RunResult> {
  if (CLIENT === "wrk") {
    runWrk(url, connections, 2, headers, paths);
    return runWrk(url, connections, SECONDS, headers, paths);
  }
  // Each connection walks the paths in turn, as a crawler would.
  const requests = paths?.map((path) => ({ method: "GET" as const, path }));
  await autocannon({ url, connections, duration: 2, headers, requests });
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers,
    requests,
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Starts the reference (bench/reference), built first if needed. With
 * `routes: "site"` it has the site's route table (REFERENCE_ROUTES=site).
 */
export async function startReference({
  routes = "one",
}: { routes?: "one" | "site" } = {}): Promise<{
  url: string;
  child: ChildProcess;
}> {
  const buildDirectory = routes === "site" ? "build-site-routes" : "build";
  if (
    !fs.existsSync(
      path.join("bench/reference", buildDirectory, "server/index.js"),
    )
  ) {
    execSync("npx react-router build", {
      cwd: "bench/reference",
      env: { ...process.env, REFERENCE_ROUTES: routes },
      stdio: "inherit",
    });
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["bench/reference/server.js", String(port), buildDirectory],
    { env: { ...process.env, NODE_ENV: "production" }, stdio: "inherit" },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (;;) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
