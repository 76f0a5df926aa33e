// Public pages rendered once per content version and served from memory
// (ADR 0023). Such a page is the same bytes for every visitor (its CSP
// lists the hashes of its inline code, no nonce), so it is kept compressed
// too, with a strong ETag per encoding: a hit costs no render and no
// compression, and a browser or CDN that has it gets a 304.
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { SHARED_PAGE_CACHE_CONTROL } from "#app/utils/page-headers.ts";

export type Encoding = "br" | "gzip" | "identity";

export interface CachedPage {
  /** The content version and the year the page was rendered under. */
  version: string;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  bodies: Record<Encoding, Buffer>;
  /** A digest of the page's bytes, the base of each encoding's ETag. */
  digest: string;
  /** When it was rendered (ms since 1970): how stale it may be served. */
  renderedAt: number;
}

// While the database does not answer, a kept page is served as it was for
// up to a day after it was rendered: for a marketing page an older copy is
// better than an error (server/app.ts). After that it counts as gone.
export const STALE_FOR_MS = 24 * 60 * 60 * 1000;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Kept in place of a page for a URL whose route renders for each visitor,
// so its requests skip the content-version read.
const PER_VISITOR = "per-visitor";

export function createPageCache(maxBytes: number) {
  const pages =
    maxBytes > 0
      ? new LRUCache<string, CachedPage | typeof PER_VISITOR>({
          maxSize: maxBytes,
          sizeCalculation: (page, url) =>
            page === PER_VISITOR
              ? url.length + 64
              : page.bodies.identity.length +
                page.bodies.gzip.length +
                page.bodies.br.length +
                1024,
        })
      : undefined;
  return {
    /** Whether requests for `url` may be answered from the cache. */
    mayKeep(url: string): boolean {
      return pages !== undefined && pages.get(url) !== PER_VISITOR;
    },
    get(url: string, version: string): CachedPage | undefined {
      const page = pages?.get(url);
      return page !== PER_VISITOR && page?.version === version
        ? page
        : undefined;
    },
    /** The last page kept for `url` whatever its version, if recent enough. */
    getStale(url: string, now = Date.now()): CachedPage | undefined {
      const page = pages?.get(url);
      return page !== PER_VISITOR &&
        page !== undefined &&
        now - page.renderedAt <= STALE_FOR_MS
        ? page
        : undefined;
    },
    set(url: string, page: CachedPage) {
      pages?.set(url, page);
    },
    /** Remembers that `url` answered with a page for one visitor. */
    setPerVisitor(url: string) {
      pages?.set(url, PER_VISITOR);
    },
  };
}

/** A successful page its route did not declare the same for everyone. */
export function isPerVisitor(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get("Cache-Control") !== SHARED_PAGE_CACHE_CONTROL &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** Whether a rendered response is one its route declared the same for everyone. */
export function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get("Cache-Control") === SHARED_PAGE_CACHE_CONTROL &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie")
  );
}

/** Keeps a rendered page with its compressed forms (compressed off the main thread). */
export async function cachedPage(
  fields: Pick<CachedPage, "version" | "status" | "statusText" | "headers">,
  identity: Buffer,
  renderedAt = Date.now(),
): Promise<CachedPage> {
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return {
    ...fields,
    bodies: { identity, gzip: gzipped, br: brotlied },
    renderedAt,
    digest: crypto
      .createHash("sha256")
      .update(identity)
      .digest("base64url")
      .slice(0, 32),
  };
}

const SUFFIX: Record<Encoding, string> = {
  identity: "",
  gzip: "-gz",
  br: "-br",
};

/** The page in one encoding: its bytes and their strong ETag. */
export function representation(page: CachedPage, encoding: Encoding) {
  return {
    body: page.bodies[encoding],
    etag: `"${page.digest}${SUFFIX[encoding]}"`,
  };
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch
    .split(",")
    .some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Calls `read` for many concurrent callers at the cost of about one call
 * each: a caller is answered by a call that started after it asked, so it
 * never gets a value older than its own request (an edit acknowledged
 * before a request is always seen by it), and callers who ask while a call
 * is under way share the next one.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = () => {
    const call = read();
    running = call;
    const clear = () => {
      if (running === call) running = undefined;
    };
    call.then(clear, clear);
    return call;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
