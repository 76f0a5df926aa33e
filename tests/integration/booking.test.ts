import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  availability,
  book,
  bookingMessages,
  type BookingDetails,
} from "#app/booking/book.server.ts";
import { databaseErrorCode, EXCLUSION_VIOLATION } from "#app/db/error-code.ts";
import { insertBooking } from "#app/models/bookings.server.ts";
import {
  appointmentTypes,
  bookingBlocks,
  bookingOpenings,
  bookings,
} from "#app/db/schema.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// Booking a slot against a real database: the slot is checked again at
// confirm time and the exclusion constraint refuses overlaps, so concurrent
// confirms of one slot make one booking.

// Monday 1 March 2027, noon in New York (EST).
const NOW = new Date("2027-03-01T17:00:00Z");
// Wednesday 3 March 2027, 10:00 in New York.
const TEN = "2027-03-03T15:00:00.000Z";
let key = 0;
const details = (overrides: Partial<BookingDetails> = {}): BookingDetails => ({
  kind: "showroom-visit",
  start: TEN,
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "+18455550199",
  idempotencyKey: `key-${++key}`,
  ...overrides,
});

describe.each(databaseKinds)("booking a slot on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.connection.db;
  const stored = async () =>
    (await db().select({ n: count() }).from(bookings))[0]!.n;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await db().delete(bookings);
    await db().delete(bookingBlocks);
    await db().delete(bookingOpenings);
    await db().delete(appointmentTypes);
  });

  it("books a free slot and takes it off the list", async () => {
    const before = await availability("showroom-visit", NOW, {
      firstDate: "2027-03-03",
      days: 1,
    });
    expect(before[0]!.slots.map((s) => s.start)).toContain(TEN);
    const outcome = await book(details(), NOW);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.manageToken).toMatch(/^[\w-]{43}$/);
    expect(outcome.booking).toMatchObject({
      status: "confirmed",
      localDate: "2027-03-03",
      resource: "showroom",
    });
    expect(outcome.booking.manageTokenHash).not.toContain(outcome.manageToken);
    const after = await availability("showroom-visit", NOW, {
      firstDate: "2027-03-03",
      days: 1,
    });
    const times = after[0]!.slots.map((s) => s.time);
    expect(times).not.toContain("09:30");
    expect(times).not.toContain("10:00");
    expect(times).not.toContain("10:30");
    expect(times).toContain("11:00");
  });

  it("gives one booking and 49 'just booked' answers with other times to 50 confirms at once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(details({ email: `visitor${i}@example.com` }), NOW),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused).toHaveLength(49);
    for (const outcome of refused) {
      expect(outcome.message).toBe(bookingMessages.taken);
      expect(outcome.alternatives.length).toBeGreaterThan(0);
      expect(outcome.alternatives.map((s) => s.start)).not.toContain(TEN);
    }
    expect(await stored()).toBe(1);
  });

  it("books once when the same confirm arrives twice, even at once", async () => {
    const same = details();
    // Ten at once: some look for the form's booking before the first one
    // commits and check the slot after, and find it taken by themselves.
    const together = await Promise.all(
      Array.from({ length: 10 }, () => book(same, NOW)),
    );
    const later = await book(same, NOW);
    expect(await stored()).toBe(1);
    // Each answer is the one booking, with the same manage link (the
    // visitor whose first confirm timed out still gets theirs).
    const answers = [...together, later].map((o) =>
      o.ok ? [o.booking.id, o.manageToken] : o.message,
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([expect.any(Number), expect.any(String)]);
  });

  it("refuses a time inside the minimum notice or outside the hours", async () => {
    // Tuesday 2 March 10:00 is 22 hours away; Sunday is by appointment.
    for (const start of [
      "2027-03-02T15:00:00.000Z",
      "2027-03-07T15:00:00.000Z",
      "2027-03-03T12:00:00.000Z",
      "2027-03-03T15:15:00.000Z",
    ]) {
      const outcome = await book(details({ start }), NOW);
      expect(outcome).toMatchObject({
        ok: false,
        message: bookingMessages.notOffered,
      });
    }
    expect(await stored()).toBe(0);
  });

  it("keeps travel time around home estimates and stops at the daily cap", async () => {
    const estimate = (start: string, email: string) =>
      book(details({ kind: "home-estimate", start, email }), NOW);
    // 9:30, 12:00 and 14:30 fit with their buffers; 11:00 would not.
    expect(
      (await estimate("2027-03-03T14:30:00.000Z", "a@example.com")).ok,
    ).toBe(true);
    expect(
      await estimate("2027-03-03T16:00:00.000Z", "b@example.com"),
    ).toMatchObject({
      ok: false,
      message: bookingMessages.taken,
    });
    expect(
      (await estimate("2027-03-03T17:00:00.000Z", "c@example.com")).ok,
    ).toBe(true);
    expect(
      (await estimate("2027-03-03T19:30:00.000Z", "d@example.com")).ok,
    ).toBe(true);
    const day = await availability("home-estimate", NOW, {
      firstDate: "2027-03-03",
      days: 1,
    });
    expect(day[0]!.slots).toEqual([]);
    // Another resource: the showroom is still free at 9:30.
    expect(
      (await book(details({ start: "2027-03-03T14:30:00.000Z" }), NOW)).ok,
    ).toBe(true);
  });

  it("follows the owner's blocked times, opened Sundays and settings", async () => {
    await db()
      .insert(bookingBlocks)
      .values({
        resource: null,
        startsAt: new Date("2027-03-03T14:00:00Z"),
        endsAt: new Date("2027-03-03T23:00:00Z"),
        reason: "Trade show",
        createdBy: "maria",
      });
    await db().insert(bookingOpenings).values({
      date: "2027-03-07",
      opens: "11:00",
      closes: "13:00",
      createdBy: "maria",
    });
    await db()
      .insert(appointmentTypes)
      .values({ kind: "showroom-visit", settings: { minutes: 45 } });
    const days = await availability("showroom-visit", NOW, {
      firstDate: "2027-03-03",
      days: 5,
    });
    const on = (date: string) =>
      days.find((d) => d.date === date)!.slots.map((s) => s.time);
    expect(on("2027-03-03")).toEqual([]);
    expect(on("2027-03-07")).toEqual(["11:00", "11:30", "12:00"]);
    expect(on("2027-03-04").at(-1)).toBe("17:00");
    const sunday = await book(
      details({ start: "2027-03-07T16:00:00.000Z" }),
      NOW,
    );
    expect(sunday.ok).toBe(true);
    if (sunday.ok) {
      expect(sunday.booking.endsAt.toISOString()).toBe(
        "2027-03-07T16:45:00.000Z",
      );
    }
  });

  it("is refused by the database itself when two bookings of one resource overlap", async () => {
    const row = (start: string, idempotencyKey: string) => ({
      kind: "showroom-visit",
      resource: "showroom",
      startsAt: new Date(start),
      endsAt: new Date(Date.parse(start) + 3_600_000),
      takenFrom: new Date(start),
      takenUntil: new Date(Date.parse(start) + 3_600_000),
      localDate: "2027-03-03",
      status: "confirmed",
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "+18455550199",
      idempotencyKey,
    });
    await insertBooking(row(TEN, "direct-1"), 0);
    const error = await insertBooking(
      row("2027-03-03T15:30:00.000Z", "direct-2"),
      0,
    ).catch((e: unknown) => e);
    expect(databaseErrorCode(error)).toBe(EXCLUSION_VIOLATION);
    // Back to back is not an overlap.
    await insertBooking(row("2027-03-03T16:00:00.000Z", "direct-3"), 0);
    expect(await stored()).toBe(2);
  });

  it("lets a cancelled booking's time be booked again", async () => {
    const first = await book(details(), NOW);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    await db()
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, first.booking.id));
    expect((await book(details(), NOW)).ok).toBe(true);
  });
});
