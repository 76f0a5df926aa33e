import { logger } from "./logger.server.ts";

// The shape every background job of a server shares (the email outbox, the
// campaign sender, the retention purge, the backup schedule): a pass on a
// timer and on demand, never two passes at once (a demand during a pass
// runs one more after it), a failed pass logged and left to the next, and
// a stop that waits for the pass in hand so the database closes after it.

/** What a pass sees of its job: whether to stop early. */
export interface JobPass {
  readonly stopped: boolean;
}

interface Running extends JobPass {
  stopped: boolean;
  timers: NodeJS.Timeout[];
  pass: Promise<void> | null;
  again: boolean;
}

export function backgroundJob(
  name: string,
  pass: (job: JobPass) => Promise<void>,
) {
  let current: Running | undefined;

  async function passes(job: Running) {
    do {
      job.again = false;
      try {
        await pass(job);
      } catch (error) {
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          `${name} failed; trying again at the next interval`,
        );
      }
    } while (job.again && !job.stopped);
  }

  /** A pass now, or one more after the pass in progress. */
  function kick() {
    const job = current;
    if (!job || job.stopped) return;
    if (job.pass) {
      job.again = true;
      return;
    }
    job.pass = passes(job).finally(() => {
      job.pass = null;
    });
  }

  return {
    kick,
    /** Passes every `everyMs`, the first after `firstAfterMs` (now by default). */
    start({
      everyMs,
      firstAfterMs = 0,
    }: {
      everyMs: number;
      firstAfterMs?: number;
    }) {
      if (current) return;
      const job: Running = {
        stopped: false,
        timers: [setInterval(kick, everyMs)],
        pass: null,
        again: false,
      };
      current = job;
      if (firstAfterMs > 0) job.timers.push(setTimeout(kick, firstAfterMs));
      for (const timer of job.timers) timer.unref();
      if (firstAfterMs === 0) kick();
    },
    /** Stops the timers and waits for the pass in progress; false if it was not running. */
    async stop(): Promise<boolean> {
      const job = current;
      current = undefined;
      if (!job) return false;
      job.stopped = true;
      for (const timer of job.timers) clearTimeout(timer);
      await job.pass;
      return true;
    },
  };
}
