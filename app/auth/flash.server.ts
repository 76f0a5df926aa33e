import { getEnv } from "#app/utils/env.server.ts";

// The owner's "Saved" after a redirect: a one-minute cookie that the admin
// layout reads once, shows as a toast and clears. Only the signed-in owner
// sees it, and React escapes it; at worst a forged one shows its own text.
const NAME = "admin_flash";
const MAX_LENGTH = 300;

// Path=/ rather than /admin: browsers send a /admin cookie with /admin/...
// but not with /admin.data, the dashboard's data request, so a toast after
// a redirect to the dashboard would never show. Only the admin reads it.
function attributes(maxAge: number) {
  const secure = getEnv().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** A Set-Cookie header value that carries `message` to the next page. */
export function flashCookie(message: string): string {
  return `${NAME}=${encodeURIComponent(message.slice(0, MAX_LENGTH))}; ${attributes(60)}`;
}

/** The message waiting for this request, and the header that clears it. */
export function readFlash(
  request: Request,
): { message: string; clear: string } | null {
  const header = request.headers.get("Cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${NAME}=([^;]*)`).exec(header);
  if (!match?.[1]) return null;
  let message: string;
  try {
    message = decodeURIComponent(match[1]).slice(0, MAX_LENGTH);
  } catch {
    message = "";
  }
  const clear = `${NAME}=; ${attributes(0)}`;
  return message ? { message, clear } : { message: "", clear };
}

/** A 303 to `location` that shows `message` there as a toast. */
export function redirectWithToast(location: string, message: string) {
  return new Response(null, {
    status: 303,
    headers: { Location: location, "Set-Cookie": flashCookie(message) },
  });
}
