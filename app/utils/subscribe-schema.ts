import { z } from "#app/utils/zod.ts";

// One rule for the newsletter form in the browser and the endpoint on the
// server (SPEC section 5). The email rule every form shares lives here too:
// the newsletter's rule loads lazily on every page, and taking it from a
// module the lead forms share would add a chunk to each page's JavaScript.
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
export const MAX_EMAIL_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;

// Trimmed, RFC length limits, no control characters (nothing that could
// break an email header), lower-cased.
export const emailField = z.pipe(
  z.string({ error: INVALID_EMAIL_MESSAGE }).check(
    z.trim(),
    z.maxLength(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE),
    z.refine(
      (email) => (email.split("@")[0] ?? "").length <= MAX_LOCAL_PART_LENGTH,
      INVALID_EMAIL_MESSAGE,
    ),
  ),
  z.pipe(
    z.email({ error: INVALID_EMAIL_MESSAGE }),
    z.transform((email) => email.toLowerCase()),
  ),
);

export const MAX_NAME_LENGTH = 100;

const optionalName = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(
        MAX_NAME_LENGTH,
        `Please use at most ${MAX_NAME_LENGTH} characters`,
      ),
      z.refine(
        (value) => !/\p{Cc}/u.test(value),
        "Please remove control characters",
      ),
    ),
  ),
  z.transform((value) => (value ? value : undefined)),
);

export const SubscribeSchema = z.object({
  email: emailField,
  firstName: optionalName,
  lastName: optionalName,
  source: z.pipe(
    z.optional(
      z
        .string()
        .check(z.trim(), z.regex(/^[a-z0-9-]{1,40}$/, "Unknown source")),
    ),
    z.transform((value) => value ?? "website"),
  ),
});

export type SubscribeInput = z.infer<typeof SubscribeSchema>;
