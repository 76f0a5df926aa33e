import { bookingCopy } from "#app/content/booking.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import { type LeadForm, refused } from "#app/leads/intake.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import { checkServiceArea, zipExists } from "#app/leads/service-area.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { keepValues } from "#app/utils/form-validation.ts";
import { checkSpamTraps } from "#app/utils/spam-trap.server.ts";
import { book, refusalText } from "./book.server.ts";
import {
  filesOf,
  removeBookingPhotos,
  storeBookingPhotos,
} from "./photos.server.ts";
import { BOOKING_FIELDS, BookingSchema } from "./booking-schema.ts";

export const BOOKING_FORM = "booking";
export const BOOKED_PATH = "/book/confirmed";

/** Where home estimates go: a ZIP code that exists and lies in the service area. */
async function homeProblem(zipCode: string): Promise<string | null> {
  if (!(await zipExists(zipCode))) {
    return `We could not find ZIP code ${zipCode}: please check it`;
  }
  const area = await checkServiceArea(zipCode);
  if (area.inArea === false) {
    return `ZIP code ${zipCode} is outside the area we visit for estimates. You are welcome at the showroom, or call us to talk it over`;
  }
  return null;
}

/**
 * POST /book: past the intake's checks (rate limit, spam traps, schema), a
 * home estimate's ZIP code must be in the service area, then book() stores
 * the booking with its emails or answers that the time was just taken,
 * naming the nearest free times.
 */
export const bookingForm: LeadForm<typeof BookingSchema> = {
  name: BOOKING_FORM,
  schema: BookingSchema,
  fields: BOOKING_FIELDS,
  files: ["photos"],
  limitPerMinute: () => getEnv().LEAD_RATE_LIMIT_PER_MINUTE,
  rateLimitedMessage: bookingCopy.rateLimited,
  spamTraps: (fields) => checkSpamTraps(BOOKING_FORM, fields),
  botLocation: () => BOOKED_PATH,
  async accept(input, fields) {
    const values = keepValues(fields, BOOKING_FIELDS);
    if (input.kind === "home-estimate" && input.zipCode) {
      const problem = await homeProblem(input.zipCode);
      if (problem) {
        return refused(400, { fieldErrors: { zipCode: problem }, values });
      }
    }
    const photos = await storeBookingPhotos(filesOf(fields.photos));
    if (!photos.ok) {
      return refused(photos.status, {
        fieldErrors: { photos: photos.message },
        values,
      });
    }
    const outcome = await book({ ...input, photoUrls: photos.urls });
    // Photos nothing refers to: the time was refused, or a repeated send
    // found the booking the first one made.
    const kept = outcome.ok ? outcome.booking.photoUrls : [];
    await removeBookingPhotos(photos.urls.filter((url) => !kept.includes(url)));
    if (!outcome.ok) {
      return refused(409, {
        fieldErrors: { start: refusalText(outcome) },
        values: { ...values, start: "" },
      });
    }
    kickEmailDrainer();
    const reference = leadReference("B", outcome.booking.id);
    return {
      kind: "accepted",
      location: `${BOOKED_PATH}?ref=${encodeURIComponent(reference)}`,
    };
  },
};
