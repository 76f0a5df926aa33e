import { stringify } from "csv-stringify/sync";
import type { Route } from "./+types/leads-export";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  leadStatusLabel,
  leadTypeLabel,
} from "#app/components/admin/lead-tables.tsx";
import {
  csvFieldCells,
  csvFieldColumns,
} from "#app/leads/lead-fields.server.ts";
import {
  IN_SERVICE_AREA,
  inServiceAreaWords,
} from "#app/leads/service-area-words.ts";
import { exportLeads } from "#app/models/leads-inbox.server.ts";
import { leadFilterFrom } from "#app/utils/lead-filter.ts";
import { logger } from "#app/utils/logger.server.ts";

// GET /admin/leads/export.csv?<the inbox's filter>: the leads the owner is
// looking at, as a spreadsheet. A cell that starts with = + - @, a tab or
// a carriage return is prefixed with ' so a spreadsheet shows it as text
// and never runs it as a formula (csv-stringify's escape_formulas).
const MAX_ROWS = 50_000;

const newYork = new Intl.DateTimeFormat("sv-SE", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/New_York",
});

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const { filter } = leadFilterFrom(url);
  const leads = await exportLeads(filter, MAX_ROWS);
  const csv = stringify(
    leads.map((lead) => [
      newYork.format(lead.receivedAt),
      leadTypeLabel(lead.type),
      lead.name,
      lead.email,
      lead.phone,
      lead.town,
      inServiceAreaWords(lead.inServiceArea, null),
      lead.distanceMiles ?? "",
      leadStatusLabel(lead.kind, lead.status),
      `${url.origin}/admin/leads/${lead.kind}/${lead.id}`,
      ...csvFieldCells(lead.lead),
    ]),
    {
      header: true,
      columns: [
        "Received (New York time)",
        "Request",
        "Name",
        "Email",
        "Phone",
        "Town",
        IN_SERVICE_AREA,
        "Miles from showroom",
        "Status",
        "Lead page",
        ...csvFieldColumns,
      ],
      escape_formulas: true,
      record_delimiter: "windows",
    },
  );
  logger.info({ by: user.username, rows: leads.length }, "leads exported");
  const day = new Date().toISOString().slice(0, 10);
  // A byte order mark, so Excel reads the names' accents as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
