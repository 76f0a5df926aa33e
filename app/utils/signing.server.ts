import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server.ts";
import { getPaths } from "./paths.server.ts";

let secret: Buffer | undefined;

// SESSION_SECRET when set (required for several app servers); otherwise a
// random key kept in the data directory, so a restart does not invalidate
// forms that visitors have open.
function signingSecret(): Buffer {
  if (secret) return secret;
  const configured = getEnv().SESSION_SECRET;
  if (configured) {
    secret = Buffer.from(configured);
    return secret;
  }
  const file = path.join(getPaths().dataDir, "signing-key");
  try {
    secret = fs.readFileSync(file);
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fresh = crypto.randomBytes(32);
    try {
      fs.writeFileSync(file, fresh, { flag: "wx", mode: 0o600 });
      secret = fresh;
    } catch {
      // Another process wrote it first: use theirs.
      secret = fs.readFileSync(file);
    }
  }
  return secret;
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
