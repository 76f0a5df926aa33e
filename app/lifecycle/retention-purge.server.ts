import { purgeExpiredData } from "#app/models/retention.server.ts";
import { logger } from "#app/utils/logger.server.ts";

// The privacy policy promises deletion once a day (app/content/legal.ts):
// every server runs the purge at start and daily; the model's advisory
// lock lets only one of them work at a time.
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | null = null;

async function purgeAndLog() {
  try {
    const counts = await purgeExpiredData();
    if (counts) logger.info(counts, "retention purge done");
    else logger.info("retention purge skipped: another server is running it");
  } catch (error) {
    // Tomorrow's run tries again; the server keeps serving meanwhile.
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      "retention purge failed",
    );
  }
}

function runPurge() {
  running ??= purgeAndLog().finally(() => {
    running = null;
  });
}

export function startRetentionPurge() {
  if (timer) return;
  timer = setInterval(runPurge, PURGE_INTERVAL_MS);
  timer.unref();
  runPurge();
}

/** Stops the timer and waits for a purge in progress before the database closes. */
export async function stopRetentionPurge() {
  clearInterval(timer);
  timer = undefined;
  await running;
}
