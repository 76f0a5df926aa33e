import type { RequestHandler } from "express";

export const CROSS_SITE_MESSAGE =
  "This form was sent from another web address, so it was not accepted. Please open the page on our site and send it again.";

// CSRF defence for every state-changing request: a browser always says
// where a request came from, and anything but the site's own origin
// (another site, another address of this server, a sandboxed "null"
// origin) is refused here with a plain message, before React Router would
// refuse it with an unexplained error. Requests without an Origin header
// come from outside a browser and carry no cookie worth forging.
// The newsletter's one-click unsubscribe (/u/<token>) is exempt, as RFC
// 8058 requires: a mail program posts it from anywhere, and the token in
// the URL, not a cookie, is what it acts on.
export const ONE_CLICK_PREFIX = "/u/";

export function requireSameOrigin(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || req.path.startsWith(ONE_CLICK_PREFIX)) {
      return next();
    }
    const origin = req.get("Origin");
    const crossSite =
      req.get("Sec-Fetch-Site") === "cross-site" ||
      (origin !== undefined && origin !== siteOrigin);
    if (crossSite) {
      res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
      return;
    }
    next();
  };
}
