import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { openPglite } from "#app/db/client.server.ts";
import {
  DataDirLockedError,
  lockDataDir,
} from "#app/db/data-dir-lock.server.ts";
import { SHARED_UPLOADS_DIR } from "./server-process.ts";

// What every test file used to make for itself, made once per change of
// the code instead (bench/RESULTS.md, "Test suite duration", issue 29):
// - a migrated PGlite database, dumped: an in-memory test database loads it
//   in about 0.5 s instead of running initdb and the migrations (2 s);
// - a migrated and seeded data directory (demo content, the 168 location
//   pages): a test server starts on a copy of it in 1.5 s instead of 3.5 s.
// Each file still gets its own database; only the starting point is shared.
// Both live under node_modules/.cache, keyed by a digest of everything that
// decides their contents (the app's code, the migrations, the lock file),
// so a change to any of them makes them again.

const CACHE = path.resolve("node_modules/.cache/test-templates");
const INPUTS = ["app", "drizzle", "scripts/seed.ts", "package-lock.json"];
export const MIGRATED_DUMP = "pglite-migrated.tar";
export const SEEDED_DATA_DIR = "seeded";
/** lockDataDir's pidfile, in the cache folder while templates are made. */
const LOCK_FILE = "server.pid";

function digestOfInputs(): string {
  const hash = crypto.createHash("sha256");
  const add = (entry: string) => {
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry).sort()) {
        add(path.join(entry, child));
      }
      return;
    }
    hash.update(`${entry}\n`).update(fs.readFileSync(entry));
  };
  for (const input of INPUTS) add(input);
  return hash.digest("hex").slice(0, 16);
}

async function makeMigratedDump(file: string) {
  const connection = await openPglite();
  try {
    await connection.migrate();
    const dump = await connection.dumpDataDir!();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await connection.close();
  }
}

/**
 * The templates' folder for this code, made if missing. Safe to call from
 * several processes at once (each project's global setup, and the one `npm
 * test` starts before its checks, scripts/start-test-templates.mjs): one
 * makes it, holding the cache's lock (a pidfile, freed if its process
 * dies), and the others wait for it.
 */
export function ensureTestTemplates(): Promise<string> {
  // Within one process the lock's pidfile is this process's own, which
  // lockDataDir takes again: the global setups share one call instead.
  ensured ??= templatesMadeOrFound();
  return ensured;
}

let ensured: Promise<string> | undefined;

async function templatesMadeOrFound(): Promise<string> {
  const dir = path.join(CACHE, digestOfInputs());
  for (;;) {
    if (fs.existsSync(dir)) return dir;
    let release: () => void;
    try {
      release = lockDataDir(CACHE);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!fs.existsSync(dir)) await makeTestTemplates(dir);
      return dir;
    } finally {
      release();
    }
  }
}

async function makeTestTemplates(dir: string) {
  // What a maker that was killed left half-made (this one holds the lock).
  for (const name of fs.readdirSync(CACHE)) {
    if (name.startsWith(".making-")) {
      fs.rmSync(path.join(CACHE, name), { recursive: true, force: true });
    }
  }
  const making = fs.mkdtempSync(path.join(CACHE, ".making-"));
  try {
    await makeMigratedDump(path.join(making, MIGRATED_DUMP));
    const seeded = path.join(making, SEEDED_DATA_DIR);
    execFileSync(process.execPath, ["--import", "tsx", "scripts/seed.ts"], {
      env: {
        ...process.env,
        DATA_DIR: seeded,
        UPLOADS_DIR: SHARED_UPLOADS_DIR,
        DATABASE_URL: undefined,
        LOG_LEVEL: "warn",
        BACKUP_INTERVAL_HOURS: "0",
      },
      stdio: "pipe",
    });
    for (const leftover of ["server.pid", "control.sock", "backups"]) {
      fs.rmSync(path.join(seeded, leftover), { recursive: true, force: true });
    }
    for (const old of fs.readdirSync(CACHE)) {
      if (!old.startsWith(".") && old !== LOCK_FILE) {
        fs.rmSync(path.join(CACHE, old), { recursive: true, force: true });
      }
    }
    fs.renameSync(making, dir);
  } catch (error) {
    fs.rmSync(making, { recursive: true, force: true });
    throw error;
  }
}
