// Where a redirect that a request names (?redirectTo=, a form's returnTo)
// may lead: a path on this site only. The value is resolved as a browser
// would (dot segments, backslashes, tabs and newlines dropped), and what is
// sent is the resolved path, so "/.//evil.example" cannot turn into
// "//evil.example" on the way out.
const BASE = "http://this-site.invalid";

export function sameSitePath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  if (/[\p{Cc}\\]/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || /^\/[/\\]/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
