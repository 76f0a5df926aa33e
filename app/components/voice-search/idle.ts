// Run a callback once the browser is idle (docs/product.md, "Pages and routes": heavy widgets
// load when the browser is idle). Browsers without requestIdleCallback
// (Safari) fall back to a timer; either way the callback runs within
// IDLE_TIMEOUT_MS. Returns a cancel function.
export const IDLE_TIMEOUT_MS = 2000;
const FALLBACK_DELAY_MS = 200;

export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, {
      timeout: IDLE_TIMEOUT_MS,
    });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}
