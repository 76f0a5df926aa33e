import { hash, verify } from "@node-rs/argon2";
import { MAX_PASSWORD_BYTES } from "./account-schema.ts";

// argon2id with the library's defaults (19 MiB, t=2, p=1): OWASP's minimum.
// Unlike bcrypt, every byte counts, so the byte cap (account-schema.ts)
// only guards CPU time.

export { MIN_PASSWORD_LENGTH } from "./account-schema.ts";

const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$jGkhP8g2ZAfgLiER1c/RlA$F8HFx6D12ldzSggR4k3VVI8xPUp0dPCb7+VzFQIsb5U";

export function isPasswordTooLong(password: string) {
  return Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES;
}

export async function hashPassword(password: string) {
  return hash(password.normalize("NFC"));
}

export async function verifyPassword(
  storedHash: string | null,
  password: string,
) {
  if (isPasswordTooLong(password)) return false;
  // Unknown users still cost one verification, so timing does not reveal
  // which usernames exist.
  const ok = await verify(
    storedHash ?? DUMMY_HASH,
    password.normalize("NFC"),
  ).catch(() => false);
  return storedHash !== null && ok;
}
