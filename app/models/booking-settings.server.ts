import { and, asc, eq, gt, gte, lte, sql } from "drizzle-orm";
import {
  APPOINTMENT_KINDS,
  type AppointmentKind,
  type AppointmentType,
  DEFAULT_APPOINTMENT_TYPES,
} from "#app/booking/appointment-types.ts";
import { getDb, type Database } from "#app/db/client.server.ts";
import {
  appointmentTypes,
  bookingBlocks,
  bookingOpenings,
} from "#app/db/schema.ts";

// What the owner sets for booking (/admin/booking/settings): each type's
// settings, the dates opened for bookings, the blocked times. The bookings
// themselves are in bookings.server.ts.

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Transaction;

/** Every kind's settings: the owner's, or the defaults before a first save. */
export async function readAppointmentTypes(
  db: Reader = getDb(),
): Promise<Record<AppointmentKind, AppointmentType>> {
  const rows = await db.select().from(appointmentTypes);
  const types = { ...DEFAULT_APPOINTMENT_TYPES };
  for (const row of rows) {
    const kind = row.kind as AppointmentKind;
    if (!APPOINTMENT_KINDS.includes(kind)) continue;
    types[kind] = {
      ...DEFAULT_APPOINTMENT_TYPES[kind],
      ...(row.settings as Partial<AppointmentType>),
      kind,
    };
  }
  return types;
}

/** The dates the owner opened for bookings, with their hours. */
export async function openedDates(
  fromDate: string,
  toDate: string,
  db: Reader = getDb(),
) {
  const rows = await db
    .select()
    .from(bookingOpenings)
    .where(
      and(
        gte(bookingOpenings.date, fromDate),
        lte(bookingOpenings.date, toDate),
      ),
    )
    .orderBy(asc(bookingOpenings.date));
  return new Map(
    rows.map((row) => [row.date, { opens: row.opens, closes: row.closes }]),
  );
}

/** Saves one type's settings over the defaults (the name and resource stay). */
export async function saveAppointmentType(
  kind: AppointmentKind,
  settings: Partial<AppointmentType>,
) {
  await getDb()
    .insert(appointmentTypes)
    .values({ kind, settings })
    .onConflictDoUpdate({
      target: appointmentTypes.kind,
      set: { settings, updatedAt: sql`now()` },
    });
}

/** Dates opened for bookings from `fromDate` on, by date. */
export async function openingsFrom(fromDate: string) {
  return getDb()
    .select()
    .from(bookingOpenings)
    .where(gte(bookingOpenings.date, fromDate))
    .orderBy(asc(bookingOpenings.date));
}

/** Opens a date for bookings (replacing its hours if it was open already). */
export async function saveOpening(
  opening: typeof bookingOpenings.$inferInsert,
) {
  await getDb()
    .insert(bookingOpenings)
    .values(opening)
    .onConflictDoUpdate({
      target: bookingOpenings.date,
      set: { opens: opening.opens, closes: opening.closes },
    });
}

export async function removeOpening(date: string) {
  const removed = await getDb()
    .delete(bookingOpenings)
    .where(eq(bookingOpenings.date, date))
    .returning();
  return removed[0];
}

/** Blocked times that end after `from`, by start. */
export async function blocksFrom(from: Date) {
  return getDb()
    .select()
    .from(bookingBlocks)
    .where(gt(bookingBlocks.endsAt, from))
    .orderBy(asc(bookingBlocks.startsAt));
}

export async function addBlock(block: typeof bookingBlocks.$inferInsert) {
  await getDb().insert(bookingBlocks).values(block);
}

export async function removeBlock(id: number) {
  const removed = await getDb()
    .delete(bookingBlocks)
    .where(eq(bookingBlocks.id, id))
    .returning();
  return removed[0];
}
