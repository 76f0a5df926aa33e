// Fixed-window counters per key (for example "login:<ip>"). Counters live
// in this process; a multi-server deployment moves them to PostgreSQL.
interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();
const SWEEP_EVERY = 1_000;
let calls = 0;

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  retryAfterSeconds: number;
}

export function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): RateLimitResult {
  if (++calls % SWEEP_EVERY === 0) {
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  }
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  window.count++;
  return {
    allowed: window.count <= limit,
    limit,
    remaining: Math.max(0, limit - window.count),
    retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
  };
}

export function resetRateLimit(key: string) {
  windows.delete(key);
}

export function rateLimitHeaders(
  result: RateLimitResult,
): Record<string, string> {
  return {
    "RateLimit-Limit": String(result.limit),
    "RateLimit-Remaining": String(result.remaining),
    "RateLimit-Reset": String(result.retryAfterSeconds),
    ...(result.allowed
      ? {}
      : { "Retry-After": String(result.retryAfterSeconds) }),
  };
}
