import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Connection } from "#app/db/client.server.ts";
import { readSnapshot } from "#app/models/database-snapshot.server.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveWriter,
  type Manifest,
  listFiles,
  writeChecksumFile,
} from "./archive.server.ts";

export interface BackupTarget {
  connection: Connection;
  backupDir: string;
  /** The uploads folder, or null when the images live in S3. */
  uploadsDir: string | null;
  outboxDir: string;
  /** How many archives to keep in backupDir; older ones are removed. */
  keep: number;
  /** An age recipient (BACKUP_ENCRYPT_TO): the archive is encrypted to it. */
  encryptTo?: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  sha256: string;
  rows: number;
  files: number;
}

const NAME =
  /^site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(\.\d{3})?Z\.tar\.gz(\.age)?$/;

function archiveName(now: Date, encrypted: boolean) {
  const name = `site-backup-${now.toISOString().replace(/:/g, "-")}.tar.gz`;
  return encrypted ? `${name}.age` : name;
}

export const isArchiveName = (name: string) => NAME.test(name);

/** Archives in `dir`, oldest first. */
export function listArchives(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter(isArchiveName).sort();
}

function pruneArchives(dir: string, keep: number) {
  const archives = listArchives(dir);
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) {
    fs.rmSync(path.join(dir, name), { force: true });
    fs.rmSync(path.join(dir, `${name}.sha256`), { force: true });
  }
}

// A backup takes minutes; what a backup interrupted by a crash or a kill
// left behind is older than this.
const LEFTOVER_AFTER_MS = 6 * 60 * 60 * 1000;

/** Removes the partial archives and staging folders of interrupted backups. */
function removeLeftovers(dir: string) {
  for (const entry of fs.readdirSync(dir)) {
    if (!entry.startsWith(".partial-") && !entry.startsWith(".staging-")) {
      continue;
    }
    const leftover = path.join(dir, entry);
    const age = Date.now() - fs.statSync(leftover).mtimeMs;
    if (age > LEFTOVER_AFTER_MS) {
      fs.rmSync(leftover, { recursive: true, force: true });
    }
  }
}

/**
 * Writes one archive of the database and the files while the site keeps
 * serving. The database is read in one snapshot first; images are never
 * changed in place, so every image a saved row names is already on disk.
 */
export async function createBackup(
  target: BackupTarget,
): Promise<BackupResult> {
  fs.mkdirSync(target.backupDir, { recursive: true, mode: 0o700 });
  removeLeftovers(target.backupDir);
  const name = archiveName(new Date(), Boolean(target.encryptTo));
  const file = path.join(target.backupDir, name);
  const partial = path.join(target.backupDir, `.partial-${name}`);
  const staging = path.join(
    target.backupDir,
    `.staging-${crypto.randomUUID()}`,
  );
  fs.mkdirSync(staging, { mode: 0o700 });
  let writer: ArchiveWriter | undefined;
  try {
    const tableFiles: Array<{ name: string; columns: string[]; rows: number }> =
      [];
    const snapshot = await readSnapshot(target.connection.db, {
      table(shape) {
        const out = fs.createWriteStream(
          path.join(staging, `${shape.name}.jsonl`),
        );
        const entry = { name: shape.name, columns: shape.columns, rows: 0 };
        tableFiles.push(entry);
        return {
          async row(json) {
            entry.rows++;
            if (!out.write(`${json}\n`)) {
              await new Promise<void>((resolve) =>
                out.once("drain", () => resolve()),
              );
            }
          },
          end: () =>
            new Promise<void>((resolve, reject) => {
              out.end((error?: Error | null) =>
                error ? reject(error) : resolve(),
              );
            }),
        };
      },
    });

    writer = new ArchiveWriter(partial, { encryptTo: target.encryptTo });
    const tables: Manifest["tables"] = [];
    for (const table of tableFiles) {
      const entry = await writer.addFile(
        `database/${table.name}.jsonl`,
        path.join(staging, `${table.name}.jsonl`),
      );
      tables.push({ ...table, entry });
    }
    const files: Manifest["files"] = [];
    const folders: Array<[string, string | null]> = [
      ["uploads", target.uploadsDir],
      ["outbox", target.outboxDir],
    ];
    for (const [prefix, dir] of folders) {
      if (!dir) continue;
      for (const relative of listFiles(dir)) {
        // A file removed since the listing (an image deleted meanwhile) is
        // no longer part of the site.
        try {
          files.push(
            await writer.addBuffer(
              `${prefix}/${relative}`,
              await fs.promises.readFile(path.join(dir, relative)),
            ),
          );
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
    }
    const { bytes, sha256 } = await writer.finish({
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      engine: target.connection.kind,
      migrations: snapshot.migrations,
      media: target.uploadsDir ? "archive" : "s3",
      tables,
      files,
    });
    fs.renameSync(partial, file);
    await writeChecksumFile(file, sha256);
    pruneArchives(target.backupDir, target.keep);
    return {
      file,
      bytes,
      sha256,
      rows: tableFiles.reduce((sum, table) => sum + table.rows, 0),
      files: files.length,
    };
  } catch (error) {
    writer?.abort(error as Error);
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
