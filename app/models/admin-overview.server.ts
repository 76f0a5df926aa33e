import { count, eq, gte, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "#app/db/client.server.ts";
import {
  blogPosts,
  contactRequests,
  designInspirationItems,
  emailOutbox,
  emailSubscribers,
  galleryProjects,
  loanApplications,
  reviews,
} from "#app/db/schema.ts";
import {
  addDays,
  SHOWROOM_TIME_ZONE,
  todayInShowroom,
} from "#app/utils/showroom-hours.ts";
import { showroomMidnight } from "./leads-inbox.server.ts";

/**
 * The dashboard's figures. "New leads" are those received since midnight
 * in New York six days before today: the seven whole dates the leads
 * inbox's `from` filter (`newLeadsFrom`) shows, so the count and the list
 * it links to agree.
 */
export async function getAdminCounts(now: Date = new Date()) {
  const db = getDb();
  const newLeadsFrom = addDays(todayInShowroom(now), -6);
  const since = showroomMidnight(newLeadsFrom);
  const [
    [gallery],
    [reviewCount],
    [ideas],
    [subscribers],
    [leads],
    [loans],
    [newContacts],
    [newLoans],
    [pending],
    [drafts],
    [unsent],
  ] = await Promise.all([
    db.select({ n: count() }).from(galleryProjects),
    db.select({ n: count() }).from(reviews),
    db.select({ n: count() }).from(designInspirationItems),
    db
      .select({ n: count() })
      .from(emailSubscribers)
      .where(eq(emailSubscribers.isActive, 1)),
    db.select({ n: count() }).from(contactRequests),
    db.select({ n: count() }).from(loanApplications),
    db
      .select({ n: count() })
      .from(contactRequests)
      .where(gte(contactRequests.createdAt, since)),
    db
      .select({ n: count() })
      .from(loanApplications)
      .where(gte(loanApplications.submittedAt, since)),
    db
      .select({ n: count() })
      .from(loanApplications)
      .where(eq(loanApplications.status, "pending")),
    db
      .select({ n: count() })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, 0)),
    db
      .select({ n: count() })
      .from(emailOutbox)
      .where(isNull(emailOutbox.sentAt)),
  ]);
  return {
    galleryProjects: gallery?.n ?? 0,
    reviews: reviewCount?.n ?? 0,
    designIdeas: ideas?.n ?? 0,
    activeSubscribers: subscribers?.n ?? 0,
    contactRequests: leads?.n ?? 0,
    loanApplications: loans?.n ?? 0,
    newLeads: (newContacts?.n ?? 0) + (newLoans?.n ?? 0),
    newLeadsFrom,
    pendingApplications: pending?.n ?? 0,
    drafts: drafts?.n ?? 0,
    unsentEmails: unsent?.n ?? 0,
  };
}

const LEAD_WEEKS = 12;

/**
 * Contact requests and loan applications received in each of the last
 * LEAD_WEEKS weeks, oldest first, the current week last. Weeks start on
 * Monday at midnight in New York (Postgres's date_trunc('week') is ISO,
 * Monday-based); a week without leads is there with zeros.
 */
export async function getLeadsPerWeek(now: Date = new Date()) {
  const thisWeek = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${SHOWROOM_TIME_ZONE})`;
  const firstWeek = sql`(${thisWeek} - make_interval(weeks => ${LEAD_WEEKS - 1}))`;
  const weekOf = (column: PgColumn) =>
    sql`date_trunc('week', ${column} at time zone ${SHOWROOM_TIME_ZONE})`;
  const { rows } = (await getDb().execute(sql`
    with weeks as (
      select generate_series(${firstWeek}, ${thisWeek}, interval '1 week') as week
    ),
    leads as (
      select ${weekOf(contactRequests.createdAt)} as week, 'contact' as kind
      from ${contactRequests}
      where ${contactRequests.createdAt} >= ${firstWeek} at time zone ${SHOWROOM_TIME_ZONE}
      union all
      select ${weekOf(loanApplications.submittedAt)}, 'loan'
      from ${loanApplications}
      where ${loanApplications.submittedAt} >= ${firstWeek} at time zone ${SHOWROOM_TIME_ZONE}
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week,
      count(leads.kind) filter (where leads.kind = 'contact') as contact,
      count(leads.kind) filter (where leads.kind = 'loan') as loan
    from weeks left join leads on leads.week = weeks.week
    group by weeks.week
    order by weeks.week`)) as unknown as {
    // count() is a bigint: node-postgres gives it as a string.
    rows: { week: string; contact: number | string; loan: number | string }[];
  };
  return rows.map((row) => ({
    week: row.week,
    contactRequests: Number(row.contact),
    loanApplications: Number(row.loan),
  }));
}
