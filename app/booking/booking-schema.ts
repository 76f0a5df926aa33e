import { serviceChoices } from "#app/content/contact.ts";
import { optionalLongText, textField } from "#app/utils/email-field.ts";
import { emailField } from "#app/utils/email-address.ts";
import { phoneField } from "#app/utils/phone.ts";
import { MAX_UPLOAD_BYTES } from "#app/utils/media.ts";
import { z } from "#app/utils/zod.ts";
import { APPOINTMENT_KINDS } from "./appointment-types.ts";

// One schema for the booking form in the browser and on the server. Whether
// the chosen start is still free is the server's question (book.server.ts).

export const BOOKING_FIELDS = [
  "kind",
  "start",
  "name",
  "email",
  "phone",
  "address",
  "zipCode",
  "room",
  "budget",
  "timeline",
  "message",
  "photos",
  "idempotencyKey",
] as const;

/** Photos a visitor may send with a booking (each within the upload pipeline's 10 MB). */
export const MAX_BOOKING_PHOTOS = 6;

/** What is wrong with the chosen photos before they are sent, if anything. */
export function photosProblem(
  files: ReadonlyArray<{ name: string; size: number }>,
): string | null {
  if (files.length > MAX_BOOKING_PHOTOS) return bookingFieldMessages.photos;
  const large = files.find((file) => file.size > MAX_UPLOAD_BYTES);
  return large
    ? `“${large.name}” is over 10 MB: please choose a smaller photo`
    : null;
}

export const MAX_NAME = 100;
export const MAX_ADDRESS = 160;
export const MAX_MESSAGE = 2000;

export const budgetBands = [
  { value: "under-15k", label: "Under $15,000" },
  { value: "15-30k", label: "$15,000 to $30,000" },
  { value: "30-60k", label: "$30,000 to $60,000" },
  { value: "over-60k", label: "Over $60,000" },
  { value: "not-sure", label: "Not sure yet" },
] as const;

export const timelines = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-3-months", label: "In 1 to 3 months" },
  { value: "3-6-months", label: "In 3 to 6 months" },
  { value: "later", label: "Later, just planning" },
] as const;

export const bookingFieldLabels = {
  kind: "What would you like to book",
  start: "Choose a time (New York time)",
  name: "Your name",
  email: "Email",
  phone: "Phone",
  address: "Street address of the home",
  zipCode: "ZIP code",
  room: "Which room",
  budget: "Budget",
  timeline: "When would you like to start",
  message: "Anything we should know",
  photos: "Photos of your room",
  idempotencyKey: "Booking key",
} satisfies Record<(typeof BOOKING_FIELDS)[number], string>;

export const bookingFieldMessages = {
  kind: "Please choose a showroom visit or an in-home estimate",
  start: "Please choose a time",
  name: "Please enter your name",
  address: "Please enter the street address of the home we should visit",
  zipCode: "Please enter the home's 5-digit ZIP code, like 10920",
  room: "Please choose the room",
  budget: "Please choose a budget band",
  timeline: "Please choose when you would like to start",
  message: `Please keep your message under ${MAX_MESSAGE.toLocaleString("en-US")} characters`,
  idempotencyKey: "Please reload the page and choose your time again",
  photos: `Please choose up to ${MAX_BOOKING_PHOTOS} photos`,
} as const;

const choice = (values: readonly string[], message: string) =>
  z
    .string({ error: message })
    .check(z.refine((value) => values.includes(value), message));

const optionalChoice = (values: readonly string[], message: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.string({ error: message })),
      z.transform((value) => value?.trim() || undefined),
    ),
    z.optional(choice(values, message)),
  );

const optionalText = (max: number, message: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.string({ error: message })),
      z.transform((value) => value?.trim() || undefined),
    ),
    z.optional(z.string().check(z.maxLength(max, message))),
  );

/** The form's three fields that name a time: also all a hold needs. */
export const SlotChoiceSchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS, { error: bookingFieldMessages.kind }),
  start: z
    .string({ error: bookingFieldMessages.start })
    .check(
      z.regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/,
        bookingFieldMessages.start,
      ),
    ),
  idempotencyKey: z
    .string({ error: bookingFieldMessages.idempotencyKey })
    .check(
      z.regex(/^[A-Za-z0-9_-]{16,64}$/, bookingFieldMessages.idempotencyKey),
    ),
});

export const BookingSchema = z
  .object({
    ...SlotChoiceSchema.shape,
    name: textField({ required: bookingFieldMessages.name, max: MAX_NAME }),
    email: emailField,
    phone: phoneField,
    address: optionalText(MAX_ADDRESS, bookingFieldMessages.address),
    zipCode: optionalText(10, bookingFieldMessages.zipCode),
    room: optionalChoice(
      serviceChoices.map((s) => s.value),
      bookingFieldMessages.room,
    ),
    budget: optionalChoice(
      budgetBands.map((b) => b.value),
      bookingFieldMessages.budget,
    ),
    timeline: optionalChoice(
      timelines.map((t) => t.value),
      bookingFieldMessages.timeline,
    ),
    message: optionalLongText(MAX_MESSAGE, bookingFieldMessages.message),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.kind !== "home-estimate") return;
      const missing = (field: "address" | "room", message: string) => {
        if (!value[field]) {
          ctx.issues.push({
            code: "custom",
            input: value[field],
            path: [field],
            message,
          });
        }
      };
      missing("address", bookingFieldMessages.address);
      if (!value.zipCode || !/^\d{5}$/.test(value.zipCode)) {
        ctx.issues.push({
          code: "custom",
          input: value.zipCode,
          path: ["zipCode"],
          message: bookingFieldMessages.zipCode,
        });
      }
      missing("room", bookingFieldMessages.room);
    }),
  );

export type BookingInput = z.infer<typeof BookingSchema>;
