import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import type {
  AppointmentKind,
  Resource,
} from "#app/booking/appointment-types.ts";
import { type EnqueueInput, enqueueEmails } from "./email-outbox.server.ts";
import { getDb, type Database } from "#app/db/client.server.ts";
import { bookingBlocks, bookings, contactRequests } from "#app/db/schema.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Transaction;

/**
 * What a visitor's own rows are left out of the time taken by: the booking
 * being moved (its id), the hold their form made (its key).
 */
export interface Own {
  id?: number;
  holdKey?: string;
}

/** The key of the hold a booking form with `idempotencyKey` makes; never a booking's (those have no colon). */
export const holdKey = (idempotencyKey: string) => `hold:${idempotencyKey}`;

/** The statuses a day's cap counts: holds and cancelled bookings aside. */
const COUNTED = ["pending", "confirmed", "came", "no-show"];

/**
 * What the slot engine needs from the bookings for a kind, in one query:
 * the time of its resource taken between two instants (bookings, live
 * holds, blocks) and how many of the kind's bookings each New
 * York date holds (as bookedPerDate counts them). Every booking of a date lies inside the
 * instants when they cover the dates with a day's margin, as the callers'
 * do.
 */
export async function takenAndCounted(
  kind: AppointmentKind,
  resource: Resource,
  from: Date,
  until: Date,
  own: Own = {},
  db: Reader = getDb(),
) {
  const rows = await db
    .select({
      kind: bookings.kind,
      date: bookings.localDate,
      status: bookings.status,
      from: bookings.takenFrom,
      until: bookings.takenUntil,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.resource, resource),
        ne(bookings.status, "cancelled"),
        or(ne(bookings.status, "held"), gt(bookings.holdExpiresAt, sql`now()`)),
        gt(bookings.takenUntil, from),
        lt(bookings.takenFrom, until),
        own.id === undefined ? undefined : ne(bookings.id, own.id),
        own.holdKey === undefined
          ? undefined
          : ne(bookings.idempotencyKey, holdKey(own.holdKey)),
      ),
    )
    .unionAll(
      db
        .select({
          kind: sql<string>`''`.as("kind"),
          date: sql<string>`''`.as("date"),
          status: sql<string>`'blocked'`.as("status"),
          from: bookingBlocks.startsAt,
          until: bookingBlocks.endsAt,
        })
        .from(bookingBlocks)
        .where(
          and(
            or(
              eq(bookingBlocks.resource, resource),
              isNull(bookingBlocks.resource),
            ),
            gt(bookingBlocks.endsAt, from),
            lt(bookingBlocks.startsAt, until),
          ),
        ),
    );
  const perDate = new Map<string, number>();
  for (const row of rows) {
    if (row.kind !== kind || !COUNTED.includes(row.status)) continue;
    perDate.set(row.date, (perDate.get(row.date) ?? 0) + 1);
  }
  return {
    taken: rows.map((row) => ({
      from: new Date(row.from).getTime(),
      until: new Date(row.until).getTime(),
    })),
    perDate,
  };
}

/** How many bookings of a kind each New York date holds (holds and cancelled ones aside). */
export async function bookedPerDate(
  kind: AppointmentKind,
  fromDate: string,
  toDate: string,
  db: Reader = getDb(),
  exceptId?: number,
) {
  const rows = await db
    .select({ date: bookings.localDate, n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.kind, kind),
        inArray(bookings.status, COUNTED),
        gte(bookings.localDate, fromDate),
        lte(bookings.localDate, toDate),
        exceptId === undefined ? undefined : ne(bookings.id, exceptId),
      ),
    )
    .groupBy(bookings.localDate);
  return new Map(rows.map((row) => [row.date, row.n]));
}

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

export async function findBookingByKey(idempotencyKey: string) {
  const [row] = await getDb()
    .select()
    .from(bookings)
    .where(eq(bookings.idempotencyKey, idempotencyKey));
  return row;
}

export async function findBooking(id: number) {
  const [row] = await getDb()
    .select()
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

/**
 * Inserts a booking inside a transaction that holds the day's lock for its
 * kind, so the daily cap is counted with no other booking of that day in
 * between. Lapsed holds on its resource go first, so they cannot refuse it.
 * Its emails are queued in the same transaction: no booking without them.
 */
export async function insertBooking(
  booking: NewBooking,
  cap: number,
  emails: (row: BookingRow) => Promise<EnqueueInput[]> = async () => [],
): Promise<{ row: BookingRow } | { full: true }> {
  return getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`booking-day:${booking.kind}:${booking.localDate}`}))`,
    );
    if (cap > 0) {
      const counts = await bookedPerDate(
        booking.kind as AppointmentKind,
        booking.localDate,
        booking.localDate,
        tx,
      );
      if ((counts.get(booking.localDate) ?? 0) >= cap) return { full: true };
    }
    await clearHolds(tx, booking.resource, booking.idempotencyKey);
    const [row] = await tx.insert(bookings).values(booking).returning();
    await enqueueEmails(tx, await emails(row!));
    return { row: row! };
  });
}

/** Deletes the lapsed holds on `resource` and the form's own (it is booking or holding another time). */
async function clearHolds(
  tx: Transaction,
  resource: string,
  idempotencyKey: string,
) {
  await tx
    .delete(bookings)
    .where(
      and(
        eq(bookings.status, "held"),
        or(
          eq(bookings.idempotencyKey, holdKey(idempotencyKey)),
          and(
            eq(bookings.resource, resource),
            lte(bookings.holdExpiresAt, sql`now()`),
          ),
        ),
      ),
    );
}

/**
 * Holds a slot for the form with `idempotencyKey` until `expiresAt`, in
 * place of any time the form held before; the exclusion constraint refuses
 * it (SQLSTATE 23P01) when another row has the time, and the earlier hold
 * then stays.
 */
export async function insertHold(
  hold: Omit<NewBooking, "status" | "idempotencyKey"> & {
    idempotencyKey: string;
    holdExpiresAt: Date;
  },
) {
  return getDb().transaction(async (tx) => {
    await clearHolds(tx, hold.resource, hold.idempotencyKey);
    const [row] = await tx
      .insert(bookings)
      .values({
        ...hold,
        status: "held",
        idempotencyKey: holdKey(hold.idempotencyKey),
      })
      .returning({ id: bookings.id, holdExpiresAt: bookings.holdExpiresAt });
    return row!;
  });
}

export async function findBookingByTokenHash(hash: string) {
  const [row] = await getDb()
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hash));
  return row;
}

export type BookingChange =
  | {
      startsAt: Date;
      endsAt: Date;
      takenFrom: Date;
      takenUntil: Date;
      localDate: string;
    }
  | { status: "cancelled"; cancelReason: string | null }
  | { status: "confirmed" }
  | { status: "came" | "no-show" };

/** The statuses a booking can be in for each change. */
function changeableFrom(change: BookingChange) {
  // "came" and "no-show" correct each other: the owner may have pressed
  // the wrong one.
  return "status" in change &&
    (change.status === "came" || change.status === "no-show")
    ? ["pending", "confirmed", "came", "no-show"]
    : ["pending", "confirmed"];
}

/**
 * Moves or cancels a live booking with its sequence raised (the calendar
 * entry's), and queues its emails in the same transaction. A move holds
 * the new day's lock and counts the cap without the booking itself; the
 * exclusion constraint still refuses a time someone else has. `gone`: the
 * booking was cancelled (or otherwise settled) meanwhile.
 */
export async function changeBooking(
  before: BookingRow,
  change: BookingChange,
  cap: number,
  emails: (row: BookingRow) => Promise<EnqueueInput[]>,
): Promise<{ row: BookingRow } | { full: true } | { gone: true }> {
  return getDb().transaction(async (tx) => {
    if ("localDate" in change) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`booking-day:${before.kind}:${change.localDate}`}))`,
      );
      if (cap > 0) {
        const counts = await bookedPerDate(
          before.kind as AppointmentKind,
          change.localDate,
          change.localDate,
          tx,
          before.id,
        );
        if ((counts.get(change.localDate) ?? 0) >= cap) return { full: true };
      }
    }
    const [row] = await tx
      .update(bookings)
      .set({
        ...change,
        // A new time is told in the move's email (its reminders start
        // over), a confirmed one in the confirmation's.
        ...("localDate" in change
          ? { toldAt: sql`now()`, remindedHoursBefore: null }
          : "status" in change && change.status === "confirmed"
            ? { toldAt: sql`now()` }
            : {}),
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(bookings.id, before.id),
          inArray(bookings.status, changeableFrom(change)),
        ),
      )
      .returning();
    if (!row) return { gone: true };
    await enqueueEmails(tx, await emails(row));
    return { row };
  });
}

/** The bookings (holds aside) on New York dates `fromDate` to `toDate`, by start. */
export async function bookingsOnDates(fromDate: string, toDate: string) {
  return getDb()
    .select()
    .from(bookings)
    .where(
      and(
        ne(bookings.status, "held"),
        gte(bookings.localDate, fromDate),
        lte(bookings.localDate, toDate),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/**
 * Makes the booking a lead in the leads inbox, once: the contact request
 * and the booking's link to it in one transaction. Returns the lead's id
 * (the one made before, if the owner pressed twice), or null if the
 * booking is gone.
 */
export async function convertBookingToLead(
  id: number,
  lead: typeof contactRequests.$inferInsert,
): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ leadId: bookings.leadId })
      .from(bookings)
      .where(eq(bookings.id, id))
      .for("update");
    if (!row) return null;
    if (row.leadId !== null) return row.leadId;
    const [made] = await tx
      .insert(contactRequests)
      .values(lead)
      .returning({ id: contactRequests.id });
    await tx
      .update(bookings)
      .set({ leadId: made!.id, updatedAt: sql`now()` })
      .where(eq(bookings.id, id));
    return made!.id;
  });
}
