import { and, eq, gt, lt, or } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { sessions, users } from "#app/db/schema.ts";

export async function insertSession(
  id: string,
  userId: string,
  expiresAt: Date,
) {
  await getDb().insert(sessions).values({ id, userId, expiresAt });
}

export async function findActiveSession(id: string, idleSince: Date) {
  const [row] = await getDb()
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      mustChangePassword: users.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, new Date()),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchSession(id: string) {
  await getDb()
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(eq(sessions.id, id));
}

export async function deleteSession(id: string) {
  await getDb().delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(idleSince: Date) {
  await getDb()
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date()),
        lt(sessions.lastSeenAt, idleSince),
      ),
    );
}

/** Ends every session of one account, on every device. */
export async function deleteSessionsOfUser(userId: string) {
  const ended = await getDb()
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
