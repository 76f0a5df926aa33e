// A public page that is the same for every visitor says so with these
// headers (`export const headers = sharedPageHeaders`): it is then sent with
// a hash-based CSP instead of a nonce, kept rendered by the server and may be
// kept by a CDN (ADR 0023). A browser revalidates it each time (a 304 when
// unchanged); a CDN may keep it a minute and serve it a little longer while
// it fetches the next version. Every other page is rendered for each request
// with its own nonce and `private` caching: a page that shows one visitor's
// data, a form token or anything not in the content tables must not opt in.
//
// The serving-while-fetching allowance is the CDN's alone (CDN-Cache-Control,
// RFC 9213): in `Cache-Control` a browser reads it too, and Chromium then
// answers a fetch, such as a client navigation's `.data`, with the copy it
// kept up to five minutes before, fetching the new one only for the next
// time. `must-revalidate` rules that out for every cache that reads
// `Cache-Control` alone.
export const SHARED_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, must-revalidate";
const SHARED_PAGE_CDN_CACHE_CONTROL = "max-age=60, stale-while-revalidate=300";

export function sharedPageHeaders() {
  return {
    "Cache-Control": SHARED_PAGE_CACHE_CONTROL,
    "CDN-Cache-Control": SHARED_PAGE_CDN_CACHE_CONTROL,
  };
}

/**
 * A form page's `headers` (the lead forms, sign-in): a document response
 * takes its headers from here, so a refusal's Retry-After and RateLimit-*
 * reach the browser too, and nothing else an action set does. The page
 * carries this visitor's own signed form token or answer, so it is never
 * kept for anyone else (the server's page cache, a proxy): `no-store`.
 */
export function formPageHeaders({
  actionHeaders,
}: {
  actionHeaders: Headers;
}): Headers {
  const kept = new Headers({ "Cache-Control": "private, no-store" });
  for (const [key, value] of actionHeaders.entries()) {
    if (/^(retry-after|ratelimit-)/i.test(key)) kept.set(key, value);
  }
  return kept;
}
