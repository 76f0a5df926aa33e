import type { AppLoadContext } from "react-router";

/** The load context Express hands loaders and actions, for in-process tests. */
export function testContext(
  overrides: Partial<AppLoadContext> = {},
): AppLoadContext {
  return {
    cspNonce: "n",
    requestId: "r",
    clientIp: "10.0.0.1",
    siteOrigin: "http://localhost:3000",
    isDraining: () => false,
    ...overrides,
  };
}

/** A well-formed stored image URL (/media/<uuid>-1200.webp) numbered n. */
export const mediaUrl = (n: number) =>
  `/media/00000000-0000-4000-8000-${String(n).padStart(12, "0")}-1200.webp`;
