import type { Business } from "./facts.ts";

// Which facts a render, an email or a loader shows: on the server the ones
// the request (or background job) started with (./request.server.ts), in
// the browser the ones the root loader sent. Read them with `business()`
// where they are used, never into a module-level constant: such a constant
// would keep the facts of whichever request came first (on the server the
// call throws outside a request, so the mistake shows at once).

let requestFacts: (() => Business | undefined) | undefined;
let shownFacts: Business | undefined;
let outsideRequests: Business | undefined;

/** The server's way to find the current request's facts (called once). */
export function setRequestFactsSource(source: () => Business | undefined) {
  requestFacts = source;
}

/**
 * The facts read outside any request: the tests' fixed ones (their setup
 * files), never the server's, where such a read is a mistake.
 */
export function setFactsOutsideRequests(facts: Business) {
  outsideRequests = facts;
}

/** The browser keeps the facts of the page it shows (the root's loader data). */
export function showBusiness(facts: Business) {
  if (typeof document !== "undefined") shownFacts = facts;
}

export function business(): Business {
  const facts =
    typeof document !== "undefined"
      ? (shownFacts ?? outsideRequests)
      : (requestFacts?.() ?? outsideRequests);
  if (!facts) {
    throw new Error(
      typeof document !== "undefined"
        ? "business() was read before the root loader's facts arrived"
        : "business() was read outside a request: run the code inside withBusiness() (app/business/request.server.ts)",
    );
  }
  return facts;
}
