import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";

// A backup's database part: every row of every table of the site, as JSON,
// read in one repeatable-read snapshot and written back on either engine
// (PGlite or a PostgreSQL server of any version the site supports), so a
// backup moves a site between them. ADR 0024 says why not pg_dump.

/**
 * Tables that describe one machine or one moment rather than the business's
 * data. Sessions are among them: an archive that leaks must sign nobody in
 * (a restore signs everyone out).
 */
const NOT_BACKED_UP = new Set([
  "backup_runs",
  "client_key_salts",
  "rate_limits",
  "sessions",
  "sign_in_throttle",
]);

/**
 * Tables that triggers write when other tables change (migrations 0003 and
 * 0009): restored last, so the archive's values are the ones kept.
 */
const TRIGGER_MAINTAINED = ["content_changes", "content_version"];

const FETCH_ROWS = 2_000;
const INSERT_ROWS = 1_000;

type Executor = Pick<Database, "execute">;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface TableShape {
  name: string;
  /** The columns a row is written with (generated columns are left out). */
  columns: string[];
}

/** The site's tables in an order where every table follows those it references. */
async function siteTables(db: Executor): Promise<TableShape[]> {
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and c.is_generated = 'NEVER'
         order by c.table_name, c.ordinal_position`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select con.conrelid::regclass::text as child,
               con.confrelid::regclass::text as parent
          from pg_constraint con
          join pg_namespace n on n.oid = con.connamespace
         where con.contype = 'f' and n.nspname = 'public'`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (NOT_BACKED_UP.has(table)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    const [c, p] = [unquote(child), unquote(parent)];
    if (c === p) continue;
    parents.set(c, (parents.get(c) ?? new Set()).add(p));
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) {
      if (byTable.has(parent)) visit(parent, path);
    }
    ordered.push(table);
  };
  const names = [...byTable.keys()].sort();
  for (const table of names) {
    if (!TRIGGER_MAINTAINED.includes(table)) visit(table, new Set());
  }
  for (const table of TRIGGER_MAINTAINED) {
    if (byTable.has(table)) ordered.push(table);
  }
  return ordered.map((name) => ({ name, columns: byTable.get(name)! }));
}

const identifier = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** How many migrations the database has had (drizzle's own record). */
export async function appliedMigrations(db: Executor): Promise<number> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row?.count ?? 0;
}

export interface SnapshotSink {
  /** Called once per table before its rows; returns where the rows go. */
  table(shape: TableShape): {
    row(json: string): void | Promise<void>;
    end(): Promise<void>;
  };
}

/**
 * Reads every backed-up table in one consistent snapshot: a write
 * acknowledged before this starts is in it; one acknowledged after is not.
 */
export async function readSnapshot(
  db: Database,
  sink: SnapshotSink,
): Promise<{ migrations: number; tables: TableShape[] }> {
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const tables = await siteTables(tx);
      for (const shape of tables) {
        const out = sink.table(shape);
        await tx.execute(
          sql`declare backup_rows no scroll cursor for
                select to_jsonb(t)::text as row from ${identifier(shape.name)} t`,
        );
        for (;;) {
          const batch = await rows<{ row: string }>(
            tx,
            sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
          );
          for (const { row } of batch) await out.row(row);
          if (batch.length < FETCH_ROWS) break;
        }
        await tx.execute(sql`close backup_rows`);
        await out.end();
      }
      return { migrations, tables };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Whether the database holds any of the site's tables at all. */
export async function hasSiteTables(db: Executor): Promise<boolean> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from information_schema.tables
         where table_schema in ('public', 'drizzle')`,
  );
  return (row?.count ?? 0) > 0;
}

/** Drops every table of the site (a forced restore onto a used database). */
export async function dropSiteTables(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`drop schema if exists drizzle cascade`);
    await tx.execute(sql`drop schema public cascade`);
    await tx.execute(sql`create schema public`);
  });
}

/**
 * Tables a migration renamed, by the name an older archive gives them: their
 * rows go to the table's name today (drizzle/0020_reviews_table.sql).
 */
const RENAMED_TABLES: Partial<Record<string, string>> = {
  testimonials: "reviews",
};

export interface RowSource {
  name: string;
  /** The columns the archive's rows carry. */
  columns: string[];
  rows(): AsyncIterable<string>;
}

/**
 * Replaces the rows of the backed-up tables with the archive's, in one
 * transaction, on a database already migrated to this version's schema.
 * Columns added by later migrations take their defaults.
 */
export async function writeSnapshot(
  db: Database,
  archived: Map<string, RowSource>,
): Promise<Record<string, number>> {
  const sources = new Map(
    [...archived].map(([name, source]) => [
      RENAMED_TABLES[name] ?? name,
      source,
    ]),
  );
  return db.transaction(async (tx) => {
    const tables = await siteTables(tx);
    // An older archive may hold a table that is no longer backed up
    // (sessions, before they were left out): it is not read.
    const unknown = [...sources.keys()].filter(
      (name) =>
        !NOT_BACKED_UP.has(name) &&
        !tables.some((table) => table.name === name),
    );
    if (unknown.length > 0) {
      throw new Error(
        `The backup has tables this version of the site does not know (${unknown.join(", ")}). Update the site, then restore.`,
      );
    }
    const counts: Record<string, number> = {};
    for (const table of [...tables].reverse()) {
      await tx.execute(sql`delete from ${identifier(table.name)}`);
    }
    for (const table of tables) {
      const source = sources.get(table.name);
      if (!source) continue;
      // A trigger on an earlier table may have written this one meanwhile.
      if (TRIGGER_MAINTAINED.includes(table.name)) {
        await tx.execute(sql`delete from ${identifier(table.name)}`);
      }
      const columns = table.columns.filter((c) => source.columns.includes(c));
      const list = sql.join(columns.map(identifier), sql`, `);
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.execute(
          sql`insert into ${identifier(table.name)} (${list}) overriding system value
              select ${list} from jsonb_populate_recordset(null::${identifier(table.name)}, ${`[${batch.join(",")}]`}::jsonb)`,
        );
        batch = [];
      };
      let count = 0;
      for await (const row of source.rows()) {
        batch.push(row);
        count++;
        if (batch.length >= INSERT_ROWS) await flush();
      }
      await flush();
      counts[table.name] = count;
    }
    // The outbox names the row an email is about by its table, as the
    // migration that renamed the table rewrote.
    for (const [before, after] of Object.entries(RENAMED_TABLES)) {
      if (!archived.has(before)) continue;
      await tx.execute(
        sql`update email_outbox set related_table = ${after} where related_table = ${before}`,
      );
    }
    // Serial columns continue after the restored ids.
    const sequences = await rows<{
      table: string;
      column: string;
      seq: string;
    }>(
      tx,
      sql`select table_name as "table", column_name as "column",
                 pg_get_serial_sequence(format('%I', table_name), column_name) as seq
            from information_schema.columns
           where table_schema = 'public'
             and pg_get_serial_sequence(format('%I', table_name), column_name) is not null`,
    );
    for (const { table, column, seq } of sequences) {
      await tx.execute(
        sql`select setval(${seq}::regclass, coalesce((select max(${identifier(column)}) from ${identifier(table)}), 0) + 1, false)`,
      );
    }
    return counts;
  });
}
