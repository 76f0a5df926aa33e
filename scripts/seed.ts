// npm run db:seed: migrate and fill any empty demo table (safe to repeat).
import { startApp, stopApp } from "#app/lifecycle/app-lifecycle.server.ts";

await startApp({ scheduledBackups: false });
await stopApp();
console.log("Database migrated and seeded.");
