import { AsyncLocalStorage } from "node:async_hooks";
import { readBusiness } from "#app/models/business.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { withinTime } from "#app/utils/within-time.ts";
import { DEMO_BUSINESS } from "./defaults.ts";
import { setRequestFactsSource } from "./current.ts";
import type { Business } from "./facts.ts";
import { withHoursInWords } from "./hours.ts";

// Each request (and each background job) reads the business facts once, at
// its start, and every render, email and loader inside it sees those
// (./current.ts).

const facts = new AsyncLocalStorage<Business>();
setRequestFactsSource(() => facts.getStore());

let lastRead: Business | undefined;
const DEMO_IN_WORDS = withHoursInWords(DEMO_BUSINESS);
let failedAt = 0;

// As the content version's read (server/app.ts): a database that does not
// answer must not hold the page that says so, and after a failure the
// requests of the next second do not wait for another.
const READ_TIMEOUT_MS = 1_000;
const RETRY_AFTER_MS = 1_000;

/**
 * The stored facts; while the database does not answer, the ones last read
 * (or the demo's), so the page that says so still shows the right phone.
 */
export async function currentBusiness(): Promise<Business> {
  if (Date.now() - failedAt < RETRY_AFTER_MS) return lastKnownBusiness();
  try {
    lastRead = await withinTime(
      readBusiness(),
      READ_TIMEOUT_MS,
      "the business facts",
    );
    return lastRead;
  } catch (error) {
    failedAt = Date.now();
    logger.warn({ err: String(error) }, "business facts unavailable");
    return lastKnownBusiness();
  }
}

export function lastKnownBusiness(): Business {
  return lastRead ?? DEMO_IN_WORDS;
}

export function withBusiness<T>(known: Business, run: () => T): T {
  return facts.run(known, run);
}

/** Runs `run` with the facts as stored now. */
export async function withCurrentBusiness<T>(run: () => Promise<T>) {
  return withBusiness(await currentBusiness(), run);
}
