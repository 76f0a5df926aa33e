// Fixed-window counters per key (for example "pages:<client key>"), through
// rate-limiter-flexible. On PostgreSQL the counters live in the database,
// so a limit holds across every app server; on the embedded database
// (one process by design) they live in this process. If PostgreSQL fails
// or does not answer, each server falls back to its own count rather than
// refusing or letting everyone through.
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { type Connection, getConnection } from "#app/db/client.server.ts";
import type { RateLimitResult } from "#app/utils/rate-limit.server.ts";
import { TimedOut, withinTime } from "#app/utils/within-time.ts";

const TABLE = "rate_limits";
const KEY_PREFIX = "rl";

// One limiter per limit and window, per open database (tests open many):
// the shared one (PostgreSQL's, when there is one) and this process's.
interface Limiters {
  shared: RateLimiterAbstract;
  local: RateLimiterMemory;
}
const limitersByConnection = new WeakMap<Connection, Map<string, Limiters>>();

function limitersFor(limit: number, windowMs: number): Limiters {
  const connection = getConnection();
  let limiters = limitersByConnection.get(connection);
  if (!limiters) {
    limiters = new Map();
    limitersByConnection.set(connection, limiters);
  }
  const id = `${limit}/${windowMs}`;
  let pair = limiters.get(id);
  if (!pair) {
    const options = {
      keyPrefix: KEY_PREFIX,
      points: limit,
      duration: windowMs / 1000,
    };
    const local = new RateLimiterMemory(options);
    const shared = connection.pgPool
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
          insuranceLimiter: local,
        })
      : local;
    pair = { shared, local };
    limiters.set(id, pair);
  }
  return pair;
}

// A database that fails answers through the library's insurance (the
// local count). One that does not answer at all (a network dropping
// packets) would hold every request: after SHARED_WAIT_MS the local count
// answers, and for SHARED_SILENT_MS nobody waits on the shared one. A short
// silence made a request every second wait again (a health probe after a
// page then took the wait and its own ping: over 2 s).
const SHARED_WAIT_MS = 500;
const SHARED_SILENT_MS = 10_000;
let sharedSilentUntil = 0;

async function consume(pair: Limiters, key: string): Promise<RateLimiterRes> {
  if (pair.shared === pair.local || Date.now() < sharedSilentUntil) {
    return pair.local.consume(key);
  }
  try {
    return await withinTime(
      pair.shared.consume(key),
      SHARED_WAIT_MS,
      "the shared rate limit",
    );
  } catch (error) {
    if (!(error instanceof TimedOut)) throw error;
    sharedSilentUntil = Date.now() + SHARED_SILENT_MS;
    return pair.local.consume(key);
  }
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
      await consume(limitersFor(limit, windowMs), key),
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
  await Promise.all(
    [...limiters].flatMap(({ shared, local }) =>
      shared === local
        ? [local.delete(key)]
        : [shared.delete(key), local.delete(key)],
    ),
  );
}
