import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { backupRuns } from "#app/db/schema.ts";

// Any constant; the same for every server on one database.
const SCHEDULE_LOCK = 7_310_201_019;
/** A failed or interrupted scheduled backup is tried again after this. */
const RETRY_AFTER_MS = 60 * 60 * 1000;
/** A run still "running" after this was interrupted (a backup takes minutes). */
const INTERRUPTED_AFTER_MS = 6 * 60 * 60 * 1000;
export const INTERRUPTED_MESSAGE =
  "Interrupted: the server stopped before this backup finished";

export type BackupTrigger = "schedule" | "manual";

export async function startBackupRun(trigger: BackupTrigger): Promise<number> {
  const [row] = await getDb()
    .insert(backupRuns)
    .values({ trigger })
    .returning({ id: backupRuns.id });
  return row!.id;
}

/**
 * Claims the scheduled backup when one is due: no good backup within the
 * interval and no attempt within the last hour. Of several servers on one
 * database, the one that claims it makes it; the others get null.
 */
export async function claimScheduledBackup(
  intervalHours: number,
): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK}) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return null;
    const now = Date.now();
    // A server that stopped mid-backup never finished its row: say so, so
    // the dashboard shows it as the failure it was.
    await tx
      .update(backupRuns)
      .set({
        status: "failed",
        finishedAt: new Date(now),
        error: INTERRUPTED_MESSAGE,
      })
      .where(
        and(
          eq(backupRuns.status, "running"),
          lt(backupRuns.startedAt, new Date(now - INTERRUPTED_AFTER_MS)),
        ),
      );
    const recentGood = await tx
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(
        and(
          eq(backupRuns.status, "succeeded"),
          gt(backupRuns.startedAt, new Date(now - intervalHours * 3_600_000)),
        ),
      )
      .limit(1);
    const recentAttempt = await tx
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(
        gt(
          backupRuns.startedAt,
          new Date(now - Math.min(RETRY_AFTER_MS, intervalHours * 3_600_000)),
        ),
      )
      .limit(1);
    if (recentGood.length > 0 || recentAttempt.length > 0) return null;
    const [row] = await tx
      .insert(backupRuns)
      .values({ trigger: "schedule" })
      .returning({ id: backupRuns.id });
    return row!.id;
  });
}

export async function finishBackupRun(
  id: number,
  result: { file: string; bytes: number; sha256: string },
) {
  await getDb()
    .update(backupRuns)
    .set({
      status: "succeeded",
      finishedAt: new Date(),
      file: result.file,
      sizeBytes: result.bytes,
      sha256: result.sha256,
    })
    .where(eq(backupRuns.id, id));
}

export async function failBackupRun(id: number, error: string) {
  await getDb()
    .update(backupRuns)
    .set({ status: "failed", finishedAt: new Date(), error })
    .where(eq(backupRuns.id, id));
}

export interface BackupStatus {
  lastGood: { finishedAt: Date; file: string; sizeBytes: number } | null;
  /** The newest failure, when it is newer than the last good backup. */
  failure: { at: Date; error: string } | null;
}

/** What the dashboard says about backups. */
export async function backupStatus(): Promise<BackupStatus> {
  const db = getDb();
  const [good] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, "succeeded"))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const [failed] = await db
    .select()
    .from(backupRuns)
    .where(
      and(
        eq(backupRuns.status, "failed"),
        good ? gt(backupRuns.startedAt, good.startedAt) : undefined,
      ),
    )
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return {
    lastGood: good
      ? {
          finishedAt: good.finishedAt ?? good.startedAt,
          file: good.file ?? "",
          sizeBytes: good.sizeBytes ?? 0,
        }
      : null,
    failure: failed
      ? { at: failed.finishedAt ?? failed.startedAt, error: failed.error ?? "" }
      : null,
  };
}
