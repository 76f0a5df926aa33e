import { afterAll } from "vitest";
import { dropUndroppedDatabases } from "./database.ts";
import { killLeftServers } from "./server-process.ts";

// An integration worker runs its files one after another in one process
// (vitest.config.ts): a database or a server a file did not close would
// hold connections, memory and CPU while the next files run. This hook is
// registered before the file's own, so it runs after them.
afterAll(async () => {
  await Promise.all([dropUndroppedDatabases(), killLeftServers()]);
});
