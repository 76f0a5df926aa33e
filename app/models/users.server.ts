import { eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { users } from "#app/db/schema.ts";
import { hashPassword } from "#app/utils/password.server.ts";

export async function findUserByUsername(username: string) {
  const [user] = await getDb()
    .select()
    .from(users)
    .where(eq(users.username, username.toLowerCase()))
    .limit(1);
  return user ?? null;
}

export async function createUser(username: string, password: string) {
  const [user] = await getDb()
    .insert(users)
    .values({
      username: username.toLowerCase(),
      password: await hashPassword(password),
    })
    .returning({ id: users.id, username: users.username });
  return user!;
}
