import crypto from "node:crypto";
import { redirect } from "react-router";
import {
  deleteSession,
  deleteSessionsOfUser,
  findActiveSession,
  insertSession,
  touchSession,
} from "#app/models/sessions.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { tokenDigest } from "#app/utils/signing.server.ts";

const ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;

// `__Host-` pins the cookie to this origin over HTTPS; plain-HTTP local
// development uses an unprefixed name, since browsers refuse the prefix there.
function cookieName() {
  return getEnv().SITE_URL.startsWith("https:") ? "__Host-sess" : "sess";
}

function cookieAttributes(maxAgeSeconds: number) {
  const secure = getEnv().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

function readToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const name = cookieName();
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      const value = rest.join("=");
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

export async function getSessionUser(request: Request) {
  const token = readToken(request.headers.get("Cookie"));
  if (!token) return null;
  const id = tokenDigest(token);
  const session = await findActiveSession(
    id,
    new Date(Date.now() - IDLE_TIMEOUT_MS),
  );
  if (session) await touchSession(id);
  return session;
}

/**
 * Whether a Cookie header carries a live session (the server's body caps),
 * without counting it as the session's activity.
 */
export async function hasAdminSession(cookieHeader: string | undefined) {
  const token = readToken(cookieHeader);
  if (!token) return false;
  const session = await findActiveSession(
    tokenDigest(token),
    new Date(Date.now() - IDLE_TIMEOUT_MS),
  );
  return session !== null;
}

/** Starts a new session (a new id at every login) and returns its cookie. */
export async function createSessionCookie(userId: string) {
  const token = crypto.randomBytes(32).toString("base64url");
  await insertSession(
    tokenDigest(token),
    userId,
    new Date(Date.now() + ABSOLUTE_LIFETIME_MS),
  );
  return `${cookieName()}=${token}; ${cookieAttributes(ABSOLUTE_LIFETIME_MS / 1000)}`;
}

/** Ends every session of the person signed in with this request. */
export async function endSessionsEverywhere(request: Request) {
  const user = await getSessionUser(request);
  if (user) await deleteSessionsOfUser(user.userId);
}

export async function destroySessionCookie(request: Request) {
  const token = readToken(request.headers.get("Cookie"));
  if (token) await deleteSession(tokenDigest(token));
  return `${cookieName()}=; ${cookieAttributes(0)}`;
}

/** Where a person whose password another admin chose must go first. */
export const OWN_PASSWORD_PATH = "/admin/account";

export async function requireAdmin(request: Request) {
  const user = await getSessionUser(request);
  const url = new URL(request.url);
  if (!user) {
    const redirectTo = url.pathname + url.search;
    throw redirect(`/login?${new URLSearchParams({ redirectTo })}`, {
      headers: { "Cache-Control": "no-store" },
    });
  }
  if (user.mustChangePassword && url.pathname !== OWN_PASSWORD_PATH) {
    throw redirect(OWN_PASSWORD_PATH, {
      headers: { "Cache-Control": "no-store" },
    });
  }
  return user;
}
