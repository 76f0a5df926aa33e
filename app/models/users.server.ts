import { and, asc, count, eq, gt, ilike, ne, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { sessions, users } from "#app/db/schema.ts";
import { containing } from "#app/utils/like-pattern.ts";
import { hashPassword } from "#app/utils/password.server.ts";

export async function findUserByUsername(username: string) {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(eq(users.username, username.toLowerCase()))
    .limit(1);
  return user ?? null;
}

export async function findUserById(id: string) {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return user ?? null;
}

/**
 * A new account. `mustChangePassword` for one another admin set up: its
 * first sign-in asks for a password of the person's own. Null when the
 * username is taken.
 */
export async function createUser(
  username: string,
  password: string,
  options: { mustChangePassword?: boolean } = {},
) {
  const [user] = await getDb()
    .insert(users)
    .values({
      username: username.toLowerCase(),
      password: await hashPassword(password),
      mustChangePassword: options.mustChangePassword ? 1 : 0,
    })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id, username: users.username });
  return user ?? null;
}

export const ADMIN_ACCOUNTS_PAGE_SIZE = 20;

/**
 * The accounts, oldest first, with how many sessions each has open, one
 * page at a time, optionally only those whose username holds `search`.
 * `accountCount` counts every account whatever the search, since the
 * last one cannot be removed.
 */
export async function listUsers(options: { search: string; page: number }) {
  const search = options.search.trim();
  const where = search ? ilike(users.username, containing(search)) : undefined;
  const db = getDb();
  const [accounts, [matching], [all], open] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        createdAt: users.createdAt,
        mustChangePassword: users.mustChangePassword,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.username))
      .limit(ADMIN_ACCOUNTS_PAGE_SIZE)
      .offset((options.page - 1) * ADMIN_ACCOUNTS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
    db.select({ n: count() }).from(users),
    db
      .select({ userId: sessions.userId, n: count() })
      .from(sessions)
      .where(gt(sessions.expiresAt, sql`now()`))
      .groupBy(sessions.userId),
  ]);
  const openSessions = new Map(open.map((row) => [row.userId, row.n]));
  return {
    users: accounts.map((account) => ({
      ...account,
      openSessions: openSessions.get(account.id) ?? 0,
    })),
    total: matching?.n ?? 0,
    accountCount: all?.n ?? 0,
    pageCount: Math.max(
      1,
      Math.ceil((matching?.n ?? 0) / ADMIN_ACCOUNTS_PAGE_SIZE),
    ),
  };
}

/**
 * Removes an account and its sessions, unless it is the last one (then the
 * business could not sign in at all). Serialised by a lock on the users
 * table, so two admins removing each other at once cannot both succeed.
 */
export async function deleteUser(
  id: string,
): Promise<
  { outcome: "deleted"; username: string } | { outcome: "last" | "missing" }
> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`lock table ${users} in share row exclusive mode`);
    const [row] = await tx.select({ n: count() }).from(users);
    const [target] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, id));
    if (!target) return { outcome: "missing" };
    if ((row?.n ?? 0) <= 1) return { outcome: "last" };
    await tx.delete(users).where(eq(users.id, id));
    return { outcome: "deleted", username: target.username };
  });
}

/**
 * A new password of the person's own: every other session of theirs ends
 * (a stolen cookie stops working), the one in use stays.
 */
export async function changePassword(
  userId: string,
  password: string,
  keepSessionId: string,
) {
  const hash = await hashPassword(password);
  await getDb().transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: hash, mustChangePassword: 0 })
      .where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  });
}
