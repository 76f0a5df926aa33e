import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import {
  PRIVATE_TABLES,
  PUBLIC_CONTENT_TABLES,
} from "#app/db/public-content.ts";
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from "#tests/setup/database.ts";

// The page cache is only as fresh as the triggers on the tables the public
// pages read (ADR 0023). This reads the triggers the migrations really made
// and holds them to app/db/public-content.ts.

interface TriggerRow {
  table: string;
  definition: string;
}

const EVERY_WRITE =
  /AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON \S+ FOR EACH STATEMENT EXECUTE FUNCTION (\w+)\(([^)]*)\)$/;

/** What is wrong with the database's tables and triggers, in words; empty when nothing is. */
async function cacheRuleProblems(db: Database): Promise<string[]> {
  const tables = (
    (await db.execute(sql`
      select tablename as name from pg_tables where schemaname = 'public'`)) as unknown as {
      rows: Array<{ name: string }>;
    }
  ).rows.map((row) => row.name);
  const triggers = (
    (await db.execute(sql`
      select c.relname as "table", pg_get_triggerdef(t.oid) as definition
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname = 'public'`)) as unknown as {
      rows: TriggerRow[];
    }
  ).rows;
  const calls = (table: string) =>
    triggers
      .filter((trigger) => trigger.table === table)
      .flatMap((trigger) => {
        const match = EVERY_WRITE.exec(trigger.definition);
        return match ? [`${match[1]}(${match[2]})`] : [];
      });

  const problems: string[] = [];
  const listed = new Set<string>([
    ...Object.keys(PUBLIC_CONTENT_TABLES),
    ...Object.keys(PRIVATE_TABLES),
  ]);
  for (const table of tables) {
    if (!listed.has(table)) {
      problems.push(
        `${table} is in neither PUBLIC_CONTENT_TABLES nor PRIVATE_TABLES (app/db/public-content.ts)`,
      );
    }
  }
  for (const table of listed) {
    if (!tables.includes(table)) {
      problems.push(`${table} is listed but the database has no such table`);
    }
  }
  for (const [table, area] of Object.entries(PUBLIC_CONTENT_TABLES)) {
    const made = calls(table);
    if (!made.includes("bump_content_version()")) {
      problems.push(
        `${table} lacks the content-version trigger (bump_content_version, after every write, for each statement)`,
      );
    }
    if (!made.includes(`note_content_change('${area}')`)) {
      problems.push(
        `${table} lacks the content-change trigger (note_content_change('${area}'), after every write, for each statement)`,
      );
    }
  }
  for (const table of Object.keys(PRIVATE_TABLES)) {
    if (calls(table).length > 0) {
      problems.push(
        `${table} is private but has content triggers: every write to it would throw the page cache away`,
      );
    }
  }
  return problems;
}

describe.each(databaseKinds)("the page cache's triggers on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("has both triggers on every public table, none on the others, and every table on one side", async () => {
    expect(await cacheRuleProblems(database.connection.db)).toEqual([]);
  });

  it("names the table and the trigger when one is missing, and a table nobody classified", async () => {
    const db = database.connection.db;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`drop trigger "cities_version" on "cities"`);
        await tx.execute(
          sql`drop trigger "blog_posts_changed" on "blog_posts"`,
        );
        await tx.execute(sql`create table "team_members" (id integer)`);
        expect(await cacheRuleProblems(tx as unknown as Database)).toEqual([
          "team_members is in neither PUBLIC_CONTENT_TABLES nor PRIVATE_TABLES (app/db/public-content.ts)",
          "cities lacks the content-version trigger (bump_content_version, after every write, for each statement)",
          "blog_posts lacks the content-change trigger (note_content_change('blog'), after every write, for each statement)",
        ]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "Rollback"))
          throw error;
      });
    expect(await cacheRuleProblems(db)).toEqual([]);
  });
});
