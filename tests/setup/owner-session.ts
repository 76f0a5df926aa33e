import { createSessionCookie } from "#app/auth/session.server.ts";
import { createUser } from "#app/models/users.server.ts";

/**
 * An admin account in the current test database and the Cookie header of
 * a fresh session for it, as a browser would send it.
 */
export async function signedInOwner(username = "owner") {
  const user = await createUser(username, "a long enough passphrase");
  if (!user) throw new Error(`The user ${username} already exists`);
  const cookie = (await createSessionCookie(user.id)).split(";")[0]!;
  return { user, cookie };
}
