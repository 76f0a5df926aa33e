import { databaseErrorCode, EXCLUSION_VIOLATION } from "#app/db/error-code.ts";
import { insertHold } from "#app/models/bookings.server.ts";
import { hitRateLimit } from "#app/models/rate-limits.server.ts";
import { rateLimitHeaders } from "#app/utils/rate-limit.server.ts";
import { bookingMessages, checkSlot, refusalText } from "./book.server.ts";
import { SlotChoiceSchema } from "./booking-schema.ts";
import { bookedTimes } from "./slots.ts";

// A short hold on the time a visitor picked (with JavaScript), so that
// nobody else books it while they type their details (ADR 0029). A hold is
// a row of status "held" that lapses; the exclusion constraint guards it like
// a booking, the visitor's own confirm goes through it. Holds are a courtesy,
// never a promise: the confirm checks the time again whatever happened here.

/** How long a picked time is kept for the visitor. */
export const HOLD_MINUTES = 5;
/**
 * Holds per connection per HOLD_MINUTES: a visitor trying a few times is
 * never near it, and a script cannot keep more than this many times away
 * from everyone else.
 */
export const HOLDS_PER_WINDOW = 8;

export const holdMessages = {
  held: `We are keeping this time for you for ${HOLD_MINUTES} minutes while you fill in your details.`,
  unreadable: "That time could not be read. Please choose it again.",
  tooMany:
    "We could not keep that time for you just now. You can still book it if nobody else does first.",
} as const;

// A time someone else has is an answer the page expects, not an error: it
// comes with 200 (a 409 would put an error in the visitor's console).
export type HoldAnswer =
  | {
      status: 200;
      body:
        | { held: true; message: string; until: string }
        | { held: false; message: string };
    }
  | {
      status: 400 | 429;
      body: { held: false; message: string };
      headers?: Record<string, string>;
    };

export async function holdSlot(
  fields: Record<string, unknown>,
  clientKey: string,
  now: Date = new Date(),
): Promise<HoldAnswer> {
  const parsed = SlotChoiceSchema.safeParse(fields);
  if (!parsed.success) {
    return {
      status: 400,
      body: { held: false, message: holdMessages.unreadable },
    };
  }
  const limit = await hitRateLimit(
    `booking-hold:${clientKey}`,
    HOLDS_PER_WINDOW,
    HOLD_MINUTES * 60_000,
  );
  if (!limit.allowed) {
    return {
      status: 429,
      body: { held: false, message: holdMessages.tooMany },
      headers: rateLimitHeaders(limit),
    };
  }
  const { kind, start, idempotencyKey } = parsed.data;
  const checked = await checkSlot(kind, start, now, {
    holdKey: idempotencyKey,
  });
  if (!checked.ok) {
    return {
      status: 200,
      body: { held: false, message: refusalText(checked) },
    };
  }
  const until = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  try {
    await insertHold({
      kind,
      resource: checked.type.resource,
      ...bookedTimes(checked.type, checked.start),
      holdExpiresAt: until,
      idempotencyKey,
    });
  } catch (error) {
    if (databaseErrorCode(error) !== EXCLUSION_VIOLATION) throw error;
    return {
      status: 200,
      body: {
        held: false,
        message: refusalText(await checked.refused(bookingMessages.taken)),
      },
    };
  }
  return {
    status: 200,
    body: {
      held: true,
      message: holdMessages.held,
      until: until.toISOString(),
    },
  };
}
