import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// A new PGlite database (a fresh install's first start, every restore, the
// test suite's new databases) starts from an empty cluster made once by
// `npm run build` (scripts/build-empty-cluster.ts), not from initdb: about
// 1.4 CPU-seconds instead of 3.9 on this machine (bench/RESULTS.md, "A new
// database from the build's empty cluster"). The file is what initdb makes,
// taken by the same PGlite, whose version is in its name: after an upgrade
// without a build, or under the development server before any build, there
// is none, and PGlite runs initdb as before.

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string })
    .version;
}

/** Where the build keeps the empty cluster of the installed PGlite. */
export function emptyClusterFile(): string {
  return path.resolve(
    "build",
    `pglite-empty-cluster-${pgliteVersion()}.tar.gz`,
  );
}

/** The build's empty cluster for PGlite's `loadDataDir`, if there is one. */
export function emptyCluster(): Blob | undefined {
  const file = emptyClusterFile();
  if (!fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)], { type: "application/x-gzip" });
}
