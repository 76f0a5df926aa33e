import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_BOOKING_PHOTOS } from "#app/booking/booking-schema.ts";
import { bookings, emailOutbox } from "#app/db/schema.ts";
import { getMediaStore } from "#app/media/store.server.ts";
import { deletePersonData } from "#app/models/person-data.server.ts";
import { removeStoredImages } from "#app/media/images.server.ts";
import * as bookRoute from "#app/routes/site/book.tsx";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import { storedImageId } from "#app/utils/media.ts";
import { bookingDatabase } from "#tests/setup/booking-database.ts";
import { databaseKinds } from "#tests/setup/database.ts";
import { testContext } from "#tests/setup/fixtures.ts";
import { call, type Handler, SITE } from "#tests/setup/route-call.ts";

// Photos of the room sent with a booking (issue 32): up to six, each through
// the upload pipeline (checked by its bytes, re-encoded whole, details such
// as the GPS position dropped), stored only with a booking, shown to the
// owner, and deleted with the person's data.

interface Page {
  days: Array<{ slots: Array<{ start: string }> }>;
  idempotencyKey: string;
}
interface Failure {
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

let address = 0;
const context = () => testContext({ clientKey: `10.11.0.${++address}` });

/** A phone's portrait photo (3:4) with a GPS position in its EXIF. */
const portrait = () =>
  sharp({
    create: {
      width: 600,
      height: 800,
      channels: 3,
      background: { r: 180, g: 150, b: 110 },
    },
  })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 8/1 0/1" } })
    .toBuffer();

const stored = async (url: string) =>
  getMediaStore().has(`${storedImageId(url)}-1200.webp`);

describe.each(databaseKinds)("photos with a booking on %s", (kind) => {
  const db = bookingDatabase(kind);

  const page = async () =>
    (
      await call(
        bookRoute.loader as Handler,
        new Request(`${SITE}/book`),
        {},
        context(),
      )
    ).body as Page;

  const send = async (
    photos: Array<{ bytes: Uint8Array<ArrayBuffer>; name: string }>,
    fields: Record<string, string> = {},
  ) => {
    const shown = await page();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      formToken: issueFormToken("booking", Date.now() - 10_000),
      website: "",
      kind: "showroom-visit",
      start: shown.days[0]!.slots[0]!.start,
      name: "Ann Lee",
      email: "ann.photos@example.com",
      phone: "(845) 555-0199",
      message: "",
      idempotencyKey: shown.idempotencyKey,
      ...fields,
    })) {
      form.set(key, value);
    }
    for (const photo of photos) {
      form.append(
        "photos",
        new Blob([photo.bytes], { type: "image/jpeg" }),
        photo.name,
      );
    }
    const answer = await call(
      bookRoute.action as Handler,
      new Request(`${SITE}/book`, { method: "POST", body: form }),
      {},
      context(),
    );
    return { ...answer, shown };
  };

  it("stores up to six photos whole, without their location, with the booking, and deletes them with the person's data", async () => {
    const jpeg = new Uint8Array(await portrait());
    const answer = await send([
      { bytes: jpeg, name: "kitchen.jpg" },
      { bytes: jpeg, name: "sink.jpg" },
    ]);
    expect(answer.status).toBe(303);
    const [row] = await db().select().from(bookings);
    expect(row!.photoUrls).toHaveLength(2);
    for (const url of row!.photoUrls) {
      expect(url).toMatch(/^\/media\/[0-9a-f-]{36}-1200\.webp$/);
      expect(await stored(url)).toBe(true);
      const file = await getMediaStore().get(url.slice("/media/".length));
      const chunks: Buffer[] = [];
      for await (const chunk of file!.body) chunks.push(chunk as Buffer);
      const meta = await sharp(Buffer.concat(chunks)).metadata();
      // Whole: 3:4 as sent, not cropped to 4:3; and nothing of the EXIF.
      expect([meta.width, meta.height]).toEqual([1200, 1600]);
      expect(meta.exif).toBeUndefined();
    }
    // The visitor's email and the owner's say photos came.
    const mails = await db().select().from(emailOutbox);
    expect(
      mails.some((mail) =>
        JSON.stringify(mail.message).includes("2 photos sent with the booking"),
      ),
    ).toBe(true);

    const deleted = await deletePersonData("ann.photos@example.com");
    expect(deleted.photoUrls).toEqual(row!.photoUrls);
    await removeStoredImages(getMediaStore(), deleted.photoUrls);
    for (const url of row!.photoUrls) expect(await stored(url)).toBe(false);
  });

  it("refuses a seventh photo and a file that is not a photo in words, keeping the values and storing nothing", async () => {
    const jpeg = new Uint8Array(await portrait());
    const seven = await send(
      Array.from({ length: MAX_BOOKING_PHOTOS + 1 }, (_, i) => ({
        bytes: jpeg,
        name: `room-${i}.jpg`,
      })),
    );
    expect(seven.status).toBe(400);
    expect((seven.body as Failure).fieldErrors).toEqual({
      photos: "Please choose up to 6 photos",
    });
    expect((seven.body as Failure).values.name).toBe("Ann Lee");

    const words = await send([
      { bytes: jpeg, name: "kitchen.jpg" },
      { bytes: new TextEncoder().encode("not a photo"), name: "notes.jpg" },
    ]);
    expect(words.status).toBe(415);
    expect((words.body as Failure).fieldErrors).toEqual({
      photos: "“notes.jpg”: That file is not a JPEG, PNG or WebP image.",
    });
    expect(await db().select().from(bookings)).toHaveLength(0);
  });

  it("removes the photos of a booking refused because its time was taken meanwhile", async () => {
    const jpeg = new Uint8Array(await portrait());
    const first = await send([]);
    expect(first.status).toBe(303);
    const [taken] = await db().select().from(bookings);
    const before = new Set(await listMedia());
    const second = await send([{ bytes: jpeg, name: "kitchen.jpg" }], {
      start: taken!.startsAt.toISOString(),
    });
    expect(second.status).toBe(409);
    expect(await listMedia()).toEqual([...before]);
  });
});

/** The names in the media folder (the test server's local store). */
async function listMedia(): Promise<string[]> {
  const fs = await import("node:fs/promises");
  const folder = getMediaStore().location;
  return (await fs.readdir(folder).catch(() => [])).sort();
}
