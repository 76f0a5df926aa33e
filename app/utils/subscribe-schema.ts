import { z } from "#app/utils/zod.ts";

// One rule for the newsletter form in the browser and the endpoint on the
// server (SPEC section 5).
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

const optionalName = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH, `Please use at most ${MAX_NAME_LENGTH} characters`)
  .refine((value) => !/\p{Cc}/u.test(value), "Please remove control characters")
  .optional()
  .transform((value) => (value ? value : undefined));

export const SubscribeSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }))
    .refine((email) => email.split("@")[0]!.length <= 64, INVALID_EMAIL_MESSAGE)
    .transform((email) => email.toLowerCase()),
  firstName: optionalName,
  lastName: optionalName,
  source: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, "Unknown source")
    .optional()
    .transform((value) => value ?? "website"),
});

export type SubscribeInput = z.infer<typeof SubscribeSchema>;
