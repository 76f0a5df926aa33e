import fs from "node:fs";
import path from "node:path";

// PGlite is single-process: two servers on one data directory silently lose
// writes. An O_EXCL pidfile makes the second one refuse to start; a pidfile
// left by a killed process is detected by checking whether its pid lives.
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/** Whether a process with this pid lives (EPERM: it does, as another user). */
export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (
            fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)
          ) {
            fs.unlinkSync(lockPath);
          }
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another server (pid ${owner}) is already using the data directory ${path.resolve(dataDir)}. ` +
            "Stop it first, or give this one its own DATA_DIR or a DATABASE_URL.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
