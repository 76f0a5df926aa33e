import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionCookie } from "#app/auth/session.server.ts";
import { sessions, signInThrottle, users } from "#app/db/schema.ts";
import { findUserByUsername } from "#app/models/users.server.ts";
import * as accountRoute from "#app/routes/admin/account.tsx";
import * as newAccountRoute from "#app/routes/admin/account-new.tsx";
import * as accountsRoute from "#app/routes/admin/accounts.tsx";
import * as dashboardRoute from "#app/routes/admin/dashboard.tsx";
import * as loginRoute from "#app/routes/auth/login.tsx";
import * as logoutRoute from "#app/routes/auth/logout.tsx";
import { accountMessages } from "#app/utils/account-schema.ts";
import {
  delayAfter,
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
} from "#app/models/sign-in-throttle.server.ts";
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

/**
 * The sign-in form sent from `clientKey` (with a device cookie, when
 * given): its status, cookies and Retry-After.
 */
async function signIn(
  username: string,
  password: string,
  clientKey = "203.0.113.7",
  device?: string,
) {
  const request = formPost("/login", {
    username,
    password,
    redirectTo: "/admin",
  });
  if (device) request.headers.set("Cookie", device);
  const result = (await loginRoute
    .action({ request, params: {}, context: { clientKey } } as never)
    .catch((thrown: unknown) => thrown)) as
    Response | { data: unknown; init?: ResponseInit };
  const headers =
    result instanceof Response
      ? result.headers
      : new Headers(result.init?.headers);
  const cookies = headers.getSetCookie().map((line) => line.split(";")[0]!);
  return {
    status:
      result instanceof Response ? result.status : (result.init?.status ?? 200),
    cookie: cookies.find((c) => c.startsWith("sess=")) ?? null,
    device: cookies.find((c) => c.startsWith("device=")) ?? null,
    retryAfter: headers.get("Retry-After"),
    error:
      result instanceof Response
        ? null
        : (result.data as { error: string }).error,
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

  it("never locks the owner out of a device that signed in before, and only slows other devices", async () => {
    await database.connection.db.delete(signInThrottle);
    const laptop = await signIn(
      "owner",
      "a long enough passphrase",
      "198.51.100.20",
    );
    expect(laptop.status).toBe(302);
    expect(laptop.device).toMatch(
      /^device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/,
    );

    // 30 wrong passwords for "owner" from one address, as fast as they go:
    // after FREE_FAILURES the guesser waits, and attempts during the wait
    // are refused unchecked.
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(await signIn("owner", "wrong guess", "192.0.2.66"));
    }
    expect(answers.slice(0, FREE_FAILURES).map((a) => a.status)).toEqual(
      Array(FREE_FAILURES).fill(401),
    );
    // Refused while the name's wait runs, then by the address's own limit
    // (10 attempts per name per 15 minutes), which stops only that address.
    const waiting = answers.slice(FREE_FAILURES);
    expect(waiting.every((a) => a.status === 429)).toBe(true);
    expect(waiting.every((a) => Number(a.retryAfter) > 0)).toBe(true);
    const byName = waiting.filter((a) => /for this account/.test(a.error!));
    expect(byName.length).toBeGreaterThan(0);
    expect(byName[0]!.error).toMatch(/Please wait \d+ seconds? and try again/);
    for (const answer of byName) {
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
    }

    // The owner's laptop, from the guesser's own address: straight in.
    const again = await signIn(
      "owner",
      "a long enough passphrase",
      "192.0.2.66",
      laptop.device!,
    );
    expect(again.status).toBe(302);

    // A new device, elsewhere: told how long to wait, then let in.
    const fresh = await signIn(
      "owner",
      "a long enough passphrase",
      "198.51.100.21",
    );
    expect(fresh.status).toBe(429);
    const wait = Number(fresh.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(delayAfter(FREE_FAILURES));
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    expect(
      (await signIn("owner", "a long enough passphrase", "198.51.100.21"))
        .status,
    ).toBe(302);
  });

  it("gives a device cookie only for its own name, and slows a device's own failures", async () => {
    await database.connection.db.delete(signInThrottle);
    const phone = await signIn(
      "owner",
      "a long enough passphrase",
      "198.51.100.30",
    );
    expect(phone.status).toBe(302);
    // Another name through the same cookie counts as a new device for it.
    for (let i = 0; i < FREE_FAILURES; i++) {
      await signIn("someone-else", "x", "198.51.100.31");
    }
    expect(
      (await signIn("someone-else", "x", "198.51.100.32", phone.device!))
        .status,
    ).toBe(429);
    // The cookie's own failures: free at first, then waits, for it alone.
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(
        (await signIn("owner", "wrong", "198.51.100.30", phone.device!)).status,
      ).toBe(401);
    }
    expect(
      (await signIn("owner", "wrong", "198.51.100.30", phone.device!)).status,
    ).toBe(429);
    expect(
      (await signIn("owner", "a long enough passphrase", "198.51.100.33"))
        .status,
    ).toBe(302);
    // A forged or tampered cookie is no known device.
    const forged = phone.device!.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    await database.connection.db.delete(signInThrottle);
    for (let i = 0; i < FREE_FAILURES; i++) {
      await signIn("owner", "wrong", "198.51.100.34");
    }
    expect(
      (
        await signIn(
          "owner",
          "a long enough passphrase",
          "198.51.100.35",
          forged,
        )
      ).status,
    ).toBe(429);
  });

  it("holds each address to its own limits, per name and across names, with Retry-After", async () => {
    await database.connection.db.delete(signInThrottle);
    for (let i = 0; i < 50; i++) {
      expect((await signIn(`guess${i}`, "x", "192.0.2.99")).status).toBe(401);
    }
    const spray = await signIn("guess-more", "x", "192.0.2.99");
    expect(spray.status).toBe(429);
    expect(Number(spray.retryAfter)).toBeGreaterThan(0);
    // Others are not held by that address's limit.
    expect((await signIn("guess-more", "x", "192.0.2.98")).status).toBe(401);
  });

  it("answers a sign-in that is not a form with the sign-in page's message, never a 500", async () => {
    const bodies: Array<[string, BodyInit | null]> = [
      ["application/x-www-form-urlencoded", null],
      ["application/json", JSON.stringify({ username: "owner" })],
      ["application/json", "{not json"],
      ["text/plain", "username=owner&password=x"],
      ["multipart/form-data; boundary=x", "--y\r\nnot multipart"],
      ["multipart/form-data", "no boundary at all"],
    ];
    for (const [type, body] of bodies) {
      const response = await call(
        loginRoute.action as Handler,
        new Request(`${SITE}/login`, {
          method: "POST",
          headers: { "Content-Type": type },
          body,
        }),
      );
      expect(
        response.status,
        `${type}: ${String(body)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
