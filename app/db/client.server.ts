import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { logger } from "#app/utils/logger.server.ts";
import { emptyCluster } from "./empty-cluster.server.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Connection {
  kind: "pglite" | "postgres";
  db: Database;
  /** The PostgreSQL server's pool, for a library that speaks to it directly. */
  pgPool?: pg.Pool;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other app server on this database runs its own:
   * start-up (migrate, seed, generate pages) so two servers starting
   * together never seed the same rows twice.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: calls `onNotify` for each committed `pg_notify` on the
   * channel. Delivered before the notifying transaction's caller resumes.
   */
  listen?(channel: string, onNotify: () => void): Promise<void>;
  /** PGlite only: the whole database as one file, for openPglite's loadDataDir. */
  dumpDataDir?(): Promise<Blob>;
}

const MIGRATIONS_FOLDER = path.resolve("drizzle");
// Any constants work; they only have to be the same for every app server.
// Two keys, because advisory locks are per session: migrate() takes its own
// inside the start-up lock on another pooled connection.
const MIGRATION_LOCK_KEY = 7_310_201_010;
const STARTUP_LOCK_KEY = 7_310_201_011;

/** How many migrations this version of the site has (drizzle's journal). */
export function knownMigrationCount(): number {
  const journal = JSON.parse(
    fs.readFileSync(
      path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"),
      "utf8",
    ),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * PGlite in `dataDir`, or in memory. `loadDataDir`: start from a dump of
 * another database (PGlite's dumpDataDir) instead of an empty one (the test
 * suite's migrated template, tests/setup). A new database without one
 * starts from the build's empty cluster (./empty-cluster.server.ts).
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Connection> {
  const isNew = !dataDir || !fs.existsSync(path.join(dataDir, "PG_VERSION"));
  const loadDataDir =
    options.loadDataDir ?? (isNew ? emptyCluster() : undefined);
  // A showroom's database is tens of megabytes; Postgres's default 128 MB of
  // shared buffers would only inflate the process (about 130 MB of RSS).
  const postgresqlconf = ["shared_buffers = 32MB"];
  // btree_gist: the bookings' exclusion constraint (migration 0015).
  const extensions = { btree_gist };
  const client = dataDir
    ? await PGlite.create({ dataDir, postgresqlconf, loadDataDir, extensions })
    : new PGlite({ postgresqlconf, loadDataDir, extensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    // One process owns a PGlite directory (data-dir lock), so nothing else
    // can run at the same time.
    exclusive: (work) => work(),
    async ping() {
      await client.query("select 1");
    },
    async listen(channel, onNotify) {
      await client.listen(channel, onNotify);
    },
    async dumpDataDir() {
      return client.dumpDataDir("none");
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

// The PostgreSQL driver is loaded only by a server that has DATABASE_URL:
// the embedded database's servers start without it (about 55 ms of CPU).
async function loadPostgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  return { pg, drizzlePg: drizzle, migratePg: migrate };
}

export async function openPostgres(
  connectionString: string,
): Promise<Connection> {
  const { pg, drizzlePg, migratePg } = await loadPostgresDriver();
  const pool = new pg.Pool({
    connectionString,
    application_name: "site",
    max: 10,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    // A connection whose peer vanished without closing it is found out by
    // the operating system instead of being kept in the pool forever.
    keepAlive: true,
  });
  // A server restart or pg_terminate_backend kills idle clients; without a
  // listener that error would crash the process.
  pool.on("error", (error) => {
    logger.warn({ err: error.message }, "postgres idle client error");
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    pgPool: pool,
    async migrate() {
      // Several app servers may start at once: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client
          .query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        client.release();
      }
    },
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client
          .query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY])
          .catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

// What a lost or refused connection to PostgreSQL looks like, as the
// driver reports it (Node's socket codes, pg's own messages) or as the
// server does (SQLSTATE class 08, connection exception; 57P01-57P03, the
// server shutting down or starting; 53300, too many connections). Drizzle
// wraps the driver's error, so the chain of causes is followed.
const LOST_CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const LOST_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Connection ended|Client was closed/i;

/** Whether `error` says the database cannot be reached (not a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== "object") return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (LOST_CONNECTION_CODES.has(code) || code.startsWith("08")) return true;
    }
    if (typeof message === "string" && LOST_CONNECTION_MESSAGES.test(message)) {
      return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

let current: Connection | undefined;

export function setConnection(connection: Connection | undefined) {
  current = connection;
}

export function getConnection(): Connection {
  if (!current) throw new Error("The database is not open yet");
  return current;
}

export function getDb(): Database {
  return getConnection().db;
}
