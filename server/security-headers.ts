import type { RequestHandler } from "express";

// Third-party players the design-inspiration page may embed after a click,
// and the site itself (the admin's email preview).
const FRAME_SOURCES = [
  "'self'",
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
  "https://www.instagram.com",
  "https://assets.pinterest.com",
];

/**
 * What may run inline in a page: this response's nonce, or (a page shared
 * by every visitor, ADR 0023) the SHA-256 hashes of its own inline scripts
 * and styles, so the same bytes can be kept and served to anyone.
 */
export type InlineAllowance =
  { nonce: string } | { scriptHashes: string[]; styleHashes: string[] };

function inlineSources(allow: InlineAllowance, kind: "script" | "style") {
  if ("nonce" in allow) return `'nonce-${allow.nonce}'`;
  const hashes = kind === "script" ? allow.scriptHashes : allow.styleHashes;
  return hashes.map((hash) => `'sha256-${hash}'`).join(" ");
}

export function documentCsp(
  allow: InlineAllowance,
  development = false,
): string {
  // A page without inline code of a kind lists no source for it.
  const sources = (...parts: string[]) => parts.filter(Boolean).join(" ");
  const script = sources(
    "'self'",
    inlineSources(allow, "script"),
    development ? "'unsafe-eval'" : "'strict-dynamic'",
  );
  // Vite injects <style> tags in development only.
  const style = sources(
    "'self'",
    development ? "'unsafe-inline'" : inlineSources(allow, "style"),
  );
  return [
    "default-src 'none'",
    `script-src ${script}`,
    `style-src ${style}`,
    // Radix positions popovers and toasts with style attributes.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    `frame-src ${FRAME_SOURCES.join(" ")}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    ...(development ? [] : ["upgrade-insecure-requests"]),
  ].join("; ");
}

// The strict policy for everything that is not an HTML page; documents
// replace it with documentCsp() in app/entry.server.tsx.
const RESOURCE_CSP =
  "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'";

export function baseSecurityHeaders(options: {
  hsts: boolean;
  development: boolean;
}): RequestHandler {
  return (_req, res, next) => {
    res.locals.development = options.development;
    res.setHeader("Content-Security-Policy", RESOURCE_CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      // The microphone stays allowed for this origin: voice search needs it.
      "camera=(), microphone=(self), geolocation=(self), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), browsing-topics=()",
    );
    if (options.hsts) {
      res.setHeader(
        "Strict-Transport-Security",
        "max-age=63072000; includeSubDomains",
      );
    }
    next();
  };
}
