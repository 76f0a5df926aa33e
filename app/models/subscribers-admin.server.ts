import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { emailSubscribers } from "#app/db/schema.ts";
import { containing } from "#app/utils/like-pattern.ts";
import { SHOWROOM_TIME_ZONE } from "#app/utils/showroom-hours.ts";
import type {
  AddSubscriberInput,
  SubscriberFilter,
  SubscriberStatus,
} from "#app/subscribers/schema.ts";

// The owner's subscriber list: find, count, add by hand, import a file,
// unsubscribe (subscribers.server.ts) and delete on request. An address
// that unsubscribed is never put back on the list from here: only the
// person's own sign-up does that.

const statusWhere: Record<SubscriberStatus, SQL | undefined> = {
  active: eq(emailSubscribers.isActive, 1),
  unsubscribed: and(
    eq(emailSubscribers.isActive, 0),
    isNotNull(emailSubscribers.unsubscribedAt),
  ),
  unconfirmed: and(
    eq(emailSubscribers.isActive, 0),
    isNull(emailSubscribers.unsubscribedAt),
  ),
};

function filterWhere(filter: SubscriberFilter) {
  const pattern = containing(filter.q);
  return and(
    filter.q
      ? or(
          ilike(emailSubscribers.email, pattern),
          ilike(
            sql`concat_ws(' ', ${emailSubscribers.firstName}, ${emailSubscribers.lastName})`,
            pattern,
          ),
        )
      : undefined,
    filter.status ? statusWhere[filter.status] : undefined,
    filter.source ? eq(emailSubscribers.source, filter.source) : undefined,
  );
}

/** The subscribers a filter finds, newest first, and how many there are. */
export async function listSubscribers(
  filter: SubscriberFilter,
  { offset, limit }: { offset: number; limit: number },
) {
  const where = filterWhere(filter);
  const db = getDb();
  const [subscribers, [total]] = await Promise.all([
    db
      .select({
        id: emailSubscribers.id,
        email: emailSubscribers.email,
        firstName: emailSubscribers.firstName,
        lastName: emailSubscribers.lastName,
        source: emailSubscribers.source,
        isActive: emailSubscribers.isActive,
        unsubscribedAt: emailSubscribers.unsubscribedAt,
        createdAt: emailSubscribers.createdAt,
      })
      .from(emailSubscribers)
      .where(where)
      .orderBy(desc(emailSubscribers.createdAt), desc(emailSubscribers.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(emailSubscribers).where(where),
  ]);
  return { subscribers, total: total?.n ?? 0 };
}

export type SubscriberRow = Awaited<
  ReturnType<typeof listSubscribers>
>["subscribers"][number];

export async function subscriberCounts() {
  const counted = (status: SubscriberStatus) =>
    sql<number>`count(*) filter (where ${statusWhere[status]})`.mapWith(Number);
  const [row] = await getDb()
    .select({
      active: counted("active"),
      unsubscribed: counted("unsubscribed"),
      unconfirmed: counted("unconfirmed"),
    })
    .from(emailSubscribers);
  return row ?? { active: 0, unsubscribed: 0, unconfirmed: 0 };
}

/** Every source an address on the list came from, for the filter. */
export async function subscriberSources(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ source: emailSubscribers.source })
    .from(emailSubscribers)
    .orderBy(emailSubscribers.source);
  return rows.map((row) => row.source);
}

export const SUBSCRIBER_WEEKS = 12;

/**
 * New subscribers and unsubscribes in each of the last SUBSCRIBER_WEEKS
 * weeks, oldest first, the current week last. Weeks start on Monday at
 * midnight in New York (date_trunc('week') is ISO, Monday-based); a week
 * with neither is there with zeros.
 */
export async function subscribersPerWeek(now: Date = new Date()) {
  const thisWeek = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${SHOWROOM_TIME_ZONE})`;
  const firstWeek = sql`(${thisWeek} - make_interval(weeks => ${SUBSCRIBER_WEEKS - 1}))`;
  const since = sql`${firstWeek} at time zone ${SHOWROOM_TIME_ZONE}`;
  const perWeek = (column: SQL) => sql`
    select date_trunc('week', ${column} at time zone ${SHOWROOM_TIME_ZONE}) as week,
      count(*) as n
    from ${emailSubscribers}
    where ${column} >= ${since}
    group by 1`;
  const { rows } = (await getDb().execute(sql`
    with weeks as (
      select generate_series(${firstWeek}, ${thisWeek}, interval '1 week') as week
    ),
    joined as (${perWeek(sql`${emailSubscribers.createdAt}`)}),
    gone as (${perWeek(sql`${emailSubscribers.unsubscribedAt}`)})
    select to_char(weeks.week, 'YYYY-MM-DD') as week,
      coalesce(joined.n, 0) as joined,
      coalesce(gone.n, 0) as unsubscribed
    from weeks
    left join joined on joined.week = weeks.week
    left join gone on gone.week = weeks.week
    order by weeks.week`)) as unknown as {
    // count() is a bigint: node-postgres gives it as a string.
    rows: {
      week: string;
      joined: number | string;
      unsubscribed: number | string;
    }[];
  };
  return rows.map((row) => ({
    week: row.week,
    joined: Number(row.joined),
    unsubscribed: Number(row.unsubscribed),
  }));
}

export type AddedSubscriber =
  | { outcome: "added" }
  | { outcome: "active" }
  | { outcome: "unsubscribed"; at: Date }
  | { outcome: "unconfirmed" };

/**
 * Adds an address the owner typed in (source "admin"). One that is on the
 * list already is left exactly as it is, and the answer says why: above
 * all, one that unsubscribed stays unsubscribed.
 */
export async function addSubscriberByAdmin(
  input: AddSubscriberInput,
): Promise<AddedSubscriber> {
  const db = getDb();
  const inserted = await db
    .insert(emailSubscribers)
    .values({
      email: input.email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      source: "admin",
    })
    .onConflictDoNothing({ target: emailSubscribers.email })
    .returning({ id: emailSubscribers.id });
  if (inserted.length > 0) return { outcome: "added" };
  const [existing] = await db
    .select({
      isActive: emailSubscribers.isActive,
      unsubscribedAt: emailSubscribers.unsubscribedAt,
    })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.email, input.email));
  if (!existing || existing.isActive === 1) return { outcome: "active" };
  return existing.unsubscribedAt
    ? { outcome: "unsubscribed", at: existing.unsubscribedAt }
    : { outcome: "unconfirmed" };
}

/** Deletes one subscriber and their campaign sends; false if not there. */
export async function deleteSubscriber(id: number): Promise<boolean> {
  const deleted = await getDb()
    .delete(emailSubscribers)
    .where(eq(emailSubscribers.id, id))
    .returning({ id: emailSubscribers.id });
  return deleted.length > 0;
}

export interface ImportedPerson {
  /** Trimmed and lower-cased, as the list stores it; unique in the list. */
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface ImportCounts {
  added: number;
  alreadySubscribed: number;
  /** On the list but not receiving mail (unsubscribed): left that way. */
  suppressed: number;
}

// Each INSERT names 4 values per row; PostgreSQL takes at most 65,535.
const IMPORT_CHUNK = 1_000;

/**
 * Adds a file's people with `source`. An address already on the list is
 * never changed, except that an active one gets names it lacks; one that
 * unsubscribed is never re-subscribed and keeps no name. ON CONFLICT DO
 * NOTHING leaves a sign-up arriving at the same moment as it is, and one
 * transaction means a failure part-way stores nothing.
 */
export async function importSubscribers(
  people: ImportedPerson[],
  source: string,
): Promise<ImportCounts> {
  return getDb().transaction(async (tx) => {
    const counts: ImportCounts = {
      added: 0,
      alreadySubscribed: 0,
      suppressed: 0,
    };
    for (let start = 0; start < people.length; start += IMPORT_CHUNK) {
      const chunk = people.slice(start, start + IMPORT_CHUNK);
      const inserted = await tx
        .insert(emailSubscribers)
        .values(chunk.map((person) => ({ ...person, source })))
        .onConflictDoNothing({ target: emailSubscribers.email })
        .returning({ email: emailSubscribers.email });
      counts.added += inserted.length;
      const added = new Set(inserted.map((row) => row.email));
      const existing = chunk.filter((person) => !added.has(person.email));
      if (existing.length === 0) continue;
      const states = await tx
        .select({ isActive: emailSubscribers.isActive })
        .from(emailSubscribers)
        .where(
          inArray(
            emailSubscribers.email,
            existing.map((person) => person.email),
          ),
        );
      for (const state of states) {
        if (state.isActive === 1) counts.alreadySubscribed += 1;
        else counts.suppressed += 1;
      }
      const named = existing.filter(
        (person) => person.firstName || person.lastName,
      );
      if (named.length === 0) continue;
      // is_active is checked again here, so an address unsubscribed since
      // the select above gets no name back (the privacy page's promise).
      await tx.execute(sql`
        update ${emailSubscribers} as s set
          first_name = coalesce(s.first_name, v.first_name),
          last_name = coalesce(s.last_name, v.last_name)
        from (values ${sql.join(
          named.map(
            (person) =>
              sql`(${person.email}::text, ${person.firstName}::text, ${person.lastName}::text)`,
          ),
          sql`, `,
        )}) as v(email, first_name, last_name)
        where s.email = v.email and s.is_active = 1
          and ((s.first_name is null and v.first_name is not null)
            or (s.last_name is null and v.last_name is not null))`);
    }
    return counts;
  });
}
