import type { RequestHandler } from "express";

// The site answers at one origin (SITE_URL): a page opened at another
// address (127.0.0.1 instead of localhost, www. or not) is sent to the same
// path there, so its forms post to the origin they belong to instead of
// meeting a cross-origin refusal nobody can explain. Only the host is
// compared: behind a TLS-terminating proxy the scheme seen here is http.
// /healthz answers at any address, so load balancers can probe by IP.
export function redirectToCanonicalHost(siteOrigin: string): RequestHandler {
  const canonicalHost = new URL(siteOrigin).host;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/healthz" || req.get("Host") === canonicalHost) {
      return next();
    }
    res.redirect(301, siteOrigin + safePath(req.originalUrl));
  };
}

// `//evil.example/` must not become a scheme-relative Location (S15).
function safePath(url: string): string {
  return url.startsWith("/") ? `/${url.replace(/^[/\\]+/, "")}` : "/";
}
