import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, cities, counties, emailOutbox } from "#app/db/schema.ts";
import * as bookRoute from "#app/routes/site/book.tsx";
import * as contactRoute from "#app/routes/site/contact.tsx";
import { loader as confirmedLoader } from "#app/routes/site/book-confirmed.tsx";
import type { OutgoingEmail } from "#app/utils/email.server.ts";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { testContext } from "#tests/setup/fixtures.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";

// /book as a visitor without JavaScript uses it: the page lists free times
// as radio buttons, one POST books one, the emails carry a calendar entry
// a calendar app keeps up to date, and a time taken meanwhile comes back
// with the nearest free ones and every typed value.

interface Page {
  kind: string;
  days: Array<{ date: string; slots: Array<{ start: string; time: string }> }>;
  idempotencyKey: string;
}
interface Failure {
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

let address = 0;
const context = () => testContext({ clientKey: `10.7.0.${++address}` });

describe.each(databaseKinds)("the booking page on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    const [rockland] = await db()
      .insert(counties)
      .values({
        slug: "rockland",
        name: "Rockland County",
        state: "NY",
        tier: "core",
      })
      .returning();
    await db().insert(cities).values({
      slug: "congers",
      name: "Congers",
      state: "NY",
      countyId: rockland!.id,
      latitude: 41.1476,
      longitude: -73.9454,
    });
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await db().delete(emailOutbox);
    await db().delete(bookings);
  });

  const page = async (query = "") =>
    (
      await call(
        bookRoute.loader as Handler,
        new Request(`${SITE}/book${query}`),
        {},
        context(),
      )
    ).body as Page;

  /** Every free time the page shows, day after day. */
  const freeTimes = (shown: Page) => shown.days.flatMap((day) => day.slots);

  const post = async (fields: Record<string, string>) =>
    call(
      bookRoute.action as Handler,
      formPost("/book", {
        formToken: issueFormToken("booking", Date.now() - 10_000),
        website: "",
        name: "Ann Lee",
        email: "ann@example.com",
        phone: "(845) 555-0199",
        message: "",
        ...fields,
      }),
      {},
      context(),
    );

  it("books a showroom visit in one post and sends a calendar invitation", async () => {
    const shown = await page();
    expect(shown.kind).toBe("showroom-visit");
    const slot = shown.days[0]!.slots[0]!;
    const answer = await post({
      kind: "showroom-visit",
      start: slot.start,
      idempotencyKey: shown.idempotencyKey,
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/book\/confirmed\?ref=B\d+-/);

    const [row] = await db().select().from(bookings);
    expect(row).toMatchObject({ status: "confirmed", phone: "+18455550199" });
    expect(row!.startsAt.toISOString()).toBe(slot.start);

    const confirmed = await call(
      confirmedLoader as Handler,
      new Request(`${SITE}${answer.location}`),
    );
    const shownBooking = (confirmed.body as { booking: { when: string } })
      .booking;
    expect(shownBooking.when).toContain("(New York time)");

    const emails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTable, "bookings"));
    expect(emails.map((e) => e.kind).sort()).toEqual([
      "booking-booked",
      "booking-booked-notification",
    ]);
    const confirmation = emails.find((e) => e.kind === "booking-booked")!
      .message as OutgoingEmail;
    expect(confirmation.to.address).toBe("ann@example.com");
    expect(confirmation.icalEvent?.method).toBe("REQUEST");
    const ics = confirmation.icalEvent!.content;
    expect(ics).toMatch(/^METHOD:REQUEST\r$/m);
    expect(ics).toMatch(/^SEQUENCE:0\r$/m);
    const parsed = Object.values(ical.sync.parseICS(ics)).find(
      (item) => item?.type === "VEVENT",
    ) as VEvent;
    expect(parsed.uid).toBe(`booking-${row!.id}@lakesidekitchenbath.com`);
    expect(parsed.start.toISOString()).toBe(slot.start);
    expect(parsed.end!.getTime() - parsed.start.getTime()).toBe(3_600_000);
    expect(String(parsed.status)).toBe("CONFIRMED");
    expect(ics).toMatch(
      /^ORGANIZER;CN="Lakeside Kitchen & Bath":MAILTO:hello@lakesidekitchenbath\.com\r$/m,
    );
    expect(ics.replace(/\r\n[ \t]/g, "")).toMatch(
      /^ATTENDEE;[^\r]*CN="Ann Lee":mailto:ann@example\.com\r$/m,
    );
  });

  it("answers a time taken meanwhile with the nearest free times and every value kept", async () => {
    const shown = await page();
    // The third free time shown, whichever day it falls on: late in a
    // showroom day the first day shown has fewer than three left.
    const slot = freeTimes(shown)[2]!;
    expect(
      (
        await post({
          kind: "showroom-visit",
          start: slot.start,
          idempotencyKey: "first-visitor-key-0001",
          email: "first@example.com",
        })
      ).status,
    ).toBe(303);
    const second = await post({
      kind: "showroom-visit",
      start: slot.start,
      idempotencyKey: "second-visitor-key-0001",
      name: "Bo Chen",
      email: "bo@example.com",
      message: "Bringing measurements",
    });
    expect(second.status).toBe(409);
    const failure = second.body as Failure;
    expect(failure.fieldErrors.start).toMatch(
      /^That time was just booked\. The nearest free times: .+\. Please choose one below\.$/,
    );
    expect(failure.values).toMatchObject({
      name: "Bo Chen",
      email: "bo@example.com",
      message: "Bringing measurements",
      start: "",
    });
    const again = await page();
    expect(freeTimes(again).map((s) => s.start)).not.toContain(slot.start);
    expect(await db().select().from(bookings)).toHaveLength(1);
  });

  it("asks a home estimate for an address in the service area", async () => {
    const shown = await page("?type=home-estimate");
    expect(shown.kind).toBe("home-estimate");
    const start = shown.days[0]!.slots[0]!.start;
    const base = {
      kind: "home-estimate",
      start,
      idempotencyKey: "estimate-key-000000001",
    };
    const missing = await post(base);
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as Failure).fieldErrors)).toEqual([
      "address",
      "zipCode",
      "room",
    ]);
    const far = await post({
      ...base,
      address: "1 Main Street",
      zipCode: "90210",
      room: "kitchen-remodeling",
    });
    expect(far.status).toBe(400);
    expect((far.body as Failure).fieldErrors.zipCode).toBe(
      "ZIP code 90210 is outside the area we visit for estimates. You are welcome at the showroom, or call us to talk it over",
    );
    expect(await db().select().from(bookings)).toHaveLength(0);
    const near = await post({
      ...base,
      address: "12 Lake Road",
      zipCode: "10920",
      room: "kitchen-remodeling",
      budget: "30-60k",
      timeline: "1-3-months",
    });
    expect(near.status).toBe(303);
    const [row] = await db().select().from(bookings);
    expect(row).toMatchObject({
      resource: "estimator",
      address: "12 Lake Road",
      zipCode: "10920",
      budget: "30-60k",
    });
  });

  it("refuses a made-up time or type in words and stores nothing", async () => {
    const shown = await page();
    for (const [fields, field] of [
      [{ kind: "showroom-visit", start: "tomorrow at ten" }, "start"],
      [{ kind: "party", start: shown.days[0]!.slots[0]!.start }, "kind"],
    ] as const) {
      const answer = await post({
        ...fields,
        idempotencyKey: shown.idempotencyKey,
      });
      expect(answer.status).toBe(400);
      expect((answer.body as Failure).fieldErrors[field]).toBeTruthy();
    }
    const closed = await post({
      kind: "showroom-visit",
      start: "2026-11-29T15:00:00.000Z",
      idempotencyKey: shown.idempotencyKey,
    });
    expect(closed.status).toBe(409);
    expect((closed.body as Failure).fieldErrors.start).toMatch(
      /^That time can no longer be booked/,
    );
    expect(await db().select().from(bookings)).toHaveLength(0);
  });

  it("opens with a time picked when /contact sent the visitor with a free one, with the first free time otherwise", async () => {
    type Picked = Page & { chosen: string; firstChosen: boolean };
    const first = (await page()) as Picked;
    expect(first.chosen).toBe(first.days[0]!.slots[0]!.start);
    expect(first.firstChosen).toBe(true);
    const later = first.days.at(-1)!.slots.at(-1)!;
    const picked = (await page(
      `?type=showroom-visit&start=${encodeURIComponent(later.start)}`,
    )) as Picked;
    expect(picked.chosen).toBe(later.start);
    expect(picked.firstChosen).toBe(false);
    expect(picked.days[0]!.date).toBe(first.days.at(-1)!.date);
    // A time asked for that has gone is not swapped for another.
    const gone = (await page("?start=2020-01-01T15:00:00.000Z")) as Picked;
    expect(gone.chosen).toBe("");
    expect(gone.firstChosen).toBe(false);
    // Words that are not a time ask for nothing.
    expect(((await page("?start=soon")) as Picked).chosen).toBe(first.chosen);
  });

  it("lists the next free showroom times on /contact, each a link that books it", async () => {
    const contact = (
      await call(
        contactRoute.loader as Handler,
        new Request(`${SITE}/contact`),
        {},
        context(),
      )
    ).body as { showroomTimes: Array<{ start: string; date: string }> };
    const free = freeTimes(await page());
    expect(contact.showroomTimes.map((time) => time.start)).toEqual(
      free.slice(0, 6).map((slot) => slot.start),
    );
  });
});
