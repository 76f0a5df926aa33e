import { business } from "#app/business/current.ts";
import {
  databaseErrorCode,
  EXCLUSION_VIOLATION,
  UNIQUE_VIOLATION,
} from "#app/db/error-code.ts";
import {
  type BookingRow,
  findBookingByKey,
  insertBooking,
  type Own,
  takenAndCounted,
} from "#app/models/bookings.server.ts";
import {
  openedDates,
  readAppointmentTypes,
} from "#app/models/booking-settings.server.ts";
import { bookingEmails } from "#app/emails/booking.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";
import { addDays, todayInShowroom } from "#app/utils/showroom-hours.ts";
import type { AppointmentKind } from "./appointment-types.ts";
import { hashManageToken, manageToken } from "./manage-token.server.ts";
import {
  type AvailabilityInput,
  freeSlots,
  type Slot,
  type SlotDay,
  bookedTimes,
} from "./slots.ts";

// A booking from the visitor's confirm to a stored row: the slot is checked
// again against the hours, the notice and the cap at that moment (never the
// list the page showed), and the database's exclusion constraint has the
// last word on overlaps, so two visitors confirming one slot at once get one
// booking and one "That time was just booked" with the nearest free times.

export const bookingMessages = {
  taken: "That time was just booked",
  notOffered: "That time can no longer be booked",
  full: "That day is now fully booked",
} as const;

/** What the slot engine needs for a kind from `from` to `to` (New York dates). */
export async function availabilityInput(
  kind: AppointmentKind,
  now: Date,
  from: string,
  to: string,
  /** The booking being moved or the visitor's hold, left out of what is taken. */
  own: Own = {},
  /** The types' settings when the caller has read them already. */
  types?: Awaited<ReturnType<typeof readAppointmentTypes>>,
): Promise<AvailabilityInput> {
  const type = (types ?? (await readAppointmentTypes()))[kind];
  const [{ taken, perDate }, opened] = await Promise.all([
    takenAndCounted(
      kind,
      type.resource,
      new Date(`${addDays(from, -1)}T00:00:00Z`),
      new Date(`${addDays(to, 1)}T12:00:00Z`),
      own,
    ),
    openedDates(from, to),
  ]);
  return {
    hours: business(),
    type,
    now,
    taken,
    openedDates: opened,
    bookedPerDate: perDate,
  };
}

/** The input with no minimum notice: what the owner may choose from. */
export const withoutNotice = (input: AvailabilityInput): AvailabilityInput => ({
  ...input,
  type: { ...input.type, noticeHours: 0 },
});

/** Free slots of a kind from `firstDate` on (default: today), as they are now. */
export async function availability(
  kind: AppointmentKind,
  now: Date,
  {
    firstDate,
    days,
    exceptId,
    by = "visitor",
  }: {
    firstDate?: string;
    days?: number;
    exceptId?: number;
    /** The owner may book inside the minimum notice (a call that settles a time for today). */
    by?: "visitor" | "owner";
  } = {},
): Promise<SlotDay[]> {
  const today = todayInShowroom(now);
  const from = firstDate && firstDate > today ? firstDate : today;
  const types = await readAppointmentTypes();
  const to =
    days === undefined
      ? addDays(today, types[kind].horizonDays)
      : addDays(from, days - 1);
  const input = await availabilityInput(
    kind,
    now,
    from,
    to,
    { id: exceptId },
    types,
  );
  return freeSlots(by === "owner" ? withoutNotice(input) : input, {
    firstDate: from,
    days,
  });
}

/** Up to `count` free slots nearest to `start`, in time order. */
export async function nearestSlots(
  kind: AppointmentKind,
  start: Date,
  now: Date,
  exceptId?: number,
  count = 3,
): Promise<Slot[]> {
  const days = await availability(kind, now, {
    firstDate: addDays(todayInShowroom(start), -3),
    days: 10,
    exceptId,
  });
  const distance = (slot: Slot) =>
    Math.abs(Date.parse(slot.start) - start.getTime());
  return days
    .flatMap((day) => day.slots)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, count)
    .sort((a, b) => a.start.localeCompare(b.start));
}

export interface BookingDetails {
  kind: AppointmentKind;
  /** The slot's start, an ISO instant as the page posted it. */
  start: string;
  name: string;
  email: string;
  phone: string;
  address?: string;
  zipCode?: string;
  room?: string;
  budget?: string;
  timeline?: string;
  message?: string;
  /** Stored photos of the room (app/booking/photos.server.ts). */
  photoUrls?: string[];
  /** One per confirm button shown: a double click or a retry books once. */
  idempotencyKey: string;
}

export type BookingOutcome =
  | {
      ok: true;
      booking: BookingRow;
      /** The manage link's token (the booking's emails carry it too). */
      manageToken: string;
    }
  | { ok: false; message: string; alternatives: Slot[] };

export type SlotCheck =
  | {
      ok: true;
      start: Date;
      type: AvailabilityInput["type"];
      /** The refusal to give when the database turns it down after all. */
      refused: (message: string) => Promise<SlotRefusal>;
    }
  | SlotRefusal;

type SlotRefusal = { ok: false; message: string; alternatives: Slot[] };

/** A refusal in the visitor's words, with the nearest free times to choose from. */
export function refusalText(refusal: SlotRefusal): string {
  const nearest = refusal.alternatives.map((slot) =>
    newYorkTime(slot.start, "full"),
  );
  return nearest.length
    ? `${refusal.message}. The nearest free times: ${nearest.join("; ")}. Please choose one below.`
    : `${refusal.message}. Please choose another time below.`;
}

/**
 * Whether `startIso` is free for a kind now, against the hours, the notice,
 * the cap and what is taken (the visitor's own hold aside); refused with the
 * reason and the nearest free times otherwise.
 */
export async function checkSlot(
  kind: AppointmentKind,
  startIso: string,
  now: Date,
  own: Own,
): Promise<SlotCheck> {
  const start = new Date(startIso);
  if (Number.isNaN(start.getTime())) {
    return { ok: false, message: bookingMessages.notOffered, alternatives: [] };
  }
  const date = todayInShowroom(start);
  const refused = async (message: string): Promise<SlotRefusal> => ({
    ok: false,
    message,
    alternatives: await nearestSlots(kind, start, now),
  });
  const input = await availabilityInput(kind, now, date, date, own);
  const offers = (day: SlotDay | undefined) =>
    day?.date === date &&
    day.slots.some((slot) => slot.start === start.toISOString());
  if (!offers(freeSlots(input, { firstDate: date, days: 1 })[0])) {
    // Offered were it not for other bookings: someone else has it.
    const unbooked = freeSlots(
      { ...input, taken: [], bookedPerDate: undefined },
      { firstDate: date, days: 1 },
    )[0];
    return refused(
      offers(unbooked) ? bookingMessages.taken : bookingMessages.notOffered,
    );
  }
  return { ok: true, start, type: input.type, refused };
}

/** The booking a form's key already made, as its answer, if there is one. */
async function alreadyBooked(
  idempotencyKey: string,
): Promise<BookingOutcome | undefined> {
  const booking = await findBookingByKey(idempotencyKey);
  return (
    booking && { ok: true, booking, manageToken: manageToken(idempotencyKey) }
  );
}

export async function book(
  details: BookingDetails,
  now: Date = new Date(),
): Promise<BookingOutcome> {
  const key = details.idempotencyKey;
  const repeated = await alreadyBooked(key);
  if (repeated) return repeated;
  // A second confirm of the same form (a double click, a retry after a
  // timeout) can lose the slot to the first one while it runs: every
  // refusal below looks again for the form's own booking first, so both
  // get the one booking.
  const refusedUnlessBooked = async (refusal: () => Promise<SlotRefusal>) =>
    (await alreadyBooked(key)) ?? (await refusal());

  const checked = await checkSlot(details.kind, details.start, now, {
    holdKey: key,
  });
  if (!checked.ok) return refusedUnlessBooked(async () => checked);
  const { start, type, refused } = checked;

  const token = manageToken(key);
  try {
    const stored = await insertBooking(
      {
        kind: details.kind,
        resource: type.resource,
        ...bookedTimes(type, start),
        status: type.needsConfirmation ? "pending" : "confirmed",
        name: details.name,
        email: details.email,
        phone: details.phone,
        address: details.address ?? null,
        zipCode: details.zipCode ?? null,
        room: details.room ?? null,
        budget: details.budget ?? null,
        timeline: details.timeline ?? null,
        message: details.message ?? null,
        photoUrls: details.photoUrls ?? [],
        idempotencyKey: key,
        manageTokenHash: hashManageToken(token),
      },
      type.dailyCap,
      (row) => bookingEmails(row, type, leadReference("B", row.id), "booked"),
    );
    if ("full" in stored) {
      return refusedUnlessBooked(() => refused(bookingMessages.full));
    }
    return { ok: true, booking: stored.row, manageToken: token };
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === EXCLUSION_VIOLATION) {
      return refusedUnlessBooked(() => refused(bookingMessages.taken));
    }
    if (code === UNIQUE_VIOLATION) {
      const first = await alreadyBooked(key);
      if (first) return first;
    }
    throw error;
  }
}
