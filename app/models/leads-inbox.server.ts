import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "#app/db/client.server.ts";
import {
  contactRequests,
  leadChanges,
  loanApplications,
} from "#app/db/schema.ts";
import type { LeadFilter, LeadKind } from "#app/leads/lead-filter.ts";
import { containing } from "#app/utils/like-pattern.ts";
import { addDays, SHOWROOM_TIME_ZONE } from "#app/utils/showroom-hours.ts";

// The owner's leads inbox: contact requests and loan applications in one
// list, newest first, searched and filtered alike; each lead's page with
// its notes and history; and a person's data deleted on request.

export interface LeadSummary {
  kind: LeadKind;
  id: number;
  receivedAt: Date;
  /** The contact request's type, or "loan-application". */
  type: string;
  name: string;
  email: string;
  phone: string;
  town: string;
  inServiceArea: number | null;
  distanceMiles: number | null;
  status: string;
  hasNotes: boolean;
}

interface LeadColumns {
  receivedAt: PgColumn;
  name: SQL;
  email: PgColumn;
  phone: PgColumn;
  town: SQL;
  inServiceArea: PgColumn;
  status: PgColumn;
}

const contactColumns: LeadColumns = {
  receivedAt: contactRequests.createdAt,
  name: sql`${contactRequests.name}`,
  email: contactRequests.email,
  phone: contactRequests.phone,
  town: sql`coalesce(${contactRequests.townOrZip}, '')`,
  inServiceArea: contactRequests.inServiceArea,
  status: contactRequests.status,
};

const loanColumns: LeadColumns = {
  receivedAt: loanApplications.submittedAt,
  name: sql`${loanApplications.firstName} || ' ' || ${loanApplications.lastName}`,
  email: loanApplications.email,
  phone: loanApplications.phone,
  town: sql`${loanApplications.city} || ', ' || ${loanApplications.state} || ' ' || ${loanApplications.zipCode}`,
  inServiceArea: loanApplications.inServiceArea,
  status: loanApplications.status,
};

/** Midnight at the start of a New York date, as a timestamp. */
export const showroomMidnight = (isoDate: string) =>
  sql`(${isoDate}::date)::timestamp at time zone ${SHOWROOM_TIME_ZONE}`;

function conditions(columns: LeadColumns, filter: LeadFilter) {
  const where: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = containing(filter.q);
    const digits = filter.q.replace(/\D/g, "");
    where.push(
      or(
        ilike(columns.name, pattern),
        ilike(columns.email, pattern),
        ilike(columns.town, pattern),
        ilike(columns.phone, pattern),
        // A phone number typed in any format: (845) 555-0142, 8455550142.
        digits.length >= 3
          ? sql`regexp_replace(${columns.phone}, '\\D', '', 'g') like ${containing(digits)}`
          : undefined,
      ),
    );
  }
  if (filter.status) where.push(eq(columns.status, filter.status));
  if (filter.area === "in") where.push(eq(columns.inServiceArea, 1));
  if (filter.area === "out") where.push(eq(columns.inServiceArea, 0));
  if (filter.area === "unknown") where.push(isNull(columns.inServiceArea));
  if (filter.from) {
    where.push(gte(columns.receivedAt, showroomMidnight(filter.from)));
  }
  if (filter.to) {
    where.push(lt(columns.receivedAt, showroomMidnight(addDays(filter.to, 1))));
  }
  return and(...where);
}

const wants = (filter: LeadFilter, kind: LeadKind) =>
  filter.type === "" || filter.type === kind;

/** A stored lead, whole, with its kind. */
export type Lead =
  | { kind: "contact"; row: typeof contactRequests.$inferSelect }
  | { kind: "loan"; row: typeof loanApplications.$inferSelect };

type Found = LeadSummary & { lead: Lead };

async function contactLeads(filter: LeadFilter, limit: number) {
  const rows = await getDb()
    .select()
    .from(contactRequests)
    .where(conditions(contactColumns, filter))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(limit);
  return rows.map((row): Found => ({
    kind: "contact",
    id: row.id,
    receivedAt: row.createdAt,
    type: row.requestType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    town: row.townOrZip ?? "",
    inServiceArea: row.inServiceArea,
    distanceMiles: row.distanceMiles,
    status: row.status,
    hasNotes: Boolean(row.notes?.trim()),
    lead: { kind: "contact", row },
  }));
}

async function loanLeads(filter: LeadFilter, limit: number) {
  const rows = await getDb()
    .select()
    .from(loanApplications)
    .where(conditions(loanColumns, filter))
    .orderBy(desc(loanApplications.submittedAt), desc(loanApplications.id))
    .limit(limit);
  return rows.map((row): Found => ({
    kind: "loan",
    id: row.id,
    receivedAt: row.submittedAt,
    type: "loan-application",
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    town: `${row.city}, ${row.state} ${row.zipCode}`,
    inServiceArea: row.inServiceArea,
    distanceMiles: null,
    status: row.status,
    hasNotes: Boolean(row.notes?.trim()),
    lead: { kind: "loan", row },
  }));
}

async function findLeads(filter: LeadFilter, offset: number, limit: number) {
  const upTo = offset + limit;
  const [contacts, loans] = await Promise.all([
    wants(filter, "contact") ? contactLeads(filter, upTo) : [],
    wants(filter, "loan") ? loanLeads(filter, upTo) : [],
  ]);
  return [...contacts, ...loans]
    .sort(
      (a, b) =>
        b.receivedAt.getTime() - a.receivedAt.getTime() ||
        (a.kind === b.kind ? b.id - a.id : a.kind === "loan" ? -1 : 1),
    )
    .slice(offset, upTo);
}

/**
 * One page of the leads matching `filter`, newest first, and how many
 * match in all. The two tables are read newest first up to the end of the
 * page and merged, which stays cheap for the thousands of leads a showroom
 * gets in years.
 */
export async function listLeads(
  filter: LeadFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ leads: LeadSummary[]; total: number }> {
  const [found, total] = await Promise.all([
    findLeads(filter, offset, limit),
    countLeads(filter),
  ]);
  // The inbox sends its rows to the browser: the summary only.
  return { leads: found.map(({ lead: _, ...summary }) => summary), total };
}

/** Up to `limit` leads matching `filter`, newest first, with every field (the spreadsheet). */
export function exportLeads(filter: LeadFilter, limit: number) {
  return findLeads(filter, 0, limit);
}

export async function countLeads(filter: LeadFilter): Promise<number> {
  const db = getDb();
  const [[contacts], [loans]] = await Promise.all([
    wants(filter, "contact")
      ? db
          .select({ n: count() })
          .from(contactRequests)
          .where(conditions(contactColumns, filter))
      : [{ n: 0 }],
    wants(filter, "loan")
      ? db
          .select({ n: count() })
          .from(loanApplications)
          .where(conditions(loanColumns, filter))
      : [{ n: 0 }],
  ]);
  return (contacts?.n ?? 0) + (loans?.n ?? 0);
}

export async function getContactLead(id: number) {
  const [row] = await getDb()
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.id, id));
  return row ?? null;
}

export async function getLoanLead(id: number) {
  const [row] = await getDb()
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.id, id));
  return row ?? null;
}

export async function listLeadChanges(kind: LeadKind, id: number) {
  return getDb()
    .select()
    .from(leadChanges)
    .where(and(eq(leadChanges.leadKind, kind), eq(leadChanges.leadId, id)))
    .orderBy(asc(leadChanges.changedAt), asc(leadChanges.id));
}

const tableOf = (kind: LeadKind) =>
  kind === "contact" ? contactRequests : loanApplications;

/**
 * Sets a lead's status or notes and records who did it, in one
 * transaction. False when there is no such lead; an unchanged value
 * records nothing.
 */
export async function changeLead(
  kind: LeadKind,
  id: number,
  change: { field: "status" | "notes"; value: string },
  changedBy: string,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const table = tableOf(kind);
    const column = change.field === "status" ? table.status : table.notes;
    const [current] = await tx
      .select({ value: column })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!current) return false;
    const before = current.value ?? "";
    if (before === change.value) return true;
    const value =
      change.field === "notes" && change.value === "" ? null : change.value;
    if (kind === "contact") {
      await tx
        .update(contactRequests)
        .set({ [change.field]: value })
        .where(eq(contactRequests.id, id));
    } else {
      await tx
        .update(loanApplications)
        .set({ [change.field]: value, lastUpdated: sql`now()` })
        .where(eq(loanApplications.id, id));
    }
    // A note's text stays on the lead only; the history says it changed.
    await tx.insert(leadChanges).values({
      leadKind: kind,
      leadId: id,
      field: change.field,
      oldValue: change.field === "status" ? before : null,
      newValue: change.field === "status" ? change.value : null,
      changedBy,
    });
    return true;
  });
}
