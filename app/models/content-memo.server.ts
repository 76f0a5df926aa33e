import { AsyncLocalStorage } from "node:async_hooks";
import { LRUCache } from "lru-cache";
import { type Connection, getConnection } from "#app/db/client.server.ts";
import { currentContentVersion } from "./content-version.server.ts";

// Reads of what the public pages show (reviews, gallery, towns) are kept in
// memory under the content version they were read at. A page the page
// cache does not hold yet (another town's page, a client-side navigation's
// .data request, the cache switched off) then renders without asking the
// database again for the parts every page shares. A version names
// everything those tables hold, so a kept result is current exactly as
// long as the version is (ADR 0025).

interface RequestVersion {
  read: () => Promise<string | undefined>;
  value?: Promise<string | undefined>;
}

const requestVersion = new AsyncLocalStorage<RequestVersion>();

/**
 * Runs `render` knowing its request's content version: the one the request
 * already read, or a way to read it, which the first memoised read inside
 * `render` then uses once for all of them (a request that reads no kept
 * content asks nothing).
 */
export function withContentVersion<T>(
  version: string | (() => Promise<string | undefined>),
  render: () => T,
): T {
  const read =
    typeof version === "string" ? () => Promise.resolve(version) : version;
  return requestVersion.run({ read }, render);
}

async function versionNow(connection: Connection) {
  const request = requestVersion.getStore();
  if (request) return (request.value ??= request.read());
  // On PGlite the version is in memory; on PostgreSQL reading it would cost
  // the query a kept result saves.
  return connection.listen ? currentContentVersion() : undefined;
}

interface Kept {
  version: string;
  value: Promise<unknown>;
}

// Per connection: tests and scripts may switch databases in one process.
const keptByConnection = new WeakMap<Connection, LRUCache<string, Kept>>();
const KEPT_RESULTS = 2_000;

function keptFor(connection: Connection) {
  let kept = keptByConnection.get(connection);
  if (!kept) {
    kept = new LRUCache<string, Kept>({ max: KEPT_RESULTS });
    keptByConnection.set(connection, kept);
  }
  return kept;
}

/**
 * The value `compute` gives, kept under `key` for as long as the content
 * version stays the same (computed each time when no version is known).
 * Callers share the value, so they must not change it.
 */
export async function keptByContentVersion<Result>(
  key: string,
  compute: () => Promise<Result>,
): Promise<Result> {
  const connection = getConnection();
  const version = await versionNow(connection);
  if (version === undefined) return compute();
  const kept = keptFor(connection);
  const hit = kept.get(key);
  if (hit?.version === version) return hit.value as Promise<Result>;
  const value = compute();
  kept.set(key, { version, value });
  // A failure is not kept: the next request asks again.
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}

/**
 * Wraps a read-only query of public content. Callers share the result, so
 * they must not change it.
 */
export function memoByContentVersion<Args extends unknown[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) =>
    keptByContentVersion(`${name}(${JSON.stringify(args)})`, () =>
      read(...args),
    );
}
