import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { logger } from "#app/utils/logger.server.ts";

// A PGlite database can only be read by the process that has it open, so
// `npm run backup` asks the running server to make the backup, over a Unix
// socket in the data directory that only the server's user can open.

/** Linux's limit on a socket's path (sun_path), less its final NUL. */
const MAX_SOCKET_PATH = 107;

export interface ControlActions {
  /** `backupDir`: the folder the command line was given (its BACKUP_DIR). */
  backup(options: { backupDir?: string }): Promise<unknown>;
}

const MAX_REQUEST_BYTES = 8 * 1024;

/** The request's options: `{}` or `{ "backupDir": "/absolute/path" }`. */
async function readOptions(
  req: http.IncomingMessage,
): Promise<{ backupDir?: string } | string> {
  let body = "";
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_REQUEST_BYTES) return "The request is too large.";
  }
  if (body.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return "The request is not JSON.";
  }
  const dir = (parsed as { backupDir?: unknown } | null)?.backupDir;
  if (dir === undefined) return {};
  if (typeof dir !== "string" || !path.isAbsolute(dir)) {
    return "backupDir must be an absolute path.";
  }
  return { backupDir: path.normalize(dir) };
}

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function listenForControl(
  socketPath: string,
  actions: ControlActions,
): Promise<http.Server | null> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      "the data directory's path is too long for a control socket: `npm run backup` cannot reach this server; stop it to back up",
    );
    return null;
  }
  // Left by a server that was killed; this process holds the data
  // directory's lock, so no live server owns it.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      reply(res, 404, { error: "Unknown request." });
      return;
    }
    readOptions(req)
      .then((options) => {
        if (typeof options === "string") {
          reply(res, 400, { error: options });
          return;
        }
        return actions
          .backup(options)
          .then((result) => reply(res, 200, result));
      })
      .catch((error: unknown) =>
        reply(res, 500, {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
  });
  // A backup of a large site takes a while; the command line waits.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return server;
}

export async function closeControl(
  server: http.Server | null,
  socketPath: string,
) {
  if (!server) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A command line waiting for a backup gets a closed connection; the
  // backup itself finishes before the database closes (stopApp).
  server.closeAllConnections();
  await closed;
  fs.rmSync(socketPath, { force: true });
}
