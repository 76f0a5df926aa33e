import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionCookie } from "#app/auth/session.server.ts";
import { sessions, users } from "#app/db/schema.ts";
import { findUserByUsername } from "#app/models/users.server.ts";
import * as accountRoute from "#app/routes/admin/account.tsx";
import * as newAccountRoute from "#app/routes/admin/account-new.tsx";
import * as accountsRoute from "#app/routes/admin/accounts.tsx";
import * as dashboardRoute from "#app/routes/admin/dashboard.tsx";
import * as loginRoute from "#app/routes/auth/login.tsx";
import * as logoutRoute from "#app/routes/auth/logout.tsx";
import { accountMessages } from "#app/utils/account-schema.ts";
import { resetRateLimit } from "#app/models/rate-limits.server.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// Accounts as the owner runs them: add a colleague with a one-time
// password they replace at first sign-in, change one's own password (other
// devices signed out), sign out everywhere, remove an account but never
// the last, and sign-in attempts throttled per person and per address.

const get = (handler: unknown, path: string, cookie?: string) =>
  call(
    handler as Handler,
    new Request(`${SITE}${path}`, {
      headers: cookie ? { Cookie: cookie } : {},
    }),
  );

/** The sign-in form sent from `clientIp`: its status, cookie and Retry-After. */
async function signIn(
  username: string,
  password: string,
  clientIp = "203.0.113.7",
) {
  const result = (await loginRoute
    .action({
      request: formPost("/login", { username, password, redirectTo: "/admin" }),
      params: {},
      context: { clientIp },
    } as never)
    .catch((thrown: unknown) => thrown)) as
    Response | { data: unknown; init?: ResponseInit };
  const headers =
    result instanceof Response
      ? result.headers
      : new Headers(result.init?.headers);
  return {
    status:
      result instanceof Response ? result.status : (result.init?.status ?? 200),
    cookie: headers.get("Set-Cookie")?.split(";")[0] ?? null,
    retryAfter: headers.get("Retry-After"),
  };
}

describe.each(databaseKinds)("admin accounts on %s", (kind) => {
  let database: TestDatabase;
  let owner: { user: { id: string }; cookie: string };
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    owner = await signedInOwner("owner");
  });
  afterAll(async () => {
    await database.drop();
  });

  it("adds a colleague with a one-time password that is never sent back into the page", async () => {
    const refused = await call(
      newAccountRoute.action as Handler,
      formPost(
        "/admin/accounts/new",
        { username: "not valid!", password: "short" },
        owner.cookie,
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fieldErrors: {
        username: accountMessages.username,
        password: accountMessages.password,
      },
      values: { username: "not valid!" },
    });
    expect(JSON.stringify(refused.body)).not.toContain("short");

    const added = await call(
      newAccountRoute.action as Handler,
      formPost(
        "/admin/accounts/new",
        { username: "Maria", password: "one-time passphrase" },
        owner.cookie,
      ),
    );
    expect(added.status).toBe(303);
    expect(added.location).toBe("/admin/accounts");
    expect((await findUserByUsername("maria"))?.mustChangePassword).toBe(1);

    const taken = await call(
      newAccountRoute.action as Handler,
      formPost(
        "/admin/accounts/new",
        { username: "MARIA", password: "another passphrase" },
        owner.cookie,
      ),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      fieldErrors: { username: accountMessages.taken },
    });

    const list = (
      await get(accountsRoute.loader, "/admin/accounts", owner.cookie)
    ).body as Awaited<ReturnType<typeof accountsRoute.loader>>;
    expect(list.users.map((user) => user.username)).toEqual(["owner", "maria"]);
    expect(list.users[0]!.openSessions).toBe(1);
  });

  it("sends a colleague with a one-time password to choose their own before anything else", async () => {
    const first = await signIn("maria", "one-time passphrase");
    expect(first.status).toBe(302);
    const cookie = first.cookie!;
    const dashboard = await get(dashboardRoute.loader, "/admin", cookie);
    expect(dashboard.status).toBe(302);
    expect(dashboard.location).toBe("/admin/account");
    const page = await get(accountRoute.loader, "/admin/account", cookie);
    expect(page.body).toEqual({ username: "maria", mustChangePassword: true });

    const wrong = await call(
      accountRoute.action as Handler,
      formPost(
        "/admin/account",
        {
          currentPassword: "not the one",
          newPassword: "my very own passphrase",
          confirmPassword: "my very own passphrase",
        },
        cookie,
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      fieldErrors: { currentPassword: accountMessages.wrongPassword },
      values: {},
    });
    const mismatch = await call(
      accountRoute.action as Handler,
      formPost(
        "/admin/account",
        {
          currentPassword: "one-time passphrase",
          newPassword: "my very own passphrase",
          confirmPassword: "my very own passphrasf",
        },
        cookie,
      ),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({
      fieldErrors: { confirmPassword: accountMessages.mismatch },
      values: {},
    });

    // A second device signed in with the one-time password is signed out
    // by the change; this one stays.
    const other = await signIn("maria", "one-time passphrase", "198.51.100.4");
    const changed = await call(
      accountRoute.action as Handler,
      formPost(
        "/admin/account",
        {
          currentPassword: "one-time passphrase",
          newPassword: "my very own passphrase",
          confirmPassword: "my very own passphrase",
        },
        cookie,
      ),
    );
    expect(changed.status).toBe(303);
    expect(changed.location).toBe("/admin");
    expect((await get(dashboardRoute.loader, "/admin", cookie)).status).toBe(
      200,
    );
    expect(
      (await get(dashboardRoute.loader, "/admin", other.cookie!)).location,
    ).toMatch(/^\/login/);
    expect((await signIn("maria", "one-time passphrase")).status).toBe(401);
    expect((await signIn("maria", "my very own passphrase")).status).toBe(302);
  });

  it("signs a person out on every device at once", async () => {
    const phone = (await signIn("maria", "my very own passphrase")).cookie!;
    const laptop = (await signIn("maria", "my very own passphrase")).cookie!;
    await logoutRoute
      .action({
        request: formPost("/logout", { everywhere: "yes" }, phone),
        params: {},
        context: {},
      } as never)
      .catch((thrown: unknown) => thrown);
    for (const cookie of [phone, laptop]) {
      expect((await get(dashboardRoute.loader, "/admin", cookie)).status).toBe(
        302,
      );
    }
    const [maria] = await db()
      .select()
      .from(users)
      .where(eq(users.username, "maria"));
    expect(
      await db().select().from(sessions).where(eq(sessions.userId, maria!.id)),
    ).toEqual([]);
    expect(
      (await get(dashboardRoute.loader, "/admin", owner.cookie)).status,
    ).toBe(200);
  });

  it("removes an account, never the last one", async () => {
    const [maria] = await db()
      .select()
      .from(users)
      .where(eq(users.username, "maria"));
    const mariaCookie = (await createSessionCookie(maria!.id)).split(";")[0]!;
    const removed = await call(
      accountsRoute.action as Handler,
      formPost(
        "/admin/accounts",
        { intent: "delete", id: maria!.id },
        owner.cookie,
      ),
    );
    expect(removed.status).toBe(303);
    expect(
      (await get(dashboardRoute.loader, "/admin", mariaCookie)).location,
    ).toMatch(/^\/login/);
    expect(await findUserByUsername("maria")).toBeNull();

    const last = await call(
      accountsRoute.action as Handler,
      formPost(
        "/admin/accounts",
        { intent: "delete", id: owner.user.id },
        owner.cookie,
      ),
    );
    expect(last.status).toBe(409);
    expect(await findUserByUsername("owner")).not.toBeNull();
    const missing = await call(
      accountsRoute.action as Handler,
      formPost(
        "/admin/accounts",
        { intent: "delete", id: maria!.id },
        owner.cookie,
      ),
    );
    expect(missing.status).toBe(404);
  });

  it("throttles sign-in per person across addresses and per address across names, with Retry-After", async () => {
    // The earlier tests signed in on this database: start from zero.
    await resetRateLimit("login-user:owner");
    await resetRateLimit("login-user:guess-more");
    for (let i = 0; i < 100; i++) {
      await resetRateLimit(`login-ip:192.0.2.${i}`);
      await resetRateLimit(`login:192.0.2.${i}:owner`);
      await resetRateLimit(`login-user:guess${i}`);
      await resetRateLimit(`login:192.0.2.99:guess${i}`);
    }
    // 30 wrong passwords for one name, 10 from each of three addresses.
    for (let i = 0; i < 30; i++) {
      const answer = await signIn("owner", "wrong", `192.0.2.${i % 3}`);
      expect(answer.status).toBe(401);
    }
    const blocked = await signIn(
      "owner",
      "a long enough passphrase",
      "192.0.2.50",
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);

    // One address trying 50 names is stopped too.
    for (let i = 0; i < 50; i++) {
      expect((await signIn(`guess${i}`, "x", "192.0.2.99")).status).toBe(401);
    }
    const spray = await signIn("guess-more", "x", "192.0.2.99");
    expect(spray.status).toBe(429);
    expect(Number(spray.retryAfter)).toBeGreaterThan(0);
  });
});
