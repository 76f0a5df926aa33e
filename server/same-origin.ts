import type { RequestHandler } from "express";

// CSRF defence for every state-changing request: a browser always says
// where a request came from, and a cross-site form post is refused.
export function requireSameOrigin(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const fetchSite = req.get("Sec-Fetch-Site");
    const origin = req.get("Origin");
    const ownOrigins = [
      siteOrigin,
      `${req.protocol}://${req.get("Host") ?? ""}`,
    ];
    const crossSite =
      fetchSite === "cross-site" ||
      (origin !== undefined && !ownOrigins.includes(origin));
    if (crossSite) {
      res
        .status(403)
        .type("text/plain")
        .send("Cross-site form submissions are not accepted.");
      return;
    }
    next();
  };
}
