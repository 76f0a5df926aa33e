import { sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";

/**
 * Names the state of everything the public pages show: the change counter
 * (bumped by triggers in the same transaction as any content write) and the
 * number of posts whose publication time has passed, since a scheduled post
 * appears by the clock alone. A page rendered under one value is current
 * for as long as this returns the same value.
 */
export async function currentContentVersion(): Promise<string> {
  const result = (await getDb().execute(sql`
    select (select version from content_version where id = 1) as version,
           (select count(*) from blog_posts where published_at <= now())::int as due`)) as unknown as {
    rows: Array<{ version: number | string; due: number }>;
  };
  const row = result.rows[0]!;
  return `${row.version}.${row.due}`;
}
