// The SQLSTATE of a failed statement, whichever driver raised it: node-postgres
// sets `code` on its error, Drizzle wraps it (and PGlite's) as the `cause`.

export const EXCLUSION_VIOLATION = "23P01";
export const UNIQUE_VIOLATION = "23505";

export function databaseErrorCode(error: unknown): string | undefined {
  for (
    let e = error;
    e && typeof e === "object";
    e = (e as { cause?: unknown }).cause
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
