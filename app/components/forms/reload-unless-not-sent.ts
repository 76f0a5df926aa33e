// Apart from send-keeping-values.ts, which brings the form rules (Zod):
// the root route uses this on every page.

/** After a send that never reached the server, there is nothing to reload. */
export function reloadUnlessNotSent({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  const notSent =
    typeof actionResult === "object" &&
    actionResult !== null &&
    "notSent" in actionResult;
  return notSent ? false : defaultShouldRevalidate;
}
