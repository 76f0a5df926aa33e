import crypto from "node:crypto";
import { saltOfDay } from "#app/models/client-key-salts.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { withinTime } from "#app/utils/within-time.ts";

// What stands for a visitor in rate limits: a keyed hash of their address,
// never the address (/privacy: no IP address is stored or logged). The key
// is a random salt of the day (UTC), kept in the database so that every
// server counts a visitor alike, and deleted the day after: from then on
// nobody, the operator included, can tell which address a key stood for or
// link one day's keys to another's. Counters that span midnight start
// again then, which only ever lets a visitor through early.

const SHARED_WAIT_MS = 500;
const RETRY_SHARED_AFTER_MS = 10_000;

interface DaySalt {
  day: string;
  salt: Promise<string>;
  /** Set while this process uses a salt of its own (no database). */
  retryAt?: number;
}
let current: DaySalt | undefined;
let local: { day: string; salt: string } | undefined;

function localSalt(day: string) {
  if (local?.day !== day) {
    local = { day, salt: crypto.randomBytes(32).toString("hex") };
  }
  return local.salt;
}

function saltFor(day: string): Promise<string> {
  if (
    current?.day === day &&
    (current.retryAt === undefined || Date.now() < current.retryAt)
  ) {
    return current.salt;
  }
  const entry: DaySalt = { day, salt: Promise.resolve("") };
  entry.salt = withinTime(saltOfDay(day), SHARED_WAIT_MS, "the salt").catch(
    (error: unknown) => {
      // The database is away: limits still count, per server, with a salt
      // of this process's own, until the shared one can be read again.
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "client key salt unavailable: using this server's own",
      );
      entry.retryAt = Date.now() + RETRY_SHARED_AFTER_MS;
      return localSalt(day);
    },
  );
  current = entry;
  return entry.salt;
}

export async function clientKey(
  ip: string | undefined,
  now = new Date(),
): Promise<string> {
  const salt = await saltFor(now.toISOString().slice(0, 10));
  return crypto
    .createHmac("sha256", salt)
    .update(ip ?? "unknown")
    .digest("base64url")
    .slice(0, 22);
}
