import { AsyncLocalStorage } from "node:async_hooks";
import { readBusiness } from "#app/models/business.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { withinTime } from "#app/utils/within-time.ts";
import { DEMO_BUSINESS } from "./defaults.ts";
import { setRequestFactsSource } from "./current.ts";
import type { BusinessFacts } from "./facts.ts";

// Each request (and each background job) reads the business facts once, at
// its start, and every render, email and loader inside it sees those
// (./current.ts).

const facts = new AsyncLocalStorage<BusinessFacts>();
setRequestFactsSource(() => facts.getStore());

let lastRead: BusinessFacts | undefined;

// As long as the content version read may take: a database that does not
// answer must not hold the page that says so.
const READ_TIMEOUT_MS = 1_000;

/**
 * The stored facts; while the database does not answer, the ones last read
 * (or the demo's), so the page that says so still shows the right phone.
 */
export async function currentBusinessFacts(): Promise<BusinessFacts> {
  try {
    lastRead = await withinTime(
      readBusiness(),
      READ_TIMEOUT_MS,
      "the business facts",
    );
    return lastRead;
  } catch (error) {
    logger.warn({ err: String(error) }, "business facts unavailable");
    return lastKnownBusinessFacts();
  }
}

export function lastKnownBusinessFacts(): BusinessFacts {
  return lastRead ?? DEMO_BUSINESS;
}

export function withBusiness<T>(known: BusinessFacts, run: () => T): T {
  return facts.run(known, run);
}

/** Runs `run` with the facts as stored now. */
export async function withCurrentBusiness<T>(run: () => Promise<T>) {
  return withBusiness(await currentBusinessFacts(), run);
}
