// npm run admin:create -- <username>
// Reads the password from ADMIN_PASSWORD, so it never lands in shell history.
import { createUser } from "#app/models/users.server.ts";
import { startApp, stopApp } from "#app/lifecycle/app-lifecycle.server.ts";
import {
  MIN_PASSWORD_LENGTH,
  isPasswordTooLong,
} from "#app/utils/password.server.ts";

const username = process.argv[2]?.trim();
const password = process.env.ADMIN_PASSWORD ?? "";

if (!username || !/^[a-z0-9._-]{3,50}$/i.test(username)) {
  console.error(
    "Usage: ADMIN_PASSWORD='...' npm run admin:create -- <username> (3-50 letters, digits, . _ -)",
  );
  process.exit(1);
}
if (password.length < MIN_PASSWORD_LENGTH || isPasswordTooLong(password)) {
  console.error(
    `ADMIN_PASSWORD must be ${MIN_PASSWORD_LENGTH} to 1024 characters long.`,
  );
  process.exit(1);
}

await startApp({ scheduledBackups: false });
try {
  const user = await createUser(username, password);
  if (user) {
    console.log(`Created admin user "${user.username}".`);
  } else {
    console.error(`The user "${username}" already exists.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
} finally {
  await stopApp();
}
