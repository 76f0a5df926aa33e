import crypto from "node:crypto";
import { data, redirect } from "react-router";
import { createSessionCookie } from "#app/auth/session.server.ts";
import { sameSitePath } from "#app/utils/same-site-path.ts";
import {
  claimSignInAttempt,
  clearSignInFailures,
  recordSignInFailure,
} from "#app/models/sign-in-throttle.server.ts";
import {
  hitRateLimit,
  resetRateLimit,
} from "#app/models/rate-limits.server.ts";
import { findUserByUsername } from "#app/models/users.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  isPasswordTooLong,
  verifyPassword,
} from "#app/utils/password.server.ts";
import { rateLimitHeaders } from "#app/utils/rate-limit.server.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import { hasValidSignature, signature } from "#app/utils/signing.server.ts";
import { z } from "#app/utils/zod.ts";

// Sign-in, throttled without ever locking the owner out (ADR 0019, after
// OWASP's "device cookies"). A device that has signed in with a username
// carries a signed cookie naming it; its attempts for that name count only
// against that cookie. Attempts from any other device count against the
// name, with growing delays rather than a block
// (models/sign-in-throttle.server.ts), and against the sender's address,
// with hard limits that only ever stop that address. So strangers' guesses
// slow strangers down, and the owner's own phone or laptop always gets in.

const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
// From one address per 15 minutes: for one name, and for any names.
const ADDRESS_LIMITS = { pair: 10, any: 50 };
const DEVICE_COOKIE_DAYS = 180;
const DEVICE_PURPOSE = "sign-in-device";
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export const FAILED_SIGN_IN = "That username and password do not match.";
export const TOO_MANY_FROM_ADDRESS =
  "Too many sign-in attempts. Please wait a few minutes and try again.";
export function waitMessage(seconds: number) {
  return `Too many sign-in attempts for this account. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again, or sign in from a device you have used before.`;
}

const SignInSchema = z.object({
  username: z.string({ error: "Enter your username" }).check(
    z.trim(),
    z.minLength(1, "Enter your username"),
    z.maxLength(100, FAILED_SIGN_IN),
    // No account has one (NUL cannot even be stored).
    z.refine((name) => !/\p{Cc}/u.test(name), FAILED_SIGN_IN),
  ),
  password: z
    .string({ error: "Enter your password" })
    .check(z.minLength(1, "Enter your password")),
});

function deviceCookieName() {
  return getEnv().SITE_URL.startsWith("https:") ? "__Host-device" : "device";
}

/** The id of this request's device cookie, when it was issued for `name`. */
function knownDevice(request: Request, name: string): string | null {
  const wanted = deviceCookieName();
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, value = ""] = part.trim().split("=");
    if (key !== wanted) continue;
    const [id = "", sig = ""] = value.split(".");
    if (
      DEVICE_ID.test(id) &&
      hasValidSignature(DEVICE_PURPOSE, `${name}|${id}`, sig, 22)
    ) {
      return id;
    }
  }
  return null;
}

/** A fresh device cookie for `name` (a new id at each sign-in). */
function deviceCookie(name: string) {
  const id = crypto.randomBytes(16).toString("base64url");
  const value = `${id}.${signature(DEVICE_PURPOSE, `${name}|${id}`, 22)}`;
  const secure = getEnv().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `${deviceCookieName()}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}${secure}`;
}

function refusal(error: string, status: number, headers?: HeadersInit) {
  return data({ error }, { status, headers });
}

/** The tightest of the address limits, or null when neither is spent. */
async function addressLimit(clientKey: string, name: string) {
  const limits = await Promise.all([
    hitRateLimit(
      `login:${clientKey}:${name}`,
      ADDRESS_LIMITS.pair,
      ADDRESS_WINDOW_MS,
    ),
    hitRateLimit(
      `login-ip:${clientKey}`,
      ADDRESS_LIMITS.any,
      ADDRESS_WINDOW_MS,
    ),
  ]);
  return (
    limits
      .filter((result) => !result.allowed)
      .sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0] ?? null
  );
}

/** POST /login: a redirect with the session, or the form with its error. */
export async function signIn(request: Request, clientKey: string) {
  const body = await readBody(request);
  if (!body.ok) return refusal(body.message, body.status);
  const { password } = body.fields;
  if (typeof password === "string" && isPasswordTooLong(password)) {
    return refusal("That password is too long.", 400);
  }
  const parsed = SignInSchema.safeParse(body.fields);
  if (!parsed.success) return refusal(parsed.error.issues[0]!.message, 400);
  const { username } = parsed.data;
  const name = username.toLowerCase();
  const loggedName = JSON.stringify(username);
  const device = knownDevice(request, name);

  if (!device) {
    const limit = await addressLimit(clientKey, name);
    if (limit) {
      logger.warn({ username: loggedName }, "sign-in refused: address limit");
      return refusal(TOO_MANY_FROM_ADDRESS, 429, rateLimitHeaders(limit));
    }
  }
  const throttleKey = device ? `device:${device}` : `name:${name}`;
  const claim = await claimSignInAttempt(throttleKey);
  if (!claim.allowed) {
    logger.warn(
      { username: loggedName, device: Boolean(device) },
      "sign-in refused: waiting after failures",
    );
    return refusal(waitMessage(claim.retryAfterSeconds), 429, {
      "Retry-After": String(claim.retryAfterSeconds),
    });
  }

  const user = await findUserByUsername(username);
  if (!(await verifyPassword(user?.password ?? null, parsed.data.password))) {
    await recordSignInFailure(throttleKey);
    logger.warn(
      { username: loggedName, device: Boolean(device) },
      "sign-in failed",
    );
    return refusal(FAILED_SIGN_IN, 401);
  }
  await clearSignInFailures(throttleKey);
  if (!device) await resetRateLimit(`login:${clientKey}:${name}`);
  logger.info(
    { username: loggedName, device: Boolean(device) },
    "sign-in succeeded",
  );
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await createSessionCookie(user!.id));
  headers.append("Set-Cookie", deviceCookie(name));
  throw redirect(sameSitePath(body.fields.redirectTo, "/admin"), { headers });
}
