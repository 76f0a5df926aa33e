// npm run backup: one archive of the database, the uploaded images and the
// email outbox in BACKUP_DIR, while the site keeps serving (docs/backups.md).
// Imports are dynamic so that the quieter log level applies to them.
import http from "node:http";
import fs from "node:fs";

process.env.LOG_LEVEL ??= "warn";
const { getEnv, ConfigError } = await import("#app/utils/env.server.ts");
const { getPaths, keepDataPrivate } =
  await import("#app/utils/paths.server.ts");
const { openPglite, openPostgres, setConnection } =
  await import("#app/db/client.server.ts");
const { DataDirLockedError, lockDataDir } =
  await import("#app/db/data-dir-lock.server.ts");
const { runBackup } = await import("#app/backup/run-backup.server.ts");
type Result = Awaited<ReturnType<typeof runBackup>>;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The running server makes the backup: only it can read its PGlite files. */
function askServer(
  socketPath: string,
  owner: string,
  options: { backupDir?: string },
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, method: "POST", path: "/backup" },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          try {
            const parsed = JSON.parse(body) as Result & { error?: string };
            if (res.statusCode === 200) resolve(parsed);
            else
              reject(
                new Error(
                  `The server could not make the backup: ${parsed.error ?? body}`,
                ),
              );
          } catch {
            reject(
              new Error(
                `The server gave an answer that is not a backup: ${body.slice(0, 200)}`,
              ),
            );
          }
        });
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === "ENOENT" || error.code === "ECONNREFUSED"
            ? `${owner}, but it does not answer backup requests at ${socketPath}. Restart it with this version of the site, or stop it and run npm run backup again.`
            : `Could not reach the running server: ${error.message}`,
        ),
      );
    });
    req.setHeader("Content-Type", "application/json");
    req.end(JSON.stringify(options));
  });
}

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const paths = getPaths();
keepDataPrivate();

async function backUpHere(
  open: () => Promise<Awaited<ReturnType<typeof openPglite>>>,
) {
  const connection = await open();
  setConnection(connection);
  try {
    await connection.migrate();
    return await runBackup("manual");
  } finally {
    await connection.close();
  }
}

let result: Result;
try {
  if (env.DATABASE_URL) {
    result = await backUpHere(() => openPostgres(env.DATABASE_URL!));
  } else {
    let release: (() => void) | undefined;
    try {
      release = lockDataDir(paths.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    if (release) {
      try {
        if (
          !fs.existsSync(paths.pgliteDir) ||
          fs.readdirSync(paths.pgliteDir).length === 0
        ) {
          fail(
            `Nothing to back up: there is no database in ${paths.dataDir}. Start the site once, or set DATA_DIR (or DATABASE_URL) to the site's.`,
          );
        }
        result = await backUpHere(() => openPglite(paths.pgliteDir));
      } finally {
        release();
      }
    } else {
      const pid = fs.readFileSync(`${paths.dataDir}/server.pid`, "utf8").trim();
      console.log(`The server (pid ${pid}) is running: it makes the backup.`);
      // The server writes where this command was told to (its BACKUP_DIR),
      // or where the server's own settings say when it was told nothing.
      result = await askServer(
        paths.controlSocket,
        `A server (pid ${pid}) is using ${paths.dataDir}`,
        env.BACKUP_DIR ? { backupDir: paths.backupDir } : {},
      );
    }
  }
} catch (error) {
  fail(
    `Backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
console.log(`Backup written: ${result.file}
Size: ${megabytes} MB (${result.bytes.toLocaleString("en-US")} bytes), ${result.rows.toLocaleString("en-US")} rows, ${result.files.toLocaleString("en-US")} files
SHA-256: ${result.sha256}`);
