import {
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
} from "#app/models/email-outbox.server.ts";
import { closeEmailTransport, deliverEmail } from "#app/utils/email.server.ts";
import { backgroundJob } from "#app/utils/background-job.server.ts";
import { logger } from "#app/utils/logger.server.ts";

const BATCH = 20;

let retryBaseMs = 0;

async function drainOnce(retryBaseMs: number): Promise<number> {
  const claimed = await claimDueEmails(BATCH);
  for (const email of claimed) {
    try {
      await deliverEmail(email.message, `${email.kind}-${email.id}`);
      await markEmailSent(email.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const gaveUp = await markEmailFailed(
        email.id,
        email.attempts,
        message,
        retryBaseMs,
      );
      logger[gaveUp ? "error" : "warn"](
        {
          outboxId: email.id,
          kind: email.kind,
          attempts: email.attempts,
          err: message,
        },
        gaveUp
          ? "email send failed; given up, the owner can retry it in /admin/leads"
          : "email send failed; will retry",
      );
    }
  }
  return claimed.length;
}

const drainer = backgroundJob("email outbox drain", async (job) => {
  // Keep going while full batches come back: a backlog drains at once.
  while (!job.stopped && (await drainOnce(retryBaseMs)) === BATCH);
});

/** Runs a drain now, or once more after the one in progress. */
export const kickEmailDrainer = drainer.kick;

/** Starts draining the outbox every `intervalMs` (and now). */
export function startEmailDrainer(options: {
  intervalMs: number;
  retryBaseMs: number;
}) {
  retryBaseMs = options.retryBaseMs;
  drainer.start({ everyMs: options.intervalMs });
}

/** Stops the timer and waits for a send in progress before the database closes. */
export async function stopEmailDrainer() {
  if (await drainer.stop()) closeEmailTransport();
}
