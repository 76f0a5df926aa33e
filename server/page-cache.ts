// Public pages rendered once per content version and served from memory
// (ADR 0023). A page's HTML is the same for every visitor except its CSP
// nonce, so the cache keeps the rendered page with the nonce it was made
// with and swaps in each response's own nonce: every response still has a
// fresh nonce, and nothing changes in the browser.
import { LRUCache } from "lru-cache";

export interface CachedPage {
  /** currentContentVersion() and the year the page was rendered under. */
  version: string;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  nonce: string;
  /** The body's UTF-8 bytes between the places its nonce was. */
  parts: Buffer[];
  bytes: number;
}

// Pages whose HTML is the same for everyone mark it so by the default
// document policy (app/entry.server.tsx); a page with a visitor's own form
// token or session says `no-store`, and is rendered for each request.
export const SHAREABLE_CACHE_CONTROL = "private, no-cache";

export function createPageCache(maxBytes: number) {
  const pages =
    maxBytes > 0
      ? new LRUCache<string, CachedPage>({
          maxSize: maxBytes,
          sizeCalculation: (page) => page.bytes + 1024,
        })
      : undefined;
  return {
    enabled: pages !== undefined,
    get(url: string, version: string): CachedPage | undefined {
      const page = pages?.get(url);
      return page?.version === version ? page : undefined;
    },
    set(url: string, page: CachedPage) {
      pages?.set(url, page);
    },
  };
}

/** Whether a rendered response may be kept and served to others. */
export function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get("Cache-Control") === SHAREABLE_CACHE_CONTROL &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie")
  );
}

/** Keeps a rendered page as bytes split where its nonce is. */
export function cachedPage(
  fields: Omit<CachedPage, "parts" | "bytes">,
  body: string,
): CachedPage {
  const parts = body.split(fields.nonce).map((part) => Buffer.from(part));
  return {
    ...fields,
    parts,
    bytes: parts.reduce((sum, part) => sum + part.length, 0),
  };
}

/** The cached page as this response's: its own nonce everywhere. */
export function withNonce(page: CachedPage, nonce: string) {
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(nonceBytes);
    chunks.push(part);
  });
  return {
    headers: page.headers.map(([key, value]): [string, string] => [
      key,
      value.replaceAll(page.nonce, nonce),
    ]),
    body: Buffer.concat(chunks),
  };
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
