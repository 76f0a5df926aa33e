import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "#app/db/client.server.ts";
import { emptyCluster } from "#app/db/empty-cluster.server.ts";

// A new PGlite database starts from the empty cluster `npm run build` made
// (app/db/empty-cluster.server.ts) instead of running initdb: it must be
// the cluster initdb makes, and a data directory started from it must be a
// site's database like any other.

const CLUSTER_FACTS = [
  "select datname, encoding, datcollate, datctype, datistemplate, datallowconn from pg_database order by datname",
  "select rolname, rolsuper, rolcanlogin from pg_roles order by rolname",
  "select extname from pg_extension order by extname",
  "select name, setting from pg_settings where name in ('server_version', 'server_encoding', 'lc_collate', 'TimeZone', 'DateStyle') order by name",
  "select count(*)::int as n from pg_class",
];

async function facts(pglite: PGlite) {
  const answers = [];
  for (const query of CLUSTER_FACTS) {
    answers.push((await pglite.query(query)).rows);
  }
  return answers;
}

describe("a new database from the build's empty cluster", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is there for the installed PGlite after the build", () => {
    expect(emptyCluster()?.size).toBeGreaterThan(1_000_000);
  });

  it("is the cluster initdb makes", async () => {
    const fromInitdb = new PGlite();
    const fromBuild = new PGlite({ loadDataDir: emptyCluster() });
    try {
      const expected = await facts(fromInitdb);
      expect(expected[0]!.length).toBeGreaterThanOrEqual(3);
      expect(await facts(fromBuild)).toEqual(expected);
    } finally {
      await fromInitdb.close();
      await fromBuild.close();
    }
  });

  it("gives an empty data directory a database that migrates, stores and opens again", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "empty-cluster-"));
    dirs.push(dataDir);
    const first = await openPglite(dataDir);
    await first.migrate();
    await first.db.execute(
      "insert into email_subscribers (email, source) values ('ann@example.com', 'test')",
    );
    await first.close();
    expect(fs.existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);

    const again = await openPglite(dataDir);
    try {
      const { rows } = (await again.db.execute(
        "select email from email_subscribers",
      )) as unknown as { rows: Array<{ email: string }> };
      expect(rows).toEqual([{ email: "ann@example.com" }]);
    } finally {
      await again.close();
    }
  });
});
