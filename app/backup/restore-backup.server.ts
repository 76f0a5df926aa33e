import crypto from "node:crypto";
import fs from "node:fs";
import readline from "node:readline";
import path from "node:path";
import {
  type Connection,
  knownMigrationCount,
  openPglite,
  openPostgres,
} from "#app/db/client.server.ts";
import { lockDataDir } from "#app/db/data-dir-lock.server.ts";
import {
  dropSiteTables,
  hasSiteTables,
  type RowSource,
  writeSnapshot,
} from "#app/models/database-snapshot.server.ts";
import type { MediaStore } from "#app/media/store.server.ts";
import {
  ArchiveError,
  type Manifest,
  unpackArchive,
} from "./archive.server.ts";

export interface RestoreTarget {
  /** A PostgreSQL server's URL, or unset for PGlite in `pgliteDir`. */
  databaseUrl?: string;
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  outboxDir: string;
  /** Set when the images live in S3: they are written there. */
  s3Store: MediaStore | null;
  /** The number of migrations this version of the site has. */
  knownMigrations: number;
  force: boolean;
  /** The age private key's file, for an encrypted archive. */
  identityFile?: string;
}

/**
 * A restore into the data directory `dir`, laid out as the site lays out
 * its own (app/utils/paths.server.ts without UPLOADS_DIR): into PGlite,
 * without --force, unless `options` says otherwise.
 */
export function restoreTargetFor(
  dir: string,
  options: Partial<RestoreTarget> = {},
): RestoreTarget {
  return {
    dataDir: dir,
    pgliteDir: path.join(dir, "pglite"),
    uploadsDir: path.join(dir, "uploads"),
    outboxDir: path.join(dir, "outbox"),
    s3Store: null,
    knownMigrations: knownMigrationCount(),
    force: false,
    ...options,
  };
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  files: number;
  /** What a forced restore moved aside instead of deleting. */
  movedAside: string[];
}

/** The target holds a site and --force was not given. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

function hasFiles(dir: string) {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

function stamp() {
  return new Date().toISOString().replace(/[:.]/g, "-");
}

function rowSources(manifest: Manifest, staging: string) {
  const sources = new Map<string, RowSource>();
  for (const table of manifest.tables) {
    sources.set(table.name, {
      name: table.name,
      columns: table.columns,
      async *rows() {
        const lines = readline.createInterface({
          input: fs.createReadStream(path.join(staging, table.entry.path)),
          crlfDelay: Infinity,
        });
        for await (const line of lines) if (line) yield line;
      },
    });
  }
  return sources;
}

async function restoreRows(
  connection: Connection,
  manifest: Manifest,
  staging: string,
) {
  await connection.migrate();
  const counts = await writeSnapshot(
    connection.db,
    rowSources(manifest, staging),
  );
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/** Puts the archive's files in place of `dir`'s, moving old ones aside. */
function placeFolder(from: string, dir: string, movedAside: string[]) {
  if (hasFiles(dir)) {
    const aside = `${dir}.before-restore-${stamp()}`;
    fs.renameSync(dir, aside);
    movedAside.push(aside);
  }
  if (fs.existsSync(from)) fs.cpSync(from, dir, { recursive: true });
}

/**
 * Restores an archive into an empty data directory or database (or, with
 * `force`, in place of what is there). The archive is checked completely
 * before anything is touched; the database is written in one transaction.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
): Promise<RestoreResult> {
  fs.mkdirSync(target.dataDir, { recursive: true });
  // PGlite: no server may have the directory open while it is replaced.
  const releaseLock = target.databaseUrl
    ? undefined
    : lockDataDir(target.dataDir);
  const staging = path.join(target.dataDir, `.restore-${crypto.randomUUID()}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    const manifest = await unpackArchive(path.resolve(archive), staging, {
      identityFile: target.identityFile,
    });
    if (manifest.migrations > target.knownMigrations) {
      throw new ArchiveError(
        `This backup was made by a newer version of the site (${manifest.migrations} database changes; this copy knows ${target.knownMigrations}). Update the site, then restore.`,
      );
    }
    const filesInUse =
      (manifest.media === "archive" &&
        !target.s3Store &&
        hasFiles(target.uploadsDir)) ||
      hasFiles(target.outboxDir);
    const movedAside: string[] = [];
    let rows: number;

    if (target.databaseUrl) {
      const connection = await openPostgres(target.databaseUrl);
      try {
        const inUse = await hasSiteTables(connection.db);
        if ((inUse || filesInUse) && !target.force) {
          throw new RestoreRefusedError(
            inUse
              ? "The database already holds a site. Restore into an empty database, or add --force to replace everything in it."
              : `The uploads or outbox folder in ${target.dataDir} is not empty. Restore into an empty data directory, or add --force to move those files aside.`,
          );
        }
        if (inUse) await dropSiteTables(connection.db);
        rows = await restoreRows(connection, manifest, staging);
      } finally {
        await connection.close();
      }
    } else {
      const inUse = hasFiles(target.pgliteDir);
      if ((inUse || filesInUse) && !target.force) {
        throw new RestoreRefusedError(
          `The data directory ${target.dataDir} already holds a site. Restore into an empty data directory (DATA_DIR), or add --force to replace it (the old files are moved aside, not deleted).`,
        );
      }
      // Built beside the live one and swapped in only once it is complete.
      const fresh = `${target.pgliteDir}.restoring-${stamp()}`;
      const connection = await openPglite(fresh);
      try {
        rows = await restoreRows(connection, manifest, staging);
      } catch (error) {
        await connection.close();
        fs.rmSync(fresh, { recursive: true, force: true });
        throw error;
      }
      await connection.close();
      if (inUse) {
        const aside = `${target.pgliteDir}.before-restore-${stamp()}`;
        fs.renameSync(target.pgliteDir, aside);
        movedAside.push(aside);
      } else {
        fs.rmSync(target.pgliteDir, { recursive: true, force: true });
      }
      fs.renameSync(fresh, target.pgliteDir);
    }

    if (manifest.media === "archive") {
      const uploads = path.join(staging, "uploads");
      if (target.s3Store) {
        for (const name of fs.existsSync(uploads)
          ? fs.readdirSync(uploads)
          : []) {
          await target.s3Store.put(
            name,
            fs.readFileSync(path.join(uploads, name)),
            `image/${path.extname(name).slice(1)}`,
          );
        }
      } else {
        placeFolder(uploads, target.uploadsDir, movedAside);
      }
    }
    placeFolder(path.join(staging, "outbox"), target.outboxDir, movedAside);
    return { manifest, rows, files: manifest.files.length, movedAside };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    releaseLock?.();
  }
}
