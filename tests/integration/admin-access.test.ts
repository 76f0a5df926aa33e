import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionCookie } from "#app/auth/session.server.ts";
import { sessions, users } from "#app/db/schema.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// Every module under app/routes/admin, found by file so that a screen
// added later is covered without editing this test: each of its loaders
// and actions answers a visitor without a valid session with a redirect
// to the sign-in page and nothing else (checks S4-S6).
const modules = import.meta.glob<Record<string, unknown>>(
  "/app/routes/admin/*.{ts,tsx}",
  { eager: true },
);

const handlers = Object.entries(modules).flatMap(([file, module]) =>
  (["loader", "action"] as const)
    .filter((name) => typeof module[name] === "function")
    .map((name) => ({
      label: `${file.replace("/app/routes/", "")} ${name}`,
      name,
      handler: module[name] as Handler,
    })),
);

function requestFor(name: "loader" | "action", cookie: string | undefined) {
  return name === "loader"
    ? new Request(`${SITE}/admin/anything?page=2`, {
        headers: cookie ? { Cookie: cookie } : {},
      })
    : formPost("/admin/anything", { intent: "delete", id: "1" }, cookie);
}

describe.each(databaseKinds)("admin access on %s", (kind) => {
  let database: TestDatabase;
  const refused: [string, () => Promise<string | undefined>][] = [];

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    const db = database.connection.db;
    const { user: owner } = await signedInOwner();
    const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
    const sessionId = (cookie: string) =>
      crypto.createHash("sha256").update(cookie.split("=")[1]!).digest("hex");

    refused.push(
      ["no cookie", async () => undefined],
      [
        "a cookie no session was ever given",
        async () => `sess=${crypto.randomBytes(32).toString("base64url")}`,
      ],
      [
        "a tampered cookie",
        async () => {
          const cookie = cookieOf(await createSessionCookie(owner.id));
          return `${cookie.slice(0, -2)}${cookie.endsWith("AA") ? "BB" : "AA"}`;
        },
      ],
      [
        "a session past its lifetime",
        async () => {
          const cookie = cookieOf(await createSessionCookie(owner.id));
          await db
            .update(sessions)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(sessions.id, sessionId(cookie)));
          return cookie;
        },
      ],
      [
        "a session idle for over two hours",
        async () => {
          const cookie = cookieOf(await createSessionCookie(owner.id));
          await db
            .update(sessions)
            .set({ lastSeenAt: new Date(Date.now() - 2 * 3600_000 - 1000) })
            .where(eq(sessions.id, sessionId(cookie)));
          return cookie;
        },
      ],
      [
        "the session of a removed account",
        async () => {
          const { user: gone } = await signedInOwner(
            `gone-${crypto.randomUUID()}`,
          );
          const cookie = cookieOf(await createSessionCookie(gone.id));
          await db.delete(users).where(eq(users.id, gone.id));
          return cookie;
        },
      ],
    );
  });
  afterAll(async () => {
    await database.drop();
  });

  it("finds the admin screens", () => {
    expect(handlers.length).toBeGreaterThanOrEqual(15);
    expect(handlers.map((h) => h.label)).toContain("admin/uploads.ts action");
  });

  it("answers every admin loader and action without a valid session with the sign-in page, never data", async () => {
    for (const [why, makeCookie] of refused) {
      const cookie = await makeCookie();
      for (const { label, name, handler } of handlers) {
        const answer = await call(handler, requestFor(name, cookie), {
          id: "1",
        });
        expect(answer.status, `${label} with ${why}`).toBe(302);
        expect(answer.location, `${label} with ${why}`).toMatch(
          /^\/login\?redirectTo=%2Fadmin%2Fanything/,
        );
      }
    }
  });
});
