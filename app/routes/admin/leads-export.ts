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
import { leadFilterFrom } from "#app/leads/lead-filter.ts";
import { logger } from "#app/utils/logger.server.ts";
import { csvDownload } from "#app/utils/csv-download.server.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";

// GET /admin/leads/export.csv?<the inbox's filter>: the leads the owner is
// looking at, as a spreadsheet: the inbox's columns, then each form's own.
const MAX_ROWS = 50_000;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const { filter } = leadFilterFrom(url);
  const leads = await exportLeads(filter, MAX_ROWS);
  const columns = [
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
  ];
  const rows = leads.map((lead) => [
    newYorkTime(lead.receivedAt, "sortable"),
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
  ]);
  logger.info({ by: user.username, rows: leads.length }, "leads exported");
  return csvDownload("leads", columns, rows);
}
