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
