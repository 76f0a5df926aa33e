import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HOLD_MINUTES, HOLDS_PER_WINDOW } from "#app/booking/hold.server.ts";
import { bookings } from "#app/db/schema.ts";
import * as bookRoute from "#app/routes/site/book.tsx";
import * as holdRoute from "#app/routes/site/book-hold.ts";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import { bookingDatabase } from "#tests/setup/booking-database.ts";
import { databaseKinds } from "#tests/setup/database.ts";
import { testContext } from "#tests/setup/fixtures.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";

// A visitor's picked time is kept for them for a few minutes while they type
// (POST /book/hold, ADR 0029): nobody else gets it meanwhile, their own
// confirm goes through it, another pick or the lapse frees it, and one
// connection cannot keep more than a few times away from everyone.

interface Page {
  days: Array<{ date: string; slots: Array<{ start: string }> }>;
  idempotencyKey: string;
}
interface HoldBody {
  held: boolean;
  message: string;
  until?: string;
}

let address = 0;
const newClient = () => `10.9.0.${++address}`;

describe.each(databaseKinds)("holds on a picked time on %s", (kind) => {
  const db = bookingDatabase(kind);

  const page = async (client = newClient()) =>
    (
      await call(
        bookRoute.loader as Handler,
        new Request(`${SITE}/book`),
        {},
        testContext({ clientKey: client }),
      )
    ).body as Page;

  const hold = async (fields: Record<string, string>, client = newClient()) => {
    const answer = await call(
      holdRoute.action as Handler,
      formPost("/book/hold", { kind: "showroom-visit", ...fields }),
      {},
      testContext({ clientKey: client }),
    );
    return { status: answer.status, body: answer.body as HoldBody };
  };

  const confirm = async (fields: Record<string, string>) =>
    call(
      bookRoute.action as Handler,
      formPost("/book", {
        formToken: issueFormToken("booking", Date.now() - 10_000),
        website: "",
        kind: "showroom-visit",
        name: "Ann Lee",
        email: "ann@example.com",
        phone: "(845) 555-0199",
        message: "",
        ...fields,
      }),
      {},
      testContext({ clientKey: newClient() }),
    );

  const offered = async (start: string) =>
    (await page()).days.some((day) =>
      day.slots.some((slot) => slot.start === start),
    );

  it("keeps the time from everyone else, and books it for the visitor who holds it", async () => {
    const ann = await page();
    const time = ann.days[0]!.slots[0]!.start;
    const held = await hold({
      start: time,
      idempotencyKey: ann.idempotencyKey,
    });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({
      held: true,
      message: `We are keeping this time for you for ${HOLD_MINUTES} minutes while you fill in your details.`,
    });

    // Bob neither sees it nor holds it nor books it.
    const bob = await page();
    expect(await offered(time)).toBe(false);
    const bobHolds = await hold({
      start: time,
      idempotencyKey: bob.idempotencyKey,
    });
    expect(bobHolds.status).toBe(200);
    expect(bobHolds.body.held).toBe(false);
    expect(bobHolds.body.message).toMatch(
      /^That time was just booked\. The nearest free times: .+\. Please choose one below\.$/,
    );
    const bobBooks = await confirm({
      start: time,
      idempotencyKey: bob.idempotencyKey,
    });
    expect(bobBooks.status).toBe(409);

    // Ann's confirm goes through her hold: one row, booked.
    const annBooks = await confirm({
      start: time,
      idempotencyKey: ann.idempotencyKey,
    });
    expect(annBooks.status).toBe(303);
    const rows = await db().select().from(bookings);
    expect(rows.map((row) => [row.status, row.email])).toEqual([
      ["confirmed", "ann@example.com"],
    ]);
  });

  it("frees the first time when the visitor picks another, and when the hold lapses", async () => {
    const ann = await page();
    // Times a day apart: a hold takes the appointment's time and buffers.
    const [first, second] = ann.days.map((day) => day.slots[0]!.start);
    const key = ann.idempotencyKey;
    expect((await hold({ start: first!, idempotencyKey: key })).body.held).toBe(
      true,
    );
    expect(
      (await hold({ start: second!, idempotencyKey: key })).body.held,
    ).toBe(true);
    expect(await offered(first!)).toBe(true);
    expect(await offered(second!)).toBe(false);
    const held = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.status, "held"));
    expect(held).toHaveLength(1);
    expect(held[0]!.name).toBeNull();

    // A hold made HOLD_MINUTES and a minute ago has lapsed.
    await db()
      .update(bookings)
      .set({
        holdExpiresAt: new Date(Date.now() - 60_000),
      });
    expect(await offered(second!)).toBe(true);
    const bob = await page();
    expect(
      (await hold({ start: second!, idempotencyKey: bob.idempotencyKey })).body
        .held,
    ).toBe(true);
    // The lapsed row made way: only Bob's hold is left.
    expect(
      (await db().select().from(bookings)).map((row) => row.idempotencyKey),
    ).toEqual([`hold:${bob.idempotencyKey}`]);
  });

  it("gives one of 50 visitors holding the same time at once the hold, and the others the nearest free times", async () => {
    const { days } = await page();
    const time = days[1]!.slots[2]!.start;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        hold({ start: time, idempotencyKey: `concurrent-hold-${i}-key` }),
      ),
    );
    expect(answers.filter((a) => a.body.held)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 200 && !a.body.held);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(answer.body.message).toMatch(/^That time was just booked\./);
    }
    expect(await db().select().from(bookings)).toHaveLength(1);
  });

  it("limits how many times one connection holds, and refuses unreadable holds in words, storing nothing", async () => {
    const { days } = await page();
    // Times far enough apart that no hold takes another's time.
    const slots = days
      .flatMap((day) => day.slots)
      .reduce<Array<{ start: string }>>(
        (apart, slot) =>
          apart.length === 0 ||
          Date.parse(slot.start) - Date.parse(apart.at(-1)!.start) >=
            3 * 3_600_000
            ? [...apart, slot]
            : apart,
        [],
      )
      .slice(0, HOLDS_PER_WINDOW + 1);
    expect(slots).toHaveLength(HOLDS_PER_WINDOW + 1);
    const client = newClient();
    const answers = [];
    for (const [i, slot] of slots.entries()) {
      answers.push(
        await hold(
          { start: slot.start, idempotencyKey: `many-holds-${i}-abcdef` },
          client,
        ),
      );
    }
    expect(answers.slice(0, HOLDS_PER_WINDOW).map((a) => a.body.held)).toEqual(
      Array(HOLDS_PER_WINDOW).fill(true),
    );
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      body: {
        held: false,
        message:
          "We could not keep that time for you just now. You can still book it if nobody else does first.",
      },
    });
    // Another connection still holds.
    expect(
      (
        await hold({
          start: slots.at(-1)!.start,
          idempotencyKey: "another-connection-key",
        })
      ).body.held,
    ).toBe(true);

    await db().delete(bookings);
    for (const fields of [
      {} as Record<string, string>,
      { start: "soon", idempotencyKey: "a-readable-key-123" },
      { start: slots[0]!.start, idempotencyKey: "short" },
      {
        start: slots[0]!.start,
        idempotencyKey: "a-readable-key-123",
        kind: "party",
      },
    ]) {
      const answer = await hold(fields);
      expect(answer).toMatchObject({
        status: 400,
        body: {
          held: false,
          message: "That time could not be read. Please choose it again.",
        },
      });
    }
    // A time the hours do not offer is refused as not offered.
    const night = new Date(slots[0]!.start);
    night.setUTCHours(night.getUTCHours() - 10);
    night.setUTCMinutes(0);
    const late = await hold({
      start: night.toISOString(),
      idempotencyKey: "a-readable-key-123",
    });
    expect(late).toMatchObject({ status: 200, body: { held: false } });
    expect(late.body.message).toMatch(/^That time can no longer be booked\./);
    expect(await db().select().from(bookings)).toHaveLength(0);
  });
});
