import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, book } from "#app/booking/book.server.ts";
import { moveBooking } from "#app/booking/manage.server.ts";
import { sendDueReminders } from "#app/booking/reminders.server.ts";
import { openPglite } from "#app/db/client.server.ts";
import { bookings, emailOutbox } from "#app/db/schema.ts";
import type { OutgoingEmail } from "#app/utils/email.server.ts";
import { bookingDatabase } from "#tests/setup/booking-database.ts";
import {
  createPostgresDatabase,
  databaseKinds,
} from "#tests/setup/database.ts";
import {
  startServer,
  type ServerProcess,
} from "#tests/setup/server-process.ts";
import {
  countPerRecipient,
  startSmtpServer,
  type TestSmtpServer,
  until,
} from "#tests/setup/smtp-server.ts";

// Reminders 24 hours and 2 hours before a confirmed booking (issue 32):
// each goes once, with the manage link of the confirmation; a booking
// moved gets its reminders again for its new time; a visitor who has just
// been told the time is not reminded of it; pending and cancelled bookings
// get none. Then with real processes: once across a kill -9 and restart,
// and once across two servers on one PostgreSQL.

const HOUR = 3_600_000;
let key = 0;

describe.each(databaseKinds)("booking reminders on %s", (kind) => {
  const db = bookingDatabase(kind);

  /** A booking whose visitor was told its time `toldHoursBefore` ahead. */
  async function booked(toldHoursBefore = 72) {
    const [day] = (await availability("showroom-visit", new Date())).filter(
      (d) => d.slots.length > 4,
    );
    const outcome = await book({
      kind: "showroom-visit",
      start: day!.slots[0]!.start,
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "+18455550199",
      idempotencyKey: `remind-${++key}-0000000000`,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const start = outcome.booking.startsAt.getTime();
    await db()
      .update(bookings)
      .set({ toldAt: new Date(start - toldHoursBefore * HOUR) })
      .where(eq(bookings.id, outcome.booking.id));
    return { ...outcome, start, day: day! };
  }
  const reminders = async () =>
    (
      await db()
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.kind} like 'booking-reminder-%'`)
        .orderBy(emailOutbox.id)
    ).map((row) => ({
      kind: row.kind,
      email: row.message as OutgoingEmail,
    }));
  const at = (start: number, hoursBefore: number) =>
    new Date(start - hoursBefore * HOUR);

  it("sends the 24-hour and the 2-hour reminder once each, with the manage link", async () => {
    const { start, manageToken } = await booked();
    expect(await sendDueReminders(at(start, 24.5))).toBe(0);
    expect(await sendDueReminders(at(start, 23.9))).toBe(1);
    expect(await sendDueReminders(at(start, 23.5))).toBe(0);
    expect(await sendDueReminders(at(start, 2.5))).toBe(0);
    expect(await sendDueReminders(at(start, 1.9))).toBe(1);
    expect(await sendDueReminders(at(start, 1))).toBe(0);
    expect(await sendDueReminders(new Date(start + 60_000))).toBe(0);

    const sent = await reminders();
    expect(sent.map((r) => r.kind)).toEqual([
      "booking-reminder-24h",
      "booking-reminder-2h",
    ]);
    const [dayBefore, sameDay] = sent.map((r) => r.email);
    expect(dayBefore!.to.address).toBe("ann@example.com");
    expect(dayBefore!.subject).toMatch(/^Reminder: Showroom visit, /);
    expect(dayBefore!.text).toMatch(
      /A reminder: your showroom visit is tomorrow at \d{1,2}:\d\d [AP]M \(New York time\)\./,
    );
    expect(sameDay!.text).toMatch(/your showroom visit is today at/);
    for (const email of [dayBefore!, sameDay!]) {
      expect(email.text).toContain(`/book/manage/${manageToken}`);
      expect(email.html).toContain(`/book/manage/${manageToken}`);
    }
  });

  it("sends only the 2-hour reminder when the day-before one was missed", async () => {
    const { start } = await booked();
    expect(await sendDueReminders(at(start, 1.5))).toBe(1);
    expect(await sendDueReminders(at(start, 1))).toBe(0);
    expect((await reminders()).map((r) => r.kind)).toEqual([
      "booking-reminder-2h",
    ]);
  });

  it("skips a reminder due within two hours of the visitor being told the time", async () => {
    const { start } = await booked(25);
    expect(await sendDueReminders(at(start, 23.9))).toBe(0);
    expect(await sendDueReminders(at(start, 1.9))).toBe(1);
    expect((await reminders()).map((r) => r.kind)).toEqual([
      "booking-reminder-2h",
    ]);
  });

  it("reminds a moved booking again for its new time", async () => {
    const { start, booking, day } = await booked();
    expect(await sendDueReminders(at(start, 23.9))).toBe(1);
    const later = day.slots[4]!.start;
    const moved = await moveBooking(booking, later, at(start, 23.8));
    expect(moved.ok).toBe(true);
    const [row] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row!.remindedHoursBefore).toBeNull();
    const newStart = new Date(later).getTime();
    await db()
      .update(bookings)
      .set({ toldAt: new Date(newStart - 72 * HOUR) })
      .where(eq(bookings.id, booking.id));
    expect(await sendDueReminders(at(newStart, 23.9))).toBe(1);
    expect((await reminders()).map((r) => r.kind)).toEqual([
      "booking-reminder-24h",
      "booking-reminder-24h",
    ]);
  });

  it("reminds no pending and no cancelled booking", async () => {
    const { start, booking } = await booked();
    await db()
      .update(bookings)
      .set({ status: "pending" })
      .where(eq(bookings.id, booking.id));
    expect(await sendDueReminders(at(start, 23.9))).toBe(0);
    await db()
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, booking.id));
    expect(await sendDueReminders(at(start, 1.9))).toBe(0);
    expect(await reminders()).toEqual([]);
  });
});

// A confirmed booking straight into the table, a minute long, due for its
// 24-hour reminder `dueInSeconds` from now (negative: already due; one
// minute apart per `n` by default, so they do not overlap).
const dueBooking = (n: number, email: string, dueInSeconds = -60 * n) => `
  insert into bookings (kind, resource, starts_at, ends_at, taken_from,
    taken_until, local_date, status, name, email, phone, idempotency_key,
    told_at)
  select 'showroom-visit', 'showroom', s, s + interval '1 minute', s,
    s + interval '1 minute',
    to_char(s at time zone 'America/New_York', 'YYYY-MM-DD'), 'confirmed',
    'Due ${n}', '${email}', '+18455550100', 'due-${n}-${Date.now()}',
    now() - interval '3 days'
  from (select now() + interval '24 hours' + ${dueInSeconds} * interval '1 second' as s) t`;

const reminderEnv = (smtp: TestSmtpServer) => ({
  SMTP_URL: smtp.url,
  BOOKING_REMINDER_INTERVAL_MS: "150",
  EMAIL_DRAIN_INTERVAL_MS: "150",
});

/** Reminders the sink received, counted per recipient. */
const remindersPerRecipient = (smtp: TestSmtpServer) =>
  countPerRecipient(smtp, "Reminder:");

describe("reminders across a crash of the server", () => {
  let smtp: TestSmtpServer;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await smtp.stop();
  });

  async function insert(dataDir: string, statement: string) {
    const pglite = await openPglite(path.join(dataDir, "pglite"));
    await pglite.db.execute(sql.raw(statement));
    await pglite.close();
  }

  it("sends a reminder once though the server is killed and restarted after it", async () => {
    const first = await startServer({ env: reminderEnv(smtp) });
    const { dataDir } = first;
    await first.stop();
    await insert(dataDir, dueBooking(1, "first@example.com"));

    server = await startServer({ env: reminderEnv(smtp), dataDir });
    await until(
      () => remindersPerRecipient(smtp).has("first@example.com"),
      "the first reminder",
    );
    await server.stop("SIGKILL");

    // A second booking due now: its reminder proves the restarted server
    // has made a pass, which also saw the first booking.
    await insert(dataDir, dueBooking(2, "second@example.com", -600));
    server = await startServer({ env: reminderEnv(smtp), dataDir });
    await until(
      () => remindersPerRecipient(smtp).has("second@example.com"),
      "the second reminder",
    );
    await server.stop();
    server = undefined;
    expect(Object.fromEntries(remindersPerRecipient(smtp))).toEqual({
      "first@example.com": 1,
      "second@example.com": 1,
    });
  }, 180_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "reminders shared by two servers on one PostgreSQL",
  () => {
    let smtp: TestSmtpServer;
    const servers: ServerProcess[] = [];
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      database = await createPostgresDatabase("reminders_two");
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop("SIGKILL")));
      await smtp.stop();
      await database?.drop();
    });

    it("sends each of 20 due reminders once while both servers look for them", async () => {
      const env = { ...reminderEnv(smtp), DATABASE_URL: database.url };
      servers.push(await startServer({ env }));
      servers.push(await startServer({ env }));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query("begin");
        for (let n = 1; n <= 20; n++) {
          await client.query(dueBooking(n, `two${n}@example.com`));
        }
        await client.query("commit");
        await until(
          () => remindersPerRecipient(smtp).size === 20,
          "20 reminders",
        );
        // One more, due a moment later: its arrival means passes went on
        // after the 20 were sent.
        await client.query(dueBooking(21, "last@example.com", 1));
        await until(
          () => remindersPerRecipient(smtp).has("last@example.com"),
          "the last reminder",
        );
        const { rows } = await client.query(
          "select count(*)::int as n from email_outbox where kind = 'booking-reminder-24h'",
        );
        expect(rows[0].n).toBe(21);
      } finally {
        await client.end();
      }
      const counts = remindersPerRecipient(smtp);
      expect(counts.size).toBe(21);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    }, 180_000);
  },
);
