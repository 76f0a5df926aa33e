import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  type Connection,
  openPglite,
  openPostgres,
  setConnection,
} from "#app/db/client.server.ts";
import { MIGRATED_DUMP } from "./templates.ts";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase {
  connection: Connection;
  drop(): Promise<void>;
}

/**
 * The migrated database this run dumped (tests/setup/templates.ts): loading
 * it skips initdb and the migrations. Without one, PGlite starts empty.
 */
function migratedTemplate(): { loadDataDir?: Blob } {
  const templates = process.env.TEST_TEMPLATES_DIR;
  const dump = templates && path.join(templates, MIGRATED_DUMP);
  if (!dump || !fs.existsSync(dump)) return {};
  return { loadDataDir: new Blob([fs.readFileSync(dump)]) };
}

/**
 * The databases this file made and has not dropped. An integration worker
 * runs its files in one process (vitest.config.ts), so a pool or a PGlite
 * left open would outlive its file, holding PostgreSQL connections and
 * memory the next files need: tests/setup/close-leftovers.ts drops them.
 */
const undropped = new Set<TestDatabase>();

/** Drops what this file's tests made and left. */
export async function dropUndroppedDatabases() {
  await Promise.all([...undropped].map((database) => database.drop()));
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database. */
export async function createTestDatabase(
  kind: DatabaseKind,
): Promise<TestDatabase> {
  const database = await openTestDatabase(kind);
  undropped.add(database);
  return {
    connection: database.connection,
    async drop() {
      undropped.delete(database);
      await database.drop();
    },
  };
}

async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const connection = await openPglite(undefined, migratedTemplate());
    await connection.migrate();
    return { connection, drop: () => connection.close() };
  }
  const postgres = await createPostgresDatabase("site_test");
  const connection = await openPostgres(postgres.url);
  await connection.migrate();
  return {
    connection,
    async drop() {
      await connection.close();
      await postgres.drop();
    },
  };
}

/**
 * An empty database on the TEST_DATABASE_URL server, for this test's own
 * connection or for server processes to share (they migrate it).
 */
export async function createPostgresDatabase(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Creates a fresh database and makes it the one the models use. */
export async function useTestDatabase(
  kind: DatabaseKind,
): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  setConnection(database.connection);
  return {
    connection: database.connection,
    async drop() {
      setConnection(undefined);
      await database.drop();
    },
  };
}
