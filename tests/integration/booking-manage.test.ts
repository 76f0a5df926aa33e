import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availability, book } from "#app/booking/book.server.ts";
import { manageMessages } from "#app/booking/manage-messages.ts";
import { moveBooking } from "#app/booking/manage.server.ts";
import { bookings, emailOutbox } from "#app/db/schema.ts";
import { appointmentTime } from "#app/emails/booking.server.ts";
import * as manageRoute from "#app/routes/site/book-manage.tsx";
import type { OutgoingEmail } from "#app/utils/email.server.ts";
import { bookingDatabase } from "#tests/setup/booking-database.ts";
import { databaseKinds } from "#tests/setup/database.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";

// The link in a booking's emails: it moves the booking to another free
// time or cancels it, each time with a calendar update for the same entry
// (same UID, SEQUENCE raised); a made-up link, a cancelled booking and one
// that has begun are refused in words.

let key = 0;
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe.each(databaseKinds)("managing a booking on %s", (kind) => {
  const db = bookingDatabase(kind);

  async function booked() {
    const [day] = (await availability("showroom-visit", new Date())).filter(
      (d) => d.slots.length > 4,
    );
    const outcome = await book({
      kind: "showroom-visit",
      start: day!.slots[0]!.start,
      name: "Ann Lee",
      email: "ann@example.com",
      phone: "+18455550199",
      idempotencyKey: `manage-${++key}-0000000000`,
    });
    if (!outcome.ok || !outcome.manageToken) throw new Error("not booked");
    return { row: outcome.booking, token: outcome.manageToken, day: day! };
  }
  const load = (token: string) =>
    call(
      manageRoute.loader as Handler,
      new Request(`${SITE}/book/manage/${token}`),
      { token },
    );
  const act = (token: string, fields: Record<string, string>) =>
    call(
      manageRoute.action as Handler,
      formPost(`/book/manage/${token}`, fields),
      { token },
    );
  const emailsOf = async (kindOfEmail: string) =>
    (
      await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, kindOfEmail))
    ).map((row) => row.message as OutgoingEmail);

  it("puts the manage link in the confirmation and moves the booking with it", async () => {
    const { row, token, day } = await booked();
    const [confirmation] = await emailsOf("booking-booked");
    expect(confirmation!.text).toContain(`/book/manage/${token}`);

    const target = day.slots[4]!;
    const moved = await act(token, { intent: "move", start: target.start });
    expect(moved.status).toBe(303);
    expect(moved.location).toBe(`/book/manage/${token}?done=moved`);
    const [after] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, row.id));
    expect(after!.startsAt.toISOString()).toBe(target.start);
    expect(after!.sequence).toBe(1);

    const [notice] = await emailsOf("booking-moved");
    const ics = unfold(notice!.icalEvent!.content);
    expect(notice!.icalEvent!.method).toBe("REQUEST");
    expect(ics).toContain(`UID:booking-${row.id}@lakesidekitchenbath.com\r\n`);
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(await emailsOf("booking-moved-notification")).toHaveLength(1);

    // The first email's link shows the booking's time now.
    const page = (await load(token)).body as { when: string; problem: null };
    expect(page.problem).toBeNull();
    expect(page.when).toBe(appointmentTime(after!));
    expect(page.when).not.toBe(appointmentTime(row));
  });

  it("moves a booking by half an hour over its own time", async () => {
    const { row, token, day } = await booked();
    const next = day.slots[1]!;
    expect(
      (await act(token, { intent: "move", start: next.start })).status,
    ).toBe(303);
    const [after] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, row.id));
    expect(after!.startsAt.toISOString()).toBe(next.start);
  });

  it("refuses a time someone else has", async () => {
    const first = await booked();
    const second = await booked();
    const answer = await act(second.token, {
      intent: "move",
      start: first.row.startsAt.toISOString(),
    });
    expect(answer.status).toBe(409);
    expect((answer.body as { error: string }).error).toMatch(
      /^That time can no longer be booked\. /,
    );
  });

  it("cancels with a calendar cancellation, frees the time and refuses changes after", async () => {
    const { row, token } = await booked();
    const cancelled = await act(token, { intent: "cancel" });
    expect(cancelled.status).toBe(303);
    const [after] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, row.id));
    expect(after!.status).toBe("cancelled");
    expect(after!.sequence).toBe(1);
    const [notice] = await emailsOf("booking-cancelled");
    const ics = unfold(notice!.icalEvent!.content);
    expect(notice!.icalEvent!.method).toBe("CANCEL");
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain("STATUS:CANCELLED\r\n");
    expect(ics).toContain(`UID:booking-${row.id}@lakesidekitchenbath.com\r\n`);

    const page = (await load(token)).body as { problem: string; days: [] };
    expect(page.problem).toBe(manageMessages.cancelled);
    expect(page.days).toEqual([]);
    const again = await act(token, {
      intent: "move",
      start: row.startsAt.toISOString(),
    });
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toBe(
      manageMessages.cancelled,
    );
    const free = await availability("showroom-visit", new Date(), {
      firstDate: row.localDate,
      days: 1,
    });
    expect(free[0]!.slots.map((s) => s.start)).toContain(
      row.startsAt.toISOString(),
    );
  });

  it("refuses a changed or made-up link, and changes once the time has begun", async () => {
    const { row, token, day } = await booked();
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "not-a-token", "x".repeat(43)]) {
      const answer = await load(bad);
      expect(answer.status).toBe(404);
      expect(String(answer.body)).toContain(manageMessages.unknown);
    }
    const later = new Date(row.startsAt.getTime() + 60_000);
    expect(await moveBooking(row, day.slots[3]!.start, later)).toEqual({
      ok: false,
      message: manageMessages.passed,
    });
  });
});
