// The server bundle's entry (vite.config.ts): the React Router request
// handler and the start-up and shutdown of what the app owns (database,
// data directory). Express concerns live in server/index.ts.
import { writeReadableStreamToWritable } from "@react-router/node";
import { isOneClickPath } from "./same-origin.ts";
import type {
  NextFunction,
  Request as ExpressRequest,
  Response as ExpressResponse,
} from "express";
import { type AppLoadContext, createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import {
  lastKnownBusiness,
  withBusiness,
  withCurrentBusiness,
} from "#app/business/request.server.ts";
import { withContentVersion } from "#app/models/content-memo.server.ts";
import { currentContentVersion } from "#app/models/content-version.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";
import type { RequestFacts } from "#app/utils/load-context.ts";
import { withinTime } from "#app/utils/within-time.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  cachedPage,
  type CachedPage,
  createPageCache,
  type Encoding,
  isPerVisitor,
  isShareable,
  matchesEtag,
  representation,
  sharedFreshRead,
} from "./page-cache.ts";
import { unavailableResponse } from "./unavailable-page.ts";

export { startApp, stopApp } from "#app/lifecycle/app-lifecycle.server.ts";
// The page limit in server/index.ts counts through the app's own database
// connection (shared by every server on PostgreSQL).
export { hitRateLimit } from "#app/models/rate-limits.server.ts";
export { clientKey } from "#app/auth/client-key.server.ts";
// Admin paths take larger bodies only from a signed-in session.
export { hasAdminSession } from "#app/auth/session.server.ts";
// A review link that is open takes a photo (issue 33).
export { reviewLinkTakesPhoto } from "#app/reviews/requests.server.ts";
// `npm run backup` asks the running server for a backup (control socket).
export { runBackup } from "#app/backup/run-backup.server.ts";

export function createHandler(
  contextFor: (req: ExpressRequest, res: ExpressResponse) => RequestFacts,
) {
  // The build itself, not a function returning it: given a function, React
  // Router prepares its routes again on every request (for development's
  // reloads), which was a fifth of a rendered page's CPU. In development
  // this module is loaded again for each request anyway (server/index.ts).
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
  const pages = createPageCache(getEnv().PAGE_CACHE_MB * 1024 * 1024);
  return async (
    req: ExpressRequest,
    res: ExpressResponse,
    next: NextFunction,
  ) => {
    try {
      const key =
        req.method === "GET" &&
        !req.path.endsWith(".data") &&
        pages.mayKeep(req.originalUrl)
          ? req.originalUrl
          : undefined;
      // Read before rendering: a write that lands during the render leaves
      // the page under the older version, so the next request renders again.
      const version = key ? await contentVersion() : undefined;
      const cached = key && version ? pages.get(key, version) : undefined;
      if (cached) {
        res.setHeader("X-Page-Cache", "hit");
        sendPage(req, res, cached);
        return;
      }
      // No version means no database: the page as last kept, if any.
      const stale = key && !version ? pages.getStale(key) : undefined;
      if (stale) {
        res.setHeader("X-Page-Cache", "stale");
        sendPage(req, res, stale);
        return;
      }
      let databaseUnavailable = false;
      const context: AppLoadContext = {
        ...contextFor(req, res),
        noteDatabaseUnavailable: () => {
          databaseUnavailable = true;
        },
      };
      const request = toFetchRequest(req, res, context);
      // A GET the cache does not keep (a client navigation's .data, a lead
      // form's page) reads the version only if its render reads kept public
      // content: on PostgreSQL those reads would otherwise query each time.
      // Other methods write, so nothing they read is kept under a version.
      // Every render, loader and email of the request shows the business
      // facts as they were when it started (app/business/current.ts).
      // A page asked for while the database did not answer the version
      // takes the facts last read instead of waiting for them too.
      const render = () =>
        key && !version
          ? withBusiness(lastKnownBusiness(), () =>
              handleRequest(request, context),
            )
          : withCurrentBusiness(() => handleRequest(request, context));
      const rendered = await (req.method === "GET"
        ? withContentVersion(version ?? contentVersion, render)
        : render());
      // A page that failed because the database did not answer says so,
      // with the phone number, instead of "something went wrong".
      const response =
        databaseUnavailable &&
        rendered.status >= 500 &&
        (rendered.headers.get("Content-Type") ?? "").startsWith("text/html")
          ? unavailableResponse(lastKnownBusiness())
          : rendered;
      if (key && version && isShareable(response)) {
        const page = await cachedPage(
          {
            version,
            status: response.status,
            statusText: response.statusText,
            headers: [...response.headers.entries()],
          },
          Buffer.from(await response.arrayBuffer()),
        );
        pages.set(key, page);
        res.setHeader("X-Page-Cache", "miss");
        sendPage(req, res, page);
        return;
      }
      if (key && isPerVisitor(response)) pages.setPerVisitor(key);
      res.statusMessage = response.statusText;
      res.status(response.status);
      // The app's headers replace Express's defaults (a page's own CSP
      // replaces the strict resource policy); cookies are each kept.
      for (const [key, value] of response.headers.entries()) {
        if (key !== "set-cookie") res.setHeader(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      if (response.body)
        await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

// One query answers every request that arrived before it started.
const readContentVersion = sharedFreshRead(currentContentVersion);

// After a failed read, requests in the next second do not ask again: while
// the database is away, kept pages are served at once instead of each
// waiting for its own failure. A read that takes longer than a second
// counts as failed (a network that drops packets answers nothing at all).
const RETRY_VERSION_AFTER_MS = 1_000;
const VERSION_TIMEOUT_MS = 1_000;
let versionFailedAt = 0;

// The footer's year and the hours notice (a closure today or tomorrow) are
// part of every page, so a new day in New York is a new version.
// When the database does not answer, a page is served as last kept, or
// rendered as it comes (the ones that need no data still work).
async function contentVersion(): Promise<string | undefined> {
  if (Date.now() - versionFailedAt < RETRY_VERSION_AFTER_MS) return undefined;
  try {
    const version = await withinTime(
      readContentVersion(),
      VERSION_TIMEOUT_MS,
      "the content version",
    );
    return `${version}:${todayInShowroom()}`;
  } catch (error) {
    versionFailedAt = Date.now();
    logger.warn({ err: String(error) }, "content version unavailable");
    return undefined;
  }
}

// A kept page in the encoding the client prefers, or a 304 when the client
// already has it. A 304 carries the page's headers too: a cache updates the
// stored page's headers from it, and the page's own CSP must stay.
function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  const encoding = (req.acceptsEncodings("br", "gzip", "identity") ||
    "identity") as Encoding;
  const { body, etag } = representation(page, encoding);
  for (const [key, value] of page.headers) res.setHeader(key, value);
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (matchesEtag(req.headers["if-none-match"], etag)) {
    res.status(304).end();
    return;
  }
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusMessage = page.statusText;
  res.status(page.status).end(body);
}

// The URL's origin is the configured SITE_URL, never the Host header (S22),
// and the body is the buffer Express already read within its size cap.
function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  context: AppLoadContext,
): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  // A mail program's one-click unsubscribe comes from its own origin; the
  // same-origin rule lets it through (it acts on the URL's token alone), so
  // React Router's own origin check must not see that origin either.
  if (isOneClickPath(req.path)) headers.delete("origin");
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body: unknown = req.body;
  return new Request(context.siteOrigin + req.originalUrl, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody && Buffer.isBuffer(body) ? new Uint8Array(body) : null,
  });
}
