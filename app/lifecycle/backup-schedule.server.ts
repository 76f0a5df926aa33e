import { runBackup, settleBackup } from "#app/backup/run-backup.server.ts";
import { claimScheduledBackup } from "#app/models/backup-runs.server.ts";
import { backgroundJob } from "#app/utils/background-job.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";

// Each server looks every quarter hour (and at start) whether a scheduled
// backup is due; the database decides which one makes it (claimScheduledBackup).
const CHECK_EVERY_MS = 15 * 60 * 1000;
const FIRST_CHECK_AFTER_MS = 60 * 1000;

/** Makes the scheduled backup if it is due and this server claims it. */
export async function backUpIfDue() {
  let run: number | null;
  try {
    run = await claimScheduledBackup(getEnv().BACKUP_INTERVAL_HOURS);
  } catch (error) {
    logger.warn(
      { err: String(error) },
      "could not check whether a backup is due",
    );
    return;
  }
  // A failure is logged and recorded by runBackup (the dashboard shows it);
  // the next check after an hour tries again.
  if (run !== null)
    await runBackup("schedule", { claimedRun: run }).catch(() => undefined);
}

const schedule = backgroundJob("backup schedule", backUpIfDue);

export function startBackupSchedule() {
  if (getEnv().BACKUP_INTERVAL_HOURS === 0) return;
  // Not during start-up, while health checks and the first visitors come.
  schedule.start({
    everyMs: CHECK_EVERY_MS,
    firstAfterMs: FIRST_CHECK_AFTER_MS,
  });
}

export async function stopBackupSchedule() {
  await schedule.stop();
  await settleBackup();
}
