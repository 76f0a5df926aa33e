import { removeStoredImages } from "#app/media/images.server.ts";
import { getMediaStore } from "#app/media/store.server.ts";
import { purgeExpiredData } from "#app/models/retention.server.ts";
import { backgroundJob } from "#app/utils/background-job.server.ts";
import { logger } from "#app/utils/logger.server.ts";

// The privacy policy promises deletion once a day (app/content/legal.ts):
// every server runs the purge at start and daily; the model's advisory
// lock lets only one of them work at a time. A failed purge is tried again
// the next day; the server keeps serving meanwhile.
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

const purge = backgroundJob("retention purge", async () => {
  const counts = await purgeExpiredData();
  if (counts) {
    const { photoUrls, ...deleted } = counts;
    await removeStoredImages(getMediaStore(), photoUrls);
    logger.info(deleted, "retention purge done");
  } else logger.info("retention purge skipped: another server is running it");
});

export function startRetentionPurge() {
  purge.start({ everyMs: PURGE_INTERVAL_MS });
}

/** Stops the timer and waits for a purge in progress before the database closes. */
export async function stopRetentionPurge() {
  await purge.stop();
}
