import { getConnection } from "#app/db/client.server.ts";
import {
  type BackupTrigger,
  failBackupRun,
  finishBackupRun,
  startBackupRun,
} from "#app/models/backup-runs.server.ts";
import { s3SettingsFrom } from "#app/media/store.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { getPaths } from "#app/utils/paths.server.ts";
import { type BackupResult, createBackup } from "./create-backup.server.ts";
import { s3BackupCopier } from "./offsite-copy.server.ts";

let running: { dir: string; result: Promise<BackupResult> } | null = null;

async function backUp(
  trigger: BackupTrigger,
  backupDir: string,
  claimedRun?: number,
) {
  const env = getEnv();
  const paths = getPaths();
  const s3 = s3SettingsFrom(env);
  const run = claimedRun ?? (await startBackupRun(trigger));
  const started = Date.now();
  try {
    const result = await createBackup({
      connection: getConnection(),
      backupDir,
      uploadsDir: s3 ? null : paths.uploadsDir,
      outboxDir: paths.outboxDir,
      keep: env.BACKUP_KEEP,
      encryptTo: env.BACKUP_ENCRYPT_TO,
    });
    if (s3) {
      try {
        await s3BackupCopier(s3).copy(result.file, env.BACKUP_KEEP);
      } catch (error) {
        throw new Error(
          `The archive was written to ${result.file} but could not be copied to S3: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await finishBackupRun(run, result);
    logger.info(
      {
        trigger,
        file: result.file,
        bytes: result.bytes,
        rows: result.rows,
        files: result.files,
        ms: Date.now() - started,
      },
      "backup written",
    );
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error({ trigger, err: message }, "backup failed");
    await failBackupRun(run, message).catch(() => undefined);
    throw error;
  }
}

/**
 * Makes a backup with this process's database connection (the server's, or
 * the command line's when no server runs), in `backupDir` (BACKUP_DIR by
 * default; `npm run backup` names its own when it asks the server). One at
 * a time per process: a second request for the same folder while one runs
 * gets the same archive; one for another folder waits for it, then makes
 * its own.
 */
export async function runBackup(
  trigger: BackupTrigger,
  {
    claimedRun,
    backupDir = getPaths().backupDir,
  }: { claimedRun?: number; backupDir?: string } = {},
): Promise<BackupResult> {
  while (running && running.dir !== backupDir) {
    await running.result.catch(() => undefined);
  }
  if (running) {
    // A scheduled run claimed meanwhile ends with the archive in progress.
    const shared = running.result;
    try {
      const result = await shared;
      if (claimedRun !== undefined) await finishBackupRun(claimedRun, result);
      return result;
    } catch (error) {
      if (claimedRun !== undefined) {
        await failBackupRun(
          claimedRun,
          error instanceof Error ? error.message : String(error),
        ).catch(() => undefined);
      }
      throw error;
    }
  }
  const result = backUp(trigger, backupDir, claimedRun).finally(() => {
    running = null;
  });
  running = { dir: backupDir, result };
  return result;
}

/** Waits for a backup in progress, before the database closes. */
export async function settleBackup() {
  await running?.result.catch(() => undefined);
}
