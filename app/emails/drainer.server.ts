import {
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
} from "#app/models/email-outbox.server.ts";
import { closeEmailTransport, deliverEmail } from "#app/utils/email.server.ts";
import { logger } from "#app/utils/logger.server.ts";

const BATCH = 20;

interface DrainerState {
  timer: NodeJS.Timeout;
  running: Promise<void> | null;
  again: boolean;
  stopped: boolean;
  retryBaseMs: number;
}

let state: DrainerState | undefined;

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

async function drainAll(current: DrainerState) {
  do {
    current.again = false;
    try {
      // Keep going while full batches come back: a backlog drains at once.
      while (
        !current.stopped &&
        (await drainOnce(current.retryBaseMs)) === BATCH
      );
    } catch (error) {
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        "email outbox drain failed",
      );
    }
  } while (current.again && !current.stopped);
}

/** Runs a drain now, or once more after the one in progress. */
export function kickEmailDrainer() {
  const current = state;
  if (!current || current.stopped) return;
  if (current.running) {
    current.again = true;
    return;
  }
  current.running = drainAll(current).finally(() => {
    current.running = null;
  });
}

/** Starts draining the outbox every `intervalMs` (and now). */
export function startEmailDrainer(options: {
  intervalMs: number;
  retryBaseMs: number;
}) {
  if (state) return;
  state = {
    timer: setInterval(kickEmailDrainer, options.intervalMs),
    running: null,
    again: false,
    stopped: false,
    retryBaseMs: options.retryBaseMs,
  };
  state.timer.unref();
  kickEmailDrainer();
}

/** Stops the timer and waits for a send in progress before the database closes. */
export async function stopEmailDrainer() {
  const current = state;
  state = undefined;
  if (!current) return;
  current.stopped = true;
  clearInterval(current.timer);
  await current.running;
  closeEmailTransport();
}
