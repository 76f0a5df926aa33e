// npm run bench:backup: what a backup and a restore cost (issue 19), for
// the seeded site plus 10,000 leads and 1,000 uploaded photos (each photo's
// six stored variants: AVIF and WebP at 400, 800 and 1200 px), on PGlite:
// 1. backup time and archive size, and the longest a query from a visitor
//    waited meanwhile (a `select 1` every 5 ms through the same connection);
// 2. restore time into a fresh data directory (PGlite) and, with
//    TEST_DATABASE_URL, into a fresh PostgreSQL database.
// The system's `tar | gzip -1` over the same images is the same-run
// reference. Prints the one-minute load average at the start of each part
// (the site's preparation, a minute of image work, raises it).
import { execSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createBackup } from "../app/backup/create-backup.server.ts";
import {
  restoreBackup,
  restoreTargetFor,
} from "../app/backup/restore-backup.server.ts";
import { openPglite } from "../app/db/client.server.ts";
import { contactRequests } from "../app/db/schema.ts";
import { seedDatabase } from "../app/db/seed/seed.server.ts";
import { storeImage } from "../app/media/images.server.ts";
import { diskMediaStore } from "../app/media/store.server.ts";
import { listFiles } from "../app/backup/archive.server.ts";
import { createPostgresDatabase } from "../tests/setup/database.ts";
import { uploadsWithSeedImages } from "../tests/setup/server-process.ts";
import { twelveMegapixelJpeg } from "./photo.ts";

const LEADS = 10_000;
const PHOTOS = 1_000;
const load = () => os.loadavg()[0]!.toFixed(2);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-bench-backup-"));
const uploadsDir = path.join(work, "site", "uploads");
uploadsWithSeedImages(uploadsDir);
const store = diskMediaStore(uploadsDir);
const connection = await openPglite(path.join(work, "site", "pglite"));
await connection.migrate();
await seedDatabase(connection.db, { store });
for (let start = 0; start < LEADS; start += 1_000) {
  await connection.db.insert(contactRequests).values(
    Array.from({ length: 1_000 }, (_, i) => ({
      requestType: "free-estimate",
      name: `Bench Visitor ${start + i}`,
      email: `visitor${start + i}@example.com`,
      phone: "+18455551234",
      townOrZip: "Nyack",
      inServiceArea: 1,
      message: "We would like a quote for a new kitchen with an island.",
    })),
  );
}
// One photo with camera-like detail through the real pipeline; its six
// variants are stored again under 999 other ids (the bytes of distinct
// photos would differ, which only makes them compress no better).
const photo = await twelveMegapixelJpeg();
const stored = await storeImage(photo, { store });
const variants = fs
  .readdirSync(uploadsDir)
  .filter((name) => name.startsWith(stored.id));
for (let i = 1; i < PHOTOS; i++) {
  const id = crypto.randomUUID();
  for (const name of variants) {
    fs.copyFileSync(
      path.join(uploadsDir, name),
      path.join(uploadsDir, name.replace(stored.id, id)),
    );
  }
}
const files = listFiles(uploadsDir);
const uploadBytes = files.reduce(
  (sum, name) => sum + fs.statSync(path.join(uploadsDir, name)).size,
  0,
);
console.log(
  `site: seeded + ${LEADS} leads, ${files.length} image files (${mb(uploadBytes)})`,
);

// Reference, same run: the system's tar and gzip -1 over the same folder.
console.log(`reference: tar | gzip -1 of the uploads folder (load ${load()})`);
const tarStarted = performance.now();
execSync(
  `tar -cf - -C ${uploadsDir} . | gzip -1 > ${path.join(work, "reference.tar.gz")}`,
);
console.log(
  `  ${seconds(performance.now() - tarStarted)}, ${mb(fs.statSync(path.join(work, "reference.tar.gz")).size)}`,
);
fs.rmSync(path.join(work, "reference.tar.gz"));

// 1. Backup, with a visitor's query every 5 ms.
console.log(`backup (load ${load()})`);
let probing = true;
let slowest = 0;
const probe = (async () => {
  while (probing) {
    const started = performance.now();
    await connection.db.execute(sql`select 1`);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
})();
const backupStarted = performance.now();
const backup = await createBackup({
  connection,
  backupDir: path.join(work, "backups"),
  uploadsDir,
  outboxDir: path.join(work, "site", "outbox"),
  keep: 2,
});
const backupMs = performance.now() - backupStarted;
probing = false;
await probe;
console.log(
  `  ${seconds(backupMs)}, archive ${mb(backup.bytes)} (${backup.rows} rows, ${backup.files} files); longest wait of a visitor's query meanwhile ${slowest.toFixed(0)} ms`,
);
await connection.close();

// 2. Restores.
console.log(`restore into a fresh PGlite data directory (load ${load()})`);
let started = performance.now();
await restoreBackup(backup.file, restoreTargetFor(path.join(work, "restored")));
console.log(`  ${seconds(performance.now() - started)}`);

if (process.env.TEST_DATABASE_URL) {
  const postgres = await createPostgresDatabase("bench_restore");
  console.log(`restore into a fresh PostgreSQL database (load ${load()})`);
  started = performance.now();
  await restoreBackup(backup.file, {
    ...restoreTargetFor(path.join(work, "restored-pg")),
    databaseUrl: postgres.url,
  });
  console.log(`  ${seconds(performance.now() - started)}`);
  await postgres.drop();
}
fs.rmSync(work, { recursive: true, force: true });
