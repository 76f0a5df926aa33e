import type { RequestHandler } from "express";

export const CROSS_SITE_MESSAGE =
  "This form was sent from another web address, so it was not accepted. Please open the page on our site and send it again.";

// CSRF defence for every state-changing request: a browser always says
// where a request came from, and anything but the site's own origin
// (another site, another address of this server, a sandboxed "null"
// origin) is refused here with a plain message, before React Router would
// refuse it with an unexplained error. Requests without an Origin header
// come from outside a browser and carry no cookie worth forging.
// The one-click unsubscribes are exempt, as RFC 8058 requires: the
// newsletter's (/u/<token>) and the review requests' opt-out
// (/review/<token>/stop). A mail program posts them from anywhere, and the
// token in the URL, not a cookie, is what they act on.
const ONE_CLICK_PATH = /^(?:\/u\/|\/review\/[\w-]{43}\/stop$)/;

export const isOneClickPath = (path: string) => ONE_CLICK_PATH.test(path);

export function requireSameOrigin(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || isOneClickPath(req.path)) {
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
