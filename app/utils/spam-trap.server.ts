import crypto from "node:crypto";
import { logger } from "./logger.server.ts";
import { hasValidSignature, signature } from "./signing.server.ts";
import {
  FORM_EXPIRED_MESSAGE,
  SENT_TOO_FAST_MESSAGE,
  TRAP_HONEYPOT_FIELD,
  TRAP_TOKEN_FIELD,
} from "./spam-trap.ts";

// A script posting straight after loading the page takes less than three
// seconds; so do autofill and a returning visitor, which is why a fast send
// is asked to send again rather than dropped.
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
  /** The honeypot is filled: answer as if it worked, store nothing. */
  | { kind: "bot" }
  /**
   * No usable token (expired, tampered, missing) or sent faster than a
   * person types: the form comes back with its values, a fresh token and
   * `message`, and nothing is stored.
   */
  | { kind: "retry"; message: string };

/**
 * Checks the honeypot and the signed render time. Only the honeypot earns a
 * silent success: a visitor whose form outlived a key change, or whose
 * browser filled it in a second, must never lose a lead behind a false
 * confirmation, so they are asked to send it again.
 */
export function checkSpamTraps(
  form: string,
  fields: Record<string, unknown>,
  now = Date.now(),
): SpamVerdict {
  const expired = { kind: "retry", message: FORM_EXPIRED_MESSAGE } as const;
  const honeypot = fields[TRAP_HONEYPOT_FIELD];
  // The site's forms always carry the (empty) field: a post without it did
  // not come from them, but may be a person's, so it is not a silent success.
  if (honeypot === undefined) return expired;
  if (honeypot !== "") {
    logger.info({ form }, "spam trap: honeypot filled");
    return { kind: "bot" };
  }
  const token = fields[TRAP_TOKEN_FIELD];
  if (typeof token !== "string" || token.length > 100) return expired;
  const parts = token.split(".");
  if (parts.length !== 3 || !/^\d{1,15}$/.test(parts[0]!)) return expired;
  const body = `${parts[0]}.${parts[1]}`;
  if (!hasValidSignature(PURPOSE, `${form}|${body}`, parts[2]!)) {
    return expired;
  }
  const age = now - Number(parts[0]);
  if (age < 0 || age > MAX_FORM_AGE_MS) return expired;
  if (age < MIN_FILL_MS) {
    logger.info({ form, ms: age }, "spam trap: sent too fast");
    return { kind: "retry", message: SENT_TOO_FAST_MESSAGE };
  }
  return { kind: "person" };
}

/**
 * The honeypot alone, for a form whose senders cannot carry a render-time
 * token (the newsletter's JSON client posts without one): a body without
 * the field is a person's.
 */
export function checkHoneypot(
  form: string,
  fields: Record<string, unknown>,
): SpamVerdict {
  const honeypot = fields[TRAP_HONEYPOT_FIELD];
  if (honeypot === undefined || honeypot === "") return { kind: "person" };
  logger.info({ form }, "spam trap: honeypot filled");
  return { kind: "bot" };
}
