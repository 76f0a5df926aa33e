import { stringify } from "csv-stringify/sync";
import type { Route } from "./+types/subscribers-export";
import { requireAdmin } from "#app/auth/session.server.ts";
import { listSubscribers } from "#app/models/subscribers-admin.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  SUBSCRIBER_STATUS_LABELS,
  subscriberFilterFrom,
  subscriberStatus,
} from "#app/utils/subscriber-schema.ts";

// GET /admin/email-marketing/subscribers.csv?<the list's filter>: the
// subscribers the owner is looking at, as a spreadsheet. A cell that starts
// with = + - @, a tab or a carriage return is prefixed with ' so a
// spreadsheet shows it as text and never runs it as a formula
// (csv-stringify's escape_formulas): names come from strangers.
const MAX_ROWS = 100_000;

const newYork = new Intl.DateTimeFormat("sv-SE", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/New_York",
});

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const { filter } = subscriberFilterFrom(new URL(request.url));
  const { subscribers } = await listSubscribers(filter, {
    offset: 0,
    limit: MAX_ROWS,
  });
  const csv = stringify(
    subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.firstName ?? "",
      subscriber.lastName ?? "",
      subscriber.source,
      SUBSCRIBER_STATUS_LABELS[subscriberStatus(subscriber)],
      newYork.format(subscriber.createdAt),
      subscriber.unsubscribedAt
        ? newYork.format(subscriber.unsubscribedAt)
        : "",
    ]),
    {
      header: true,
      columns: [
        "Email",
        "First name",
        "Last name",
        "Source",
        "Status",
        "Subscribed at (New York time)",
        "Unsubscribed at (New York time)",
      ],
      escape_formulas: true,
      record_delimiter: "windows",
    },
  );
  logger.info(
    { by: user.username, rows: subscribers.length },
    "subscribers exported",
  );
  const day = new Date().toISOString().slice(0, 10);
  // A byte order mark, so Excel reads the names' accents as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
