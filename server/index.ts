// The HTTP server: security headers, body caps, static files, request logs,
// graceful shutdown. The React Router app is loaded from the server bundle
// (or through Vite in development).
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import crypto from "node:crypto";
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { ConfigError, getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { rateLimitHeaders } from "#app/utils/rate-limit.server.ts";
import type * as AppModuleExports from "./app.ts";
import { baseSecurityHeaders } from "./security-headers.ts";
import { serveMedia } from "./media.ts";
import { getMediaStore } from "#app/media/store.server.ts";
import { bodyCapFor } from "./body-caps.ts";
import { readBodyWithin } from "./read-body.ts";
import { redirectToCanonicalHost } from "./canonical-host.ts";
import { loggedUrl } from "#app/utils/log-url.ts";
import { trustProxySetting } from "./trust-proxy.ts";
import { requireSameOrigin } from "./same-origin.ts";
import { closeControl, listenForControl } from "./control-socket.ts";
import { getPaths } from "#app/utils/paths.server.ts";
import {
  DataDirLockedError,
  lockDataDir,
} from "#app/db/data-dir-lock.server.ts";

type AppModule = typeof AppModuleExports;

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
const SHUTDOWN_DEADLINE_MS = 8_000;
const FORCED_EXIT_MS = 10_000;

function fail(message: string): never {
  logger.fatal(message);
  process.exit(1);
}

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
let trustProxy: ReturnType<typeof trustProxySetting>;
try {
  trustProxy = trustProxySetting(env.TRUST_PROXY);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const isProduction = env.NODE_ENV === "production";
const siteOrigin = new URL(env.SITE_URL).origin;
const isHttpsSite = siteOrigin.startsWith("https:");
let draining = false;

const vite = isProduction
  ? undefined
  : await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true }, appType: "custom" }),
    );

async function loadAppModule(): Promise<AppModule> {
  if (vite) return (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
  const bundle = path.resolve("build/server/index.js");
  return (await import(pathToFileURL(bundle).href)) as AppModule;
}

// A second server on this PGlite data directory is refused before the app
// bundle loads (a second or more on a busy machine): the refusal is at once.
// startApp takes the same lock again, as this process, and stopApp frees it.
if (!env.DATABASE_URL) {
  try {
    lockDataDir(getPaths().dataDir);
  } catch (error) {
    // Any other trouble (an unwritable DATA_DIR) startApp names in words.
    if (error instanceof DataDirLockedError) fail(error.message);
  }
}

const appModule = await loadAppModule();
try {
  await appModule.startApp();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const controlSocket = getPaths().controlSocket;
const control = env.DATABASE_URL
  ? null
  : await listenForControl(controlSocket, {
      backup: (options) => appModule.runBackup("manual", options),
    }).catch((error: unknown) => {
      logger.warn(
        { err: String(error) },
        "no control socket: `npm run backup` cannot reach this server",
      );
      return null;
    });

const app = express();
app.disable("x-powered-by");
// Behind a proxy, req.ip is the visitor's address from X-Forwarded-For,
// believed only from the peers TRUST_PROXY names.
app.set("trust proxy", trustProxy);
app.set("etag", false);

app.use((req, res, next) => {
  const requestId = crypto.randomUUID();
  const started = process.hrtime.bigint();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  res.on("finish", () => {
    logger.info(
      {
        requestId,
        method: req.method,
        url: loggedUrl(req.originalUrl),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      },
      "request",
    );
  });
  next();
});

app.use(baseSecurityHeaders({ hsts: isHttpsSite, development: !isProduction }));

app.use((req, res, next) => {
  // While draining, every answer (including those already in flight) closes
  // its connection, so keep-alive clients let the process exit.
  const writeHead = res.writeHead;
  res.writeHead = function (
    this: typeof res,
    ...args: Parameters<typeof writeHead>
  ) {
    if (draining && !this.headersSent) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  if (!ALLOWED_METHODS.has(req.method)) {
    res.setHeader("Allow", "GET, HEAD, POST");
    res.status(405).type("text/plain").send("Method not allowed.");
    return;
  }
  next();
});

app.use(redirectToCanonicalHost(siteOrigin));

// A response the page cache does not hold (a page rendered for one visitor,
// the admin, a navigation's data, any page with the cache off) is compressed
// as it is sent, on the request's time, at brotli's quality 1 instead of
// the library's 4: nearly twice the cold home page's requests per second
// for a browser, for 15 % more bytes (34 against 30 KB; ADR 0027). Kept
// pages are compressed once, at quality 9 (server/page-cache.ts), and the
// browser's files by the build (below).
app.use(
  compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  }),
);

if (vite) {
  app.use(vite.middlewares);
} else {
  // The build compressed each file once at the highest settings
  // (vite.config.ts); the one the browser accepts is sent as it is.
  const assets = expressStaticGzip("build/client/assets", {
    enableBrotli: true,
    orderPreference: ["br"],
    serveStatic: {
      immutable: true,
      maxAge: "1y",
      fallthrough: false,
      index: false,
      dotfiles: "deny",
    },
  });
  app.use("/assets", (req, res, next) => {
    // An address that does not decode gets the error handler's 400, as
    // express.static gave, not the library's own bare answer.
    try {
      decodeURIComponent(req.path);
    } catch {
      next(Object.assign(new Error("undecodable asset path"), { status: 400 }));
      return;
    }
    assets(req, res, next);
  });
  // Only the files at the top of build/client (the favicon, the social
  // card) are looked for there: a disk lookup of every page's path, and the
  // not-found error built for each, cost a fifth of a cached page.
  const rootFiles = new Set(
    fs
      .readdirSync("build/client", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.posix.join(
          "/",
          path.relative("build/client", entry.parentPath),
          entry.name,
        ),
      )
      .filter((file) => !file.startsWith("/assets/")),
  );
  const rootStatic = express.static("build/client", {
    maxAge: "1h",
    index: false,
    dotfiles: "deny",
  });
  app.use((req, res, next) =>
    rootFiles.has(req.path) ? rootStatic(req, res, next) : next(),
  );
}

app.get("/media/:file", serveMedia(getMediaStore()));

app.use(requireSameOrigin(siteOrigin));

// Newsletter opens and clicks arrive in bursts from a few mail providers'
// image proxies; each is one small write, and none may be refused. Only
// their two exact shapes pass: any other path under /e/ is counted.
const TRACKING_PATH = /^\/e\/(?:o\/[0-9a-f]{64}|c\/[0-9a-f]{64}\/\d{1,4})$/;

app.use(async (req, res, next) => {
  // A keyed hash of the address, never the address (client-key.server.ts).
  res.locals.clientKey = await appModule.clientKey(req.ip);
  if (TRACKING_PATH.test(req.path)) return next();
  // Express 5 passes a rejected promise to the error handler.
  const limit = await appModule.hitRateLimit(
    `pages:${res.locals.clientKey as string}`,
    env.PAGE_RATE_LIMIT_PER_MINUTE,
    60_000,
  );
  if (limit.allowed) return next();
  res.set(rateLimitHeaders(limit));
  res
    .status(429)
    .type("text/plain")
    .send("Too many requests. Please wait a minute and try again.");
});

// Bodies are read here, within a cap, before React Router sees them
// (server/body-caps.ts).
app.use(readBodyWithin(bodyCapFor(appModule)));

const handler = (app_: AppModule) =>
  app_.createHandler((req, res) => ({
    // Drawn only for a page that is rendered: a page served from the cache
    // carries no nonce.
    cspNonce: crypto.randomBytes(16).toString("base64"),
    requestId: res.locals.requestId as string,
    clientKey: res.locals.clientKey as string,
    siteOrigin,
    isDraining: () => draining,
  }));

if (vite) {
  app.use(async (req, res, next) => {
    try {
      handler(await loadAppModule())(req, res, next);
    } catch (error) {
      next(error);
    }
  });
} else {
  app.use(handler(appModule));
}

const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const raw: unknown = error?.status;
  // express.static answers 403 for paths that try to climb out of its
  // folder; to a visitor that is simply a file that does not exist.
  const status =
    raw === 403
      ? 404
      : typeof raw === "number" && raw >= 400 && raw < 500
        ? raw
        : 500;
  const messages: Record<number, string> = {
    400: "The request could not be read.",
    404: "Not found.",
    413: "That request is too large.",
    415: "That content type is not supported.",
  };
  if (status === 500) {
    logger.error(
      {
        requestId: res.locals.requestId,
        err: error instanceof Error ? error.message : String(error),
      },
      "unhandled error",
    );
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  if (status === 413) res.setHeader("Connection", "close");
  res
    .status(status)
    .type("text/plain")
    .send(
      messages[status] ??
        `Something went wrong on our side. Reference: ${res.locals.requestId as string}`,
    );
};
app.use(errorHandler);

const server: Server = app.listen(env.PORT, env.HOST, (error?: Error) => {
  if (error)
    fail(`Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`);
  logger.info(
    { url: `http://${env.HOST}:${env.PORT}`, siteUrl: env.SITE_URL },
    "server listening",
  );
});
server.requestTimeout = 30_000;
server.headersTimeout = 10_000;
server.keepAliveTimeout = 5_000;

async function shutdown(signal: string) {
  if (draining) {
    logger.warn("second shutdown signal: forcing exit");
    process.exit(1);
  }
  draining = true;
  logger.info({ signal }, "shutting down");
  setTimeout(() => server.closeAllConnections(), SHUTDOWN_DEADLINE_MS).unref();
  setTimeout(() => {
    logger.error("shutdown deadline passed: forcing exit");
    process.exit(1);
  }, FORCED_EXIT_MS).unref();
  server.close(async () => {
    await closeControl(control, controlSocket);
    await appModule.stopApp().catch((error: unknown) => {
      logger.error({ err: String(error) }, "error while closing the database");
    });
    await vite?.close();
    logger.info("stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
