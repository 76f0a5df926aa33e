import { withCurrentBusiness } from "#app/business/request.server.ts";
// npm run locations:generate: create or refresh every county x city x active
// service page from the towns' facts; hand-edited pages are left alone.
import { getDb } from "#app/db/client.server.ts";
import { generateLocationPages } from "#app/models/location-generator.server.ts";
import { startApp, stopApp } from "#app/lifecycle/app-lifecycle.server.ts";

await startApp({ generateLocationPages: false, scheduledBackups: false });
try {
  const result = await withCurrentBusiness(() =>
    generateLocationPages(getDb()),
  );
  console.log(
    `Location pages: ${result.total} in the service area, ${result.created} created, ${result.updated} refreshed, ${result.handEdited} hand-edited left as they are.`,
  );
} finally {
  await stopApp();
}
