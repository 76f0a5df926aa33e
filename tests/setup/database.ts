import pg from "pg";
import {
  type Connection,
  openPglite,
  openPostgres,
  setConnection,
} from "#app/db/client.server.ts";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase {
  connection: Connection;
  drop(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database. */
export async function createTestDatabase(
  kind: DatabaseKind,
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const connection = await openPglite();
    await connection.migrate();
    return { connection, drop: () => connection.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `site_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openPostgres(url.toString());
  await connection.migrate();
  return {
    connection,
    async drop() {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
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
