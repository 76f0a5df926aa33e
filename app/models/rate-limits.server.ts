// Fixed-window counters per key (for example "login:<ip>"), through
// rate-limiter-flexible. On PostgreSQL the counters live in the database,
// so a limit holds across every app server; on the embedded database
// (one process by design) they live in this process. If PostgreSQL fails
// to answer, each server falls back to its own count rather than refusing
// or letting everyone through.
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { type Connection, getConnection } from "#app/db/client.server.ts";
import type { RateLimitResult } from "#app/utils/rate-limit.server.ts";

const TABLE = "rate_limits";
const KEY_PREFIX = "rl";

// One limiter per limit and window, per open database (tests open many).
const limitersByConnection = new WeakMap<
  Connection,
  Map<string, RateLimiterAbstract>
>();

function limiterFor(limit: number, windowMs: number): RateLimiterAbstract {
  const connection = getConnection();
  let limiters = limitersByConnection.get(connection);
  if (!limiters) {
    limiters = new Map();
    limitersByConnection.set(connection, limiters);
  }
  const id = `${limit}/${windowMs}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const options = {
      keyPrefix: KEY_PREFIX,
      points: limit,
      duration: windowMs / 1000,
    };
    const inProcess = new RateLimiterMemory(options);
    limiter = connection.pgPool
      ? new RateLimiterPostgres({
          ...options,
          storeClient: connection.pgPool,
          storeType: "pool",
          tableName: TABLE,
          // Migration 0008 makes the table, so two servers starting at once
          // never race to create it.
          tableCreated: true,
          // A key already over its limit is refused here without a query
          // for the rest of its window: a flood costs no database writes.
          inMemoryBlockOnConsumed: limit + 1,
          insuranceLimiter: inProcess,
        })
      : inProcess;
    limiters.set(id, limiter);
  }
  return limiter;
}

function resultOf(limit: number, res: RateLimiterRes, allowed: boolean) {
  return {
    allowed,
    limit,
    remaining: Math.max(0, res.remainingPoints),
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  } satisfies RateLimitResult;
}

/** Counts one request for `key`; refused once `limit` is passed within the window. */
export async function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  try {
    return resultOf(
      limit,
      await limiterFor(limit, windowMs).consume(key),
      true,
    );
  } catch (error) {
    if (error instanceof RateLimiterRes) return resultOf(limit, error, false);
    throw error;
  }
}

/** Forgets `key`'s count (a successful sign-in clears its failures). */
export async function resetRateLimit(key: string) {
  const limiters = limitersByConnection.get(getConnection())?.values() ?? [];
  await Promise.all([...limiters].map((limiter) => limiter.delete(key)));
}
