import type { Route } from "./+types/subscribers-export";
import { requireAdmin } from "#app/auth/session.server.ts";
import { listSubscribers } from "#app/models/subscribers-admin.server.ts";
import { csvDownload } from "#app/utils/csv-download.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  SUBSCRIBER_STATUS_LABELS,
  subscriberFilterFrom,
  subscriberStatus,
} from "#app/subscribers/schema.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";

// GET /admin/email-marketing/subscribers.csv?<the list's filter>: the
// subscribers the owner is looking at, as a spreadsheet.
const MAX_ROWS = 100_000;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const { filter } = subscriberFilterFrom(new URL(request.url));
  const { subscribers } = await listSubscribers(filter, {
    offset: 0,
    limit: MAX_ROWS,
  });
  const rows = subscribers.map((subscriber) => [
    subscriber.email,
    subscriber.firstName ?? "",
    subscriber.lastName ?? "",
    subscriber.source,
    SUBSCRIBER_STATUS_LABELS[subscriberStatus(subscriber)],
    newYorkTime(subscriber.createdAt, "sortable"),
    subscriber.unsubscribedAt
      ? newYorkTime(subscriber.unsubscribedAt, "sortable")
      : "",
  ]);
  logger.info(
    { by: user.username, rows: subscribers.length },
    "subscribers exported",
  );
  return csvDownload(
    "subscribers",
    [
      "Email",
      "First name",
      "Last name",
      "Source",
      "Status",
      "Subscribed at (New York time)",
      "Unsubscribed at (New York time)",
    ],
    rows,
  );
}
