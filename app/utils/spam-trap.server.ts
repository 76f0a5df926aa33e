import crypto from "node:crypto";
import { logger } from "./logger.server.ts";
import { hasValidSignature, signature } from "./signing.server.ts";
import { TRAP_HONEYPOT_FIELD, TRAP_TOKEN_FIELD } from "./spam-trap.ts";

// A person needs more than three seconds to fill a lead form; a script
// posting straight after loading the page does not.
export const MIN_FILL_MS = 3_000;
// A form left open overnight is still honest; after a day it is re-issued.
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;
const PURPOSE = "form-token";

/** `<issued ms>.<nonce>.<hmac>`, rendered into the form when the page loads. */
export function issueFormToken(form: string, now = Date.now()): string {
  const body = `${now}.${crypto.randomBytes(6).toString("base64url")}`;
  return `${body}.${signature(PURPOSE, `${form}|${body}`)}`;
}

export type SpamVerdict =
  /** Looks like a person: go on to validation. */
  | { kind: "person" }
  /** A bot: answer as if it worked, store nothing. */
  | { kind: "bot"; reason: "honeypot" | "too-fast" }
  /** No usable token (expired, tampered, missing): ask the person to resend. */
  | { kind: "expired" };

/**
 * Checks the honeypot and the signed render time. A missing or forged token
 * is not treated as a bot, because a visitor whose form outlived a key change
 * must never lose a lead silently: they are asked to send it again.
 */
export function checkSpamTraps(
  form: string,
  fields: Record<string, unknown>,
  clientIp: string,
  now = Date.now(),
): SpamVerdict {
  const honeypot = fields[TRAP_HONEYPOT_FIELD];
  if (honeypot !== "") {
    logger.info({ form, ip: clientIp }, "spam trap: honeypot filled");
    return { kind: "bot", reason: "honeypot" };
  }
  const token = fields[TRAP_TOKEN_FIELD];
  if (typeof token !== "string" || token.length > 100)
    return { kind: "expired" };
  const parts = token.split(".");
  if (parts.length !== 3 || !/^\d{1,15}$/.test(parts[0]!)) {
    return { kind: "expired" };
  }
  const body = `${parts[0]}.${parts[1]}`;
  if (!hasValidSignature(PURPOSE, `${form}|${body}`, parts[2]!)) {
    return { kind: "expired" };
  }
  const age = now - Number(parts[0]);
  if (age < 0 || age > MAX_FORM_AGE_MS) return { kind: "expired" };
  if (age < MIN_FILL_MS) {
    logger.info({ form, ip: clientIp, ms: age }, "spam trap: sent too fast");
    return { kind: "bot", reason: "too-fast" };
  }
  return { kind: "person" };
}
