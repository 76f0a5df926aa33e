import { sql } from "drizzle-orm";
import { type Connection, getConnection } from "#app/db/client.server.ts";

interface Reading {
  value: string;
  /** When the value changes by the clock alone: the next scheduled post. */
  validUntil: number;
}

async function readVersion(connection: Connection): Promise<Reading> {
  const result = (await connection.db.execute(sql`
    select (select version from content_version where id = 1) as version,
           (select count(*) from blog_posts where published_at <= now())::int as due,
           (select extract(epoch from min(published_at)) * 1000 from blog_posts
             where published_at > now()) as next_due`)) as unknown as {
    rows: Array<{
      version: number | string;
      due: number;
      next_due: number | string | null;
    }>;
  };
  const row = result.rows[0]!;
  return {
    value: `${row.version}.${row.due}`,
    validUntil: row.next_due === null ? Infinity : Number(row.next_due),
  };
}

// On PGlite this process is the only writer, so the version is kept in
// memory and forgotten when the triggers' notification (migration 0011)
// says a change committed; on PostgreSQL another server may write, so it
// is read for every request (server/page-cache.ts shares one read among
// concurrent requests).
let remembered: Reading | null = null;
let listeningOn: Connection | null = null;
let changes = 0;

/**
 * Names the state of everything the public pages show: the change counter
 * (bumped by triggers in the same transaction as any content write) and the
 * number of posts whose publication time has passed, since a scheduled post
 * appears by the clock alone. A page rendered under one value is current
 * for as long as this returns the same value.
 */
export async function currentContentVersion(): Promise<string> {
  const connection = getConnection();
  if (!connection.listen) return (await readVersion(connection)).value;
  if (listeningOn !== connection) {
    remembered = null;
    await connection.listen("content_version", () => {
      changes++;
      remembered = null;
    });
    listeningOn = connection;
  }
  if (remembered && Date.now() < remembered.validUntil) return remembered.value;
  const before = changes;
  const reading = await readVersion(connection);
  // A change that committed during the read may not be in it.
  if (changes === before) remembered = reading;
  return reading.value;
}
