import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server.ts";

export function getPaths() {
  const env = getEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
    outboxDir: path.join(dataDir, "outbox"),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, "backups")),
    /** Where `npm run backup` asks the running server (PGlite) for a backup. */
    controlSocket: path.join(dataDir, "control.sock"),
  };
}

/**
 * Everything the site writes (the database, uploads, the outbox, backups,
 * the signing key, the control socket) is readable by its own user only:
 * files 0600, folders 0700, whatever umask the process was started with.
 * A data directory made by an older version is closed the same way.
 */
export function keepDataPrivate() {
  process.umask(0o077);
  const { dataDir } = getPaths();
  try {
    const mode = fs.statSync(dataDir).mode & 0o777;
    if (mode & 0o077) fs.chmodSync(dataDir, 0o700);
  } catch {
    // Not made yet: it will be, under the umask above.
  }
}
