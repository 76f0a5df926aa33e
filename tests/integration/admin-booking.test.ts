import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availability, book } from "#app/booking/book.server.ts";
import { DEFAULT_APPOINTMENT_TYPES } from "#app/booking/appointment-types.ts";
import { moveBooking } from "#app/booking/manage.server.ts";
import {
  appointmentTypes,
  bookingBlocks,
  bookingOpenings,
  bookings,
  contactRequests,
  emailOutbox,
  reviewRequests,
} from "#app/db/schema.ts";
import * as blockRoute from "#app/routes/admin/booking-block.tsx";
import * as detailRoute from "#app/routes/admin/booking-detail.tsx";
import * as openingRoute from "#app/routes/admin/booking-opening.tsx";
import * as settingsRoute from "#app/routes/admin/booking-settings.tsx";
import * as typeRoute from "#app/routes/admin/booking-type.tsx";
import * as scheduleRoute from "#app/routes/admin/booking.tsx";
import * as dashboardRoute from "#app/routes/admin/dashboard.tsx";
import type { OutgoingEmail } from "#app/utils/email.server.ts";
import {
  addDays,
  todayInShowroom,
  weekday,
} from "#app/utils/showroom-hours.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";

// The owner's side of booking (issue 32): the schedule and the dashboard
// list the appointments; a booking's page confirms, moves, cancels with a
// note, marks came or no-show and makes a lead of it, emailing the visitor
// (never the owner) of each change to their time; the settings change the
// types' rules, open dates and block times, and the free times follow.

let key = 0;
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe.each(databaseKinds)("the owner's bookings on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    for (const table of [
      emailOutbox,
      bookings,
      bookingBlocks,
      bookingOpenings,
      appointmentTypes,
      contactRequests,
    ]) {
      await db().delete(table);
    }
  });

  async function booked(slotIndex = 0) {
    const [day] = (await availability("showroom-visit", new Date())).filter(
      (d) => d.slots.length > 6,
    );
    const outcome = await book({
      kind: "showroom-visit",
      start: day!.slots[slotIndex]!.start,
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "+18455550199",
      message: "We would like to see quartz samples.",
      idempotencyKey: `owner-${++key}-0000000000`,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    await db().delete(emailOutbox);
    return { row: outcome.booking, day: day! };
  }
  const act = (id: number, fields: Record<string, string>, as = cookie) =>
    call(
      detailRoute.action as Handler,
      formPost(`/admin/booking/${id}`, fields, as),
      { id: String(id) },
    );
  const page = (id: number) =>
    call(
      detailRoute.loader as Handler,
      new Request(`${SITE}/admin/booking/${id}`, { headers: { cookie } }),
      { id: String(id) },
    );
  const rowOf = async (id: number) =>
    (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const outbox = async () =>
    (await db().select().from(emailOutbox)).map((row) => ({
      kind: row.kind,
      email: row.message as OutgoingEmail,
    }));

  it("refuses every screen and change without a session", async () => {
    for (const [handler, url, params] of [
      [scheduleRoute.loader, "/admin/booking", {}],
      [settingsRoute.loader, "/admin/booking/settings", {}],
      [detailRoute.loader, "/admin/booking/1", { id: "1" }],
      [
        typeRoute.loader,
        "/admin/booking/types/showroom-visit",
        { kind: "showroom-visit" },
      ],
    ] as const) {
      const answer = await call(
        handler as Handler,
        new Request(`${SITE}${url}`),
        params,
      );
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/login\?redirectTo=/);
    }
    const { row } = await booked();
    for (const [handler, url, fields, params] of [
      [
        detailRoute.action,
        `/admin/booking/${row.id}`,
        { intent: "cancel" },
        { id: String(row.id) },
      ],
      [
        typeRoute.action,
        "/admin/booking/types/showroom-visit",
        { minutes: "30" },
        { kind: "showroom-visit" },
      ],
      [
        openingRoute.action,
        "/admin/booking/openings/new",
        { date: "2030-01-06" },
        {},
      ],
      [
        blockRoute.action,
        "/admin/booking/blocks/new",
        { date: "2030-01-06" },
        {},
      ],
      [
        settingsRoute.action,
        "/admin/booking/settings",
        { intent: "remove-block", id: "1" },
        {},
      ],
    ] as const) {
      const answer = await call(
        handler as Handler,
        formPost(url, fields),
        params,
      );
      expect(answer.status).toBe(302);
    }
    expect((await rowOf(row.id)).status).toBe("confirmed");
  });

  it("lists the week's bookings and today's on the schedule and the dashboard", async () => {
    const { row } = await booked();
    const week = await call(
      scheduleRoute.loader as Handler,
      new Request(`${SITE}/admin/booking?week=${row.localDate}`, {
        headers: { cookie },
      }),
    );
    const listed = week.body as {
      week: Array<{ id: number; name: string; starts: string; status: string }>;
      dates: string[];
    };
    expect(listed.dates[0]).toBe(row.localDate);
    expect(listed.week).toMatchObject([
      { id: row.id, name: "Ann Lee", status: "confirmed" },
    ]);

    // One today, as if booked earlier: the dashboard lists it.
    const today = todayInShowroom();
    // One clock reading, so the time taken cannot land after the start.
    const now = Date.now();
    await db()
      .update(bookings)
      .set({
        localDate: today,
        startsAt: new Date(now + 3_600_000),
        endsAt: new Date(now + 7_200_000),
        takenFrom: new Date(now + 3_600_000),
        takenUntil: new Date(now + 7_200_000),
      })
      .where(eq(bookings.id, row.id));
    const dashboard = await call(
      dashboardRoute.loader as Handler,
      new Request(`${SITE}/admin`, { headers: { cookie } }),
    );
    expect(
      (dashboard.body as { appointments: Array<{ id: number }> }).appointments,
    ).toMatchObject([{ id: row.id }]);
  });

  it("confirms a booking that waits for the owner, emailing only the visitor", async () => {
    await call(
      typeRoute.action as Handler,
      formPost(
        "/admin/booking/types/showroom-visit",
        {
          minutes: "60",
          bufferBefore: "0",
          bufferAfter: "0",
          noticeHours: "24",
          horizonDays: "60",
          dailyCap: "0",
          intervalMinutes: "30",
          needsConfirmation: "on",
        },
        cookie,
      ),
      { kind: "showroom-visit" },
    );
    const { row } = await booked();
    expect(row.status).toBe("pending");
    const shown = (await page(row.id)).body as {
      can: { confirm: boolean; change: boolean; mark: boolean };
    };
    expect(shown.can).toEqual({ confirm: true, change: true, mark: false });

    const confirmed = await act(row.id, { intent: "confirm" });
    expect(confirmed.status).toBe(303);
    expect((await rowOf(row.id)).status).toBe("confirmed");
    const sent = await outbox();
    expect(sent.map((s) => s.kind)).toEqual(["booking-confirmed"]);
    expect(sent[0]!.email.to.address).toBe("ann@example.com");
    expect(sent[0]!.email.subject).toMatch(/^Confirmed: Showroom visit/);
    const ics = unfold(sent[0]!.email.icalEvent!.content);
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("SEQUENCE:1");

    const again = await act(row.id, { intent: "confirm" });
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toBe(
      "This booking is not waiting for confirmation any more.",
    );
  });

  it("cancels with a note to the visitor, and moves to another free time", async () => {
    const first = await booked(0);
    const moved = await act(first.row.id, {
      intent: "move",
      start: first.day.slots[4]!.start,
    });
    expect(moved.status).toBe(303);
    expect((await rowOf(first.row.id)).startsAt.toISOString()).toBe(
      first.day.slots[4]!.start,
    );
    const taken = await act(first.row.id, {
      intent: "move",
      start: "2020-01-01T15:00:00.000Z",
    });
    expect(taken.status).toBe(409);
    expect((taken.body as { error: string }).error).toMatch(/^That time/);

    const cancelled = await act(first.row.id, {
      intent: "cancel",
      note: "Our designer is away that day; please book another time.",
    });
    expect(cancelled.status).toBe(303);
    const row = await rowOf(first.row.id);
    expect(row.status).toBe("cancelled");
    const sent = await outbox();
    expect(sent.map((s) => s.kind)).toEqual([
      "booking-moved",
      "booking-cancelled",
    ]);
    const cancellation = sent[1]!.email;
    expect(cancellation.text).toContain(
      "A note from us: Our designer is away that day; please book another time.",
    );
    expect(cancellation.icalEvent!.method).toBe("CANCEL");
    expect(unfold(cancellation.icalEvent!.content)).toContain("SEQUENCE:2");

    const late = await act(first.row.id, { intent: "cancel" });
    expect(late.status).toBe(409);
    expect((late.body as { error: string }).error).toBe(
      "This booking was cancelled, so it cannot be changed.",
    );
  });

  it("marks came or no-show only once the appointment has begun", async () => {
    const { row } = await booked();
    const early = await act(row.id, { intent: "came" });
    expect(early.status).toBe(409);
    expect((early.body as { error: string }).error).toBe(
      "You can mark whether the visitor came once the appointment has begun.",
    );
    const past = new Date(Date.now() - 3_600_000);
    await db()
      .update(bookings)
      .set({ startsAt: past, takenFrom: past })
      .where(eq(bookings.id, row.id));
    expect((await act(row.id, { intent: "no-show" })).status).toBe(303);
    expect((await rowOf(row.id)).status).toBe("no-show");
    expect((await act(row.id, { intent: "came" })).status).toBe(303);
    expect((await rowOf(row.id)).status).toBe("came");
    expect(await outbox()).toEqual([]);
  });

  it("makes a lead of a booking once, however often it is pressed", async () => {
    const { row } = await booked();
    const made = await act(row.id, { intent: "lead" });
    expect(made.status).toBe(303);
    const leads = await db().select().from(contactRequests);
    expect(leads).toHaveLength(1);
    expect(made.location).toBe(`/admin/leads/contact/${leads[0]!.id}`);
    expect(leads[0]).toMatchObject({
      requestType: "showroom-visit",
      name: "Ann Lee",
      email: "ann@example.com",
      status: "scheduled",
      preferredDate: row.localDate,
    });
    expect(leads[0]!.message).toContain("quartz samples");
    await act(row.id, { intent: "lead" });
    expect(await db().select().from(contactRequests)).toHaveLength(1);
    expect((await rowOf(row.id)).leadId).toBe(leads[0]!.id);
  });

  it("answers a made-up booking and a made-up change in words", async () => {
    expect((await page(999_999)).status).toBe(404);
    const { row } = await booked();
    const odd = await act(row.id, { intent: "delete-everything" });
    expect(odd.status).toBe(400);
  });

  it("changes a type's rules, refusing numbers out of range in words", async () => {
    const bad = await call(
      typeRoute.action as Handler,
      formPost(
        "/admin/booking/types/home-estimate",
        {
          minutes: "5",
          bufferBefore: "x",
          bufferAfter: "0",
          noticeHours: "24",
          horizonDays: "60",
          dailyCap: "3",
          intervalMinutes: "45",
        },
        cookie,
      ),
      { kind: "home-estimate" },
    );
    expect(bad.status).toBe(400);
    expect(
      (bad.body as { fieldErrors: Record<string, string> }).fieldErrors,
    ).toEqual({
      minutes: "Length: please enter a whole number from 15 to 480",
      bufferBefore: "Time kept free before: please enter a whole number",
      intervalMinutes: "Please choose how often start times are offered",
    });
    expect(await db().select().from(appointmentTypes)).toEqual([]);

    const good = await call(
      typeRoute.action as Handler,
      formPost(
        "/admin/booking/types/showroom-visit",
        {
          minutes: "120",
          bufferBefore: "0",
          bufferAfter: "0",
          noticeHours: "24",
          horizonDays: "60",
          dailyCap: "0",
          intervalMinutes: "60",
        },
        cookie,
      ),
      { kind: "showroom-visit" },
    );
    expect(good.status).toBe(303);
    const days = await availability("showroom-visit", new Date());
    const times = days.flatMap((day) => day.slots.map((slot) => slot.time));
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time.endsWith(":00"))).toBe(true);
  });

  it("opens a Sunday for bookings and blocks a time, and the free times follow", async () => {
    let sunday = addDays(todayInShowroom(), 3);
    while (weekday(sunday) !== 0) sunday = addDays(sunday, 1);
    const onSunday = async () =>
      (
        await availability("showroom-visit", new Date(), {
          firstDate: sunday,
          days: 1,
        })
      )[0]?.slots.map((slot) => slot.time) ?? [];
    expect(await onSunday()).toEqual([]);

    const opened = await call(
      openingRoute.action as Handler,
      formPost(
        "/admin/booking/openings/new",
        { date: sunday, opens: "11:00", closes: "14:00" },
        cookie,
      ),
    );
    expect(opened.status).toBe(303);
    expect(await onSunday()).toEqual([
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
    ]);

    const blocked = await call(
      blockRoute.action as Handler,
      formPost(
        "/admin/booking/blocks/new",
        {
          date: sunday,
          from: "11:00",
          until: "12:00",
          resource: "showroom",
          reason: "Staff meeting",
        },
        cookie,
      ),
    );
    expect(blocked.status).toBe(303);
    expect(await onSunday()).toEqual(["12:00", "12:30", "13:00"]);

    const settings = (
      await call(
        settingsRoute.loader as Handler,
        new Request(`${SITE}/admin/booking/settings`, { headers: { cookie } }),
      )
    ).body as {
      openings: Array<{ date: string; text: string }>;
      blocks: Array<{ id: number; text: string }>;
    };
    expect(settings.openings[0]!.text).toMatch(/, 11 AM to 2 PM$/);
    expect(settings.blocks[0]!.text).toContain(
      "Staff meeting (Showroom visits)",
    );

    for (const fields of [
      { intent: "remove-block", id: String(settings.blocks[0]!.id) },
      { intent: "remove-opening", date: sunday },
    ] as Array<Record<string, string>>) {
      const removed = await call(
        settingsRoute.action as Handler,
        formPost("/admin/booking/settings", fields, cookie),
      );
      expect(removed.status).toBe(303);
    }
    expect(await onSunday()).toEqual([]);
  });

  it("refuses a past date, an end before the start and a block without a reason, storing nothing", async () => {
    const past = await call(
      openingRoute.action as Handler,
      formPost(
        "/admin/booking/openings/new",
        { date: "2020-01-05", opens: "14:00", closes: "11:00" },
        cookie,
      ),
    );
    expect(past.status).toBe(400);
    expect(
      (past.body as { fieldErrors: Record<string, string> }).fieldErrors,
    ).toEqual({
      date: "Please choose today or a later date",
      closes: "The end must be after the start",
    });
    const noReason = await call(
      blockRoute.action as Handler,
      formPost(
        "/admin/booking/blocks/new",
        { date: addDays(todayInShowroom(), 5), from: "10:00", until: "nine" },
        cookie,
      ),
    );
    expect(noReason.status).toBe(400);
    expect(
      (noReason.body as { fieldErrors: Record<string, string> }).fieldErrors,
    ).toEqual({
      until: "Please enter a time, like 10:00",
      reason: "Please say what it is for, in up to 80 characters",
    });
    expect(await db().select().from(bookingOpenings)).toEqual([]);
    expect(await db().select().from(bookingBlocks)).toEqual([]);
  });

  it("marks a booking's project finished once: one review request to the visitor", async () => {
    const { row } = await booked();
    for (let press = 0; press < 2; press++) {
      const answer = await act(row.id, { intent: "project-finished" });
      expect(answer.status).toBe(303);
    }
    const requests = await db().select().from(reviewRequests);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      leadTable: "bookings",
      leadId: row.id,
      email: "ann@example.com",
      customerName: "Ann Lee",
    });
    const shown = await page(row.id);
    expect((shown.body as { reviewRequest: string }).reviewRequest).toMatch(
      /the review request goes out on/,
    );
    await db().delete(reviewRequests);
  });

  it("lets the owner, not the visitor, move a booking inside the minimum notice", async () => {
    const { row } = await booked();
    // A week's notice: every time in the next 7 days is inside it.
    await db()
      .insert(appointmentTypes)
      .values({
        kind: "showroom-visit",
        settings: {
          ...DEFAULT_APPOINTMENT_TYPES["showroom-visit"],
          noticeHours: 168,
        },
      });
    const now = new Date();
    const inWeek = (start: string) =>
      new Date(start).getTime() < now.getTime() + 168 * 3_600_000;
    const visitors = await availability("showroom-visit", now, { days: 7 });
    expect(
      visitors.flatMap((day) => day.slots).filter((slot) => inWeek(slot.start)),
    ).toEqual([]);
    const owners = (await page(row.id)).body as {
      days: Array<{ slots: Array<{ start: string }> }>;
    };
    const soon = owners.days
      .flatMap((day) => day.slots)
      .find((slot) => inWeek(slot.start));
    expect(soon).toBeDefined();
    const visitorMove = await moveBooking(row, soon!.start, now, "visitor");
    expect(visitorMove.ok).toBe(false);
    const moved = await act(row.id, { intent: "move", start: soon!.start });
    expect(moved.status).toBe(303);
    expect((await rowOf(row.id)).startsAt.toISOString()).toBe(soon!.start);
  });
});
