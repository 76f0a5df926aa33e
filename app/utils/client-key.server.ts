import { signature } from "./signing.server.ts";

// What stands for a visitor in rate limits: a keyed hash of their address,
// never the address (/privacy: no IP address is stored). The day is part of
// the hashed value, so a key in the database or a log cannot be linked to
// the same visitor's key of another day, and nobody without the site's
// secret can test an address against it. Counters that span midnight (UTC)
// start again then, which only ever lets a visitor through early.
export function clientKey(ip: string | undefined, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return signature("client", `${day}|${ip ?? "unknown"}`, 22);
}
