import { eq, sql } from "drizzle-orm";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ArchiveError,
  sha256OfFile,
  listFiles,
} from "#app/backup/archive.server.ts";
import {
  createBackup,
  listArchives,
  type BackupTarget,
} from "#app/backup/create-backup.server.ts";
import {
  restoreBackup,
  RestoreRefusedError,
  restoreTargetFor,
} from "#app/backup/restore-backup.server.ts";
import {
  type Connection,
  type Database,
  openPglite,
  openPostgres,
} from "#app/db/client.server.ts";
import {
  contactRequests,
  backupRuns,
  emailSubscribers,
  loanApplications,
  sessions,
  users,
} from "#app/db/schema.ts";
import { seedDatabase } from "#app/db/seed/seed.server.ts";
import { storeImage } from "#app/media/images.server.ts";
import { diskMediaStore } from "#app/media/store.server.ts";
import {
  backupStatus,
  claimScheduledBackup,
  INTERRUPTED_MESSAGE,
  failBackupRun,
  finishBackupRun,
  startBackupRun,
} from "#app/models/backup-runs.server.ts";
import {
  createPostgresDatabase,
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { uploadsWithSeedImages } from "#tests/setup/server-process.ts";

// The owner's data survives the loss of the machine: a backup taken while
// visitors keep writing holds every acknowledged write, restores into a new
// data directory or a new PostgreSQL database (from either engine) with
// every row and file equal, and a damaged archive or a used target is
// refused without changing anything.

const NOT_COMPARED = new Set(["backup_runs", "rate_limits"]);

/** Every backed-up table's rows, as sorted JSON, in UTC. */
async function contents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = (await tx.execute(
      sql`select table_name as name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: Array<{ name: string }> };
    const result: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      if (NOT_COMPARED.has(name)) continue;
      const rows = (await tx.execute(
        sql.raw(`select to_jsonb(t)::text as row from "${name}" t`),
      )) as unknown as { rows: Array<{ row: string }> };
      result[name] = rows.rows.map((r) => r.row).sort();
    }
    return result;
  });
}

async function fileSums(dir: string) {
  const sums: Record<string, string> = {};
  for (const name of listFiles(dir)) {
    sums[name] = await sha256OfFile(path.join(dir, name));
  }
  return sums;
}

function lead(n: number) {
  return {
    requestType: "free-estimate" as const,
    name: `Backup Visitor ${n}`,
    email: `visitor${n}@example.com`,
    phone: `+1845555${String(1000 + n).slice(-4)}`,
    townOrZip: "Nyack",
    inServiceArea: 1,
  };
}

describe.each(databaseKinds)("backups of a site on %s", (kind) => {
  let database: TestDatabase;
  let work: string;
  let target: BackupTarget;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    work = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-backup-"));
    const uploadsDir = path.join(work, "site", "uploads");
    uploadsWithSeedImages(uploadsDir);
    const store = diskMediaStore(uploadsDir);
    await seedDatabase(db(), { store });
    await db()
      .insert(contactRequests)
      .values(Array.from({ length: 20 }, (_, i) => lead(i)));
    await db()
      .insert(loanApplications)
      .values({
        firstName: "Ana",
        lastName: "Ruiz",
        email: "ana.ruiz@example.com",
        phone: "2015550199",
        address: "9 Elm St",
        city: "Teaneck",
        state: "NJ",
        zipCode: "07666",
        projectType: "kitchen-remodeling",
        projectDescription: "New cabinets",
        estimatedProjectCost: 52_000,
        requestedLoanAmount: 40_000,
        preferredTermMonths: 120,
        annualIncome: 90_000,
        creditScore: "700-749",
        consentedAt: new Date("2026-11-20T15:00:00Z"),
      });
    await db()
      .insert(emailSubscribers)
      .values([
        { email: "reader@example.com", firstName: "Rea", source: "footer" },
        { email: "gone@example.com", active: false, source: "import" },
      ] as Array<typeof emailSubscribers.$inferInsert>);
    // An image as the owner uploads one: through the image pipeline.
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#a0522d" },
    })
      .jpeg()
      .toBuffer();
    await storeImage(photo, { store });
    const outboxDir = path.join(work, "site", "outbox");
    fs.mkdirSync(outboxDir, { recursive: true });
    fs.writeFileSync(
      path.join(outboxDir, "welcome.eml"),
      "Subject: Hi\r\n\r\nHello\r\n",
    );
    target = {
      connection: database.connection,
      backupDir: path.join(work, "site", "backups"),
      uploadsDir,
      outboxDir,
      keep: 3,
    };
  }, 120_000);

  afterAll(async () => {
    await database.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("holds every write acknowledged before it started, while writes go on", async () => {
    const acknowledged: Array<{ email: string; at: number }> = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1000; writing; n++) {
        await db().insert(contactRequests).values(lead(n));
        acknowledged.push({ email: `visitor${n}@example.com`, at: Date.now() });
        // Visitors' writes arrive as requests, between other I/O.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const result = await createBackup(target);
    writing = false;
    await writer;

    const restored = fs.mkdtempSync(path.join(work, "during-"));
    await restoreBackup(result.file, restoreTargetFor(restored));
    const connection = await openPglite(path.join(restored, "pglite"));
    try {
      const rows = (await connection.db.execute(
        sql`select email from contact_requests`,
      )) as unknown as { rows: Array<{ email: string }> };
      const inBackup = new Set(rows.rows.map((row) => row.email));
      const before = acknowledged.filter((write) => write.at < started);
      expect(before.length).toBeGreaterThan(0);
      expect(before.filter((write) => !inBackup.has(write.email))).toEqual([]);
    } finally {
      await connection.close();
    }
  }, 120_000);

  describe("restored", () => {
    let archive: string;
    let source: Record<string, string[]>;
    let sourceFiles: Record<string, string>;

    beforeAll(async () => {
      ({ file: archive } = await createBackup(target));
      source = await contents(db());
      sourceFiles = await fileSums(target.uploadsDir!);
      expect(Object.keys(sourceFiles).length).toBeGreaterThan(100);
    }, 120_000);

    it("into an empty data directory, every row and file equal", async () => {
      const dir = path.join(work, "fresh-pglite");
      const result = await restoreBackup(archive, restoreTargetFor(dir));
      expect(result.movedAside).toEqual([]);
      const connection = await openPglite(path.join(dir, "pglite"));
      try {
        expect(await contents(connection.db)).toEqual(source);
        // Ids continue after the restored ones.
        const [row] = await connection.db
          .insert(contactRequests)
          .values(lead(9_999))
          .returning({ id: contactRequests.id });
        const ids = source.contact_requests!.map(
          (json) => (JSON.parse(json) as { id: number }).id,
        );
        expect(row!.id).toBeGreaterThan(Math.max(...ids));
      } finally {
        await connection.close();
      }
      expect(await fileSums(path.join(dir, "uploads"))).toEqual(sourceFiles);
      expect(fs.readdirSync(path.join(dir, "outbox"))).toEqual(["welcome.eml"]);
    }, 120_000);

    it.runIf(process.env.TEST_DATABASE_URL)(
      "into an empty PostgreSQL database, every row and file equal",
      async () => {
        const postgres = await createPostgresDatabase("site_restore");
        const dir = path.join(work, "fresh-postgres");
        try {
          await restoreBackup(
            archive,
            restoreTargetFor(dir, { databaseUrl: postgres.url }),
          );
          const connection = await openPostgres(postgres.url);
          try {
            expect(await contents(connection.db)).toEqual(source);
          } finally {
            await connection.close();
          }
          expect(await fileSums(path.join(dir, "uploads"))).toEqual(
            sourceFiles,
          );

          // A used database is refused without --force; with it, replaced.
          await expect(
            restoreBackup(
              archive,
              restoreTargetFor(dir, { databaseUrl: postgres.url }),
            ),
          ).rejects.toThrow(RestoreRefusedError);
          const forced = await restoreBackup(
            archive,
            restoreTargetFor(dir, { databaseUrl: postgres.url, force: true }),
          );
          expect(forced.movedAside).toHaveLength(2);
          const again = await openPostgres(postgres.url);
          try {
            expect(await contents(again.db)).toEqual(source);
          } finally {
            await again.close();
          }
        } finally {
          await postgres.drop();
        }
      },
      120_000,
    );

    it("refuses a used data directory without --force and keeps it aside with it", async () => {
      const dir = path.join(work, "used");
      await restoreBackup(archive, restoreTargetFor(dir));
      const before = await fileSums(path.join(dir, "pglite"));
      await expect(
        restoreBackup(archive, restoreTargetFor(dir)),
      ).rejects.toThrow(/already holds a site.*--force/);
      expect(await fileSums(path.join(dir, "pglite"))).toEqual(before);

      const forced = await restoreBackup(
        archive,
        restoreTargetFor(dir, { force: true }),
      );
      expect(forced.movedAside.map((p) => path.basename(p))).toEqual([
        expect.stringMatching(/^pglite\.before-restore-/),
        expect.stringMatching(/^uploads\.before-restore-/),
        expect.stringMatching(/^outbox\.before-restore-/),
      ]);
      const connection = await openPglite(path.join(dir, "pglite"));
      try {
        expect(await contents(connection.db)).toEqual(source);
      } finally {
        await connection.close();
      }
    }, 120_000);

    it("refuses a damaged archive with a clear message and changes nothing", async () => {
      const damaged = path.join(work, "damaged.tar.gz");
      const bytes = fs.readFileSync(archive);
      bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
      fs.writeFileSync(damaged, bytes);
      fs.copyFileSync(`${archive}.sha256`, `${damaged}.sha256`);
      const dir = path.join(work, "untouched");
      await expect(
        restoreBackup(damaged, restoreTargetFor(dir)),
      ).rejects.toThrow(
        /does not match its checksum file.*Nothing was restored/,
      );
      // Without its checksum file, the entries' own checksums catch it.
      fs.rmSync(`${damaged}.sha256`);
      const error = await restoreBackup(damaged, restoreTargetFor(dir)).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as Error).message).toMatch(/Nothing was restored/);
      expect(fs.readdirSync(dir)).toEqual([]);

      await expect(
        restoreBackup(path.join(work, "missing.tar.gz"), restoreTargetFor(dir)),
      ).rejects.toThrow(/There is no file at/);
      await expect(
        restoreBackup(archive, restoreTargetFor(dir, { knownMigrations: 1 })),
      ).rejects.toThrow(/newer version of the site/);
      expect(fs.readdirSync(dir)).toEqual([]);
    }, 120_000);
  });

  it("leaves sessions out, and encrypts to an age public key so that only the private key restores it", async () => {
    const [user] = await db()
      .insert(users)
      .values({ username: "backup-owner", password: "not a hash" })
      .returning({ id: users.id });
    await db()
      .insert(sessions)
      .values({
        id: "f".repeat(64),
        userId: user!.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    const identity = await generateX25519Identity();
    try {
      const result = await createBackup({
        ...target,
        backupDir: path.join(work, "sealed"),
        encryptTo: await identityToRecipient(identity),
      });
      expect(result.file).toMatch(/\.tar\.gz\.age$/);
      expect(listArchives(path.join(work, "sealed"))).toEqual([
        path.basename(result.file),
      ]);
      const bytes = fs.readFileSync(result.file);
      expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
      expect(await sha256OfFile(result.file)).toBe(result.sha256);

      const dir = path.join(work, "from-sealed");
      const refusal = (identityFile?: string) =>
        restoreBackup(result.file, restoreTargetFor(dir, { identityFile }))
          .then(() => "restored")
          .catch((error: Error) => error.message);
      expect(await refusal()).toMatch(/encrypted.*--identity/);
      const wrongKey = path.join(work, "wrong-key.txt");
      fs.writeFileSync(wrongKey, `${await generateX25519Identity()}\n`);
      expect(await refusal(wrongKey)).toMatch(/could not be decrypted/);
      const noKey = path.join(work, "no-key.txt");
      fs.writeFileSync(noKey, "# nothing here\n");
      expect(await refusal(noKey)).toMatch(/holds no age private key/);

      const keyFile = path.join(work, "backup-key.txt");
      fs.writeFileSync(keyFile, `# created: today\n${identity}\n`);
      expect(await refusal(keyFile)).toBe("restored");
      const connection = await openPglite(path.join(dir, "pglite"));
      try {
        const count = async (table: string) =>
          (
            (await connection.db.execute(
              sql.raw(`select count(*)::int as n from ${table}`),
            )) as unknown as { rows: Array<{ n: number }> }
          ).rows[0]!.n;
        expect(await count("sessions")).toBe(0);
        expect(await count("users where username = 'backup-owner'")).toBe(1);
        expect(await count("contact_requests")).toBeGreaterThan(0);
      } finally {
        await connection.close();
      }
    } finally {
      await db().delete(users).where(eq(users.id, user!.id));
    }
  }, 120_000);

  it("keeps the newest archives only", async () => {
    for (let i = 0; i < 4; i++) await createBackup(target);
    const archives = listArchives(target.backupDir);
    expect(archives).toHaveLength(3);
    for (const name of archives) {
      expect(fs.existsSync(path.join(target.backupDir, `${name}.sha256`))).toBe(
        true,
      );
    }
    expect(
      fs.readdirSync(target.backupDir).filter((name) => name.startsWith(".")),
    ).toEqual([]);
  }, 120_000);

  it("lets one of several servers claim a scheduled backup, and shows failures", async () => {
    const claims = await Promise.all([
      claimScheduledBackup(24),
      claimScheduledBackup(24),
      claimScheduledBackup(24),
    ]);
    const claimed = claims.filter((id) => id !== null);
    expect(claimed).toHaveLength(1);
    expect(await claimScheduledBackup(24)).toBeNull();

    await failBackupRun(claimed[0]!, "No space left on the disk");
    let status = await backupStatus();
    expect(status.lastGood).toBeNull();
    expect(status.failure?.error).toBe("No space left on the disk");

    const run = await startBackupRun("manual");
    await finishBackupRun(run, {
      file: "/backups/a.tar.gz",
      bytes: 2048,
      sha256: "0".repeat(64),
    });
    status = await backupStatus();
    expect(status.failure).toBeNull();
    expect(status.lastGood?.file).toBe("/backups/a.tar.gz");
    expect(await claimScheduledBackup(24)).toBeNull();
  });

  it("clears what an interrupted backup left: its partial files and its row, shown as a failure", async () => {
    const hoursAgo = (hours: number) =>
      new Date(Date.now() - hours * 3_600_000);
    const oldPartial = path.join(
      target.backupDir,
      ".partial-site-backup-old.tar.gz",
    );
    const oldStaging = path.join(target.backupDir, ".staging-old");
    const current = path.join(
      target.backupDir,
      ".partial-site-backup-now.tar.gz",
    );
    fs.writeFileSync(oldPartial, "half an archive");
    fs.mkdirSync(oldStaging);
    fs.writeFileSync(path.join(oldStaging, "leads.jsonl"), "{}");
    for (const leftover of [oldPartial, oldStaging]) {
      fs.utimesSync(leftover, hoursAgo(7), hoursAgo(7));
    }
    // Another backup writing right now.
    fs.writeFileSync(current, "being written");

    await createBackup(target);
    expect(fs.existsSync(oldPartial)).toBe(false);
    expect(fs.existsSync(oldStaging)).toBe(false);
    expect(fs.existsSync(current)).toBe(true);
    fs.rmSync(current);

    const [stopped] = await db()
      .insert(backupRuns)
      .values({ trigger: "schedule", startedAt: hoursAgo(7) })
      .returning({ id: backupRuns.id });
    const [running] = await db()
      .insert(backupRuns)
      .values({ trigger: "manual", startedAt: hoursAgo(0.01) })
      .returning({ id: backupRuns.id });
    await claimScheduledBackup(24);
    const rows = await db().select().from(backupRuns);
    const byId = (id: number) => rows.find((row) => row.id === id)!;
    expect(byId(stopped!.id)).toMatchObject({
      status: "failed",
      error: INTERRUPTED_MESSAGE,
    });
    expect(byId(running!.id).status).toBe("running");
  });
});

describe("a backup that cannot be written", () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await openPglite();
    await connection.migrate();
  });
  afterAll(() => connection.close());

  it("fails with the reason and leaves no partial file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-backup-"));
    const blocked = path.join(dir, "not-a-folder");
    fs.writeFileSync(blocked, "");
    await expect(
      createBackup({
        connection,
        backupDir: blocked,
        uploadsDir: null,
        outboxDir: path.join(dir, "outbox"),
        keep: 1,
      }),
    ).rejects.toThrow(/EEXIST|ENOTDIR/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
