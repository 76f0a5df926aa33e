import { withCurrentBusiness } from "#app/business/request.server.ts";
import fs from "node:fs";
import {
  type Connection,
  openPglite,
  openPostgres,
  setConnection,
} from "#app/db/client.server.ts";
import { lockDataDir } from "#app/db/data-dir-lock.server.ts";
import { seedDatabase } from "#app/db/seed/seed.server.ts";
import {
  generateLocationPages,
  hasMissingLocationPages,
} from "#app/models/location-generator.server.ts";
import {
  startBookingReminders,
  stopBookingReminders,
} from "#app/booking/reminders.server.ts";
import {
  startReviewRequests,
  stopReviewRequests,
} from "#app/reviews/requests.server.ts";
import {
  startCampaignSender,
  stopCampaignSender,
} from "#app/campaigns/sender.server.ts";
import {
  startEmailDrainer,
  stopEmailDrainer,
} from "#app/emails/drainer.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { getPaths, keepDataPrivate } from "#app/utils/paths.server.ts";
import { withinTime } from "#app/utils/within-time.ts";
import { getMediaStore } from "#app/media/store.server.ts";
import {
  startBackupSchedule,
  stopBackupSchedule,
} from "./backup-schedule.server.ts";
import {
  startRetentionPurge,
  stopRetentionPurge,
} from "./retention-purge.server.ts";

let connection: Connection | undefined;
let releaseLock: (() => void) | undefined;

function assertWritable(dir: string, variable: string) {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    throw new Error(`${variable}: the directory ${dir} is not writable`);
  }
}

export async function startApp(
  options: {
    generateLocationPages?: boolean;
    /** Scheduled backups run in the server, not in one-off commands. */
    scheduledBackups?: boolean;
  } = {},
) {
  const env = getEnv();
  const paths = getPaths();
  keepDataPrivate();
  assertWritable(paths.dataDir, "DATA_DIR");
  assertWritable(paths.uploadsDir, "DATA_DIR");
  if (env.DATABASE_URL) {
    connection = await openPostgres(env.DATABASE_URL);
  } else {
    releaseLock = lockDataDir(paths.dataDir);
    connection = await openPglite(paths.pgliteDir);
  }
  setConnection(connection);
  const { db } = connection;
  await connection.exclusive(async () => {
    await connection!.migrate();
    await seedDatabase(db, { store: getMediaStore() });
    // A fresh install, or a town or service added since, gets its pages at
    // once; otherwise a restart skips the work (`npm run locations:generate`
    // refreshes pages after facts change).
    if (
      options.generateLocationPages !== false &&
      (await hasMissingLocationPages(db))
    ) {
      const pages = await withCurrentBusiness(() => generateLocationPages(db));
      logger.info(pages, "location pages generated");
    }
  });
  logger.info({ database: connection.kind }, "database ready");
  startEmailDrainer({
    intervalMs: env.EMAIL_DRAIN_INTERVAL_MS,
    retryBaseMs: env.EMAIL_RETRY_BASE_MS,
  });
  startRetentionPurge();
  startCampaignSender();
  startBookingReminders(env.BOOKING_REMINDER_INTERVAL_MS);
  startReviewRequests(env.REVIEW_REQUEST_INTERVAL_MS);
  if (options.scheduledBackups !== false) startBackupSchedule();
}

export async function stopApp() {
  await Promise.all([
    stopEmailDrainer(),
    stopRetentionPurge(),
    stopCampaignSender(),
    stopBookingReminders(),
    stopReviewRequests(),
    stopBackupSchedule(),
  ]);
  // PGlite's close() checkpoints, so the next start needs no recovery.
  await connection?.close();
  setConnection(undefined);
  connection = undefined;
  releaseLock?.();
  releaseLock = undefined;
}

// A load balancer's probe wants an answer, not a wait: a database that
// has not answered within this long counts as down.
const PING_TIMEOUT_MS = 1_000;

export async function pingDatabase() {
  if (!connection) throw new Error("database not open");
  await withinTime(connection.ping(), PING_TIMEOUT_MS, "the database");
}
