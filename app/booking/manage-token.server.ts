import { signature, tokenDigest } from "#app/utils/signing.server.ts";

// A booking's manage link carries the HMAC of its idempotency key under the
// site's signing key: every email about it (the confirmation, a move, the
// reminders) can carry the same link, the visitor cannot forge one from
// the key they sent, and the database keeps only the token's digest.

/** The token of the booking's manage link: 43 URL-safe characters. */
export const manageToken = (idempotencyKey: string) =>
  signature("booking-manage", idempotencyKey, 43);

export const hashManageToken = tokenDigest;
