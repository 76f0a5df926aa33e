import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { getPaths } from "./paths.server.ts";

let secret: Buffer | undefined;
const KEY_BYTES = 32;

// SESSION_SECRET when set (required for several app servers); otherwise a
// random key kept in the data directory, so a restart does not invalidate
// forms that visitors have open. A key file that is empty or shorter than a
// key (a truncated copy, a disk that filled up) is never used: it is
// replaced by a fresh key, which only asks open forms to be sent again.
function signingSecret(): Buffer {
  if (secret) return secret;
  const configured = getEnv().SESSION_SECRET;
  if (configured) {
    secret = Buffer.from(configured);
    return secret;
  }
  const file = path.join(getPaths().dataDir, "signing-key");
  const stored = readKeyFile(file);
  if (stored && stored.length >= KEY_BYTES) {
    secret = stored;
    return secret;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const fresh = crypto.randomBytes(KEY_BYTES);
  if (stored) {
    logger.warn(
      { file, bytes: stored.length },
      "the signing key file was too short: replaced with a new key",
    );
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, fresh, { mode: 0o600 });
    fs.renameSync(temporary, file);
    secret = fresh;
    return secret;
  }
  try {
    fs.writeFileSync(file, fresh, { flag: "wx", mode: 0o600 });
    secret = fresh;
  } catch {
    // Another process wrote it first: use theirs.
    secret = fs.readFileSync(file);
  }
  return secret;
}

function readKeyFile(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

/** A short URL-safe HMAC of `value` under a purpose label. */
export function signature(purpose: string, value: string, length = 16) {
  return crypto
    .createHmac("sha256", signingSecret())
    .update(`${purpose}\n${value}`)
    .digest("base64url")
    .slice(0, length);
}

/** Constant-time comparison of a presented signature with the expected one. */
export function hasValidSignature(
  purpose: string,
  value: string,
  presented: string,
  length = 16,
): boolean {
  const expected = Buffer.from(signature(purpose, value, length));
  const actual = Buffer.from(presented);
  return (
    expected.length === actual.length &&
    crypto.timingSafeEqual(expected, actual)
  );
}

/**
 * What the database keeps of a bearer token (a session, a booking's manage
 * link): its SHA-256, so a copy of the database opens nothing.
 */
export function tokenDigest(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}
