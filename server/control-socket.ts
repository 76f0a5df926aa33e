import fs from "node:fs";
import http from "node:http";
import { logger } from "#app/utils/logger.server.ts";

// A PGlite database can only be read by the process that has it open, so
// `npm run backup` asks the running server to make the backup, over a Unix
// socket in the data directory that only the server's user can open.

/** Linux's limit on a socket's path (sun_path), less its final NUL. */
const MAX_SOCKET_PATH = 107;

export interface ControlActions {
  backup(): Promise<unknown>;
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
    actions.backup().then(
      (result) => reply(res, 200, result),
      (error: unknown) =>
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
