import { z } from "./zod.ts";

// The email rule every form shares (newsletter, contact, loan application,
// campaign test sends, the subscriber import) and the mailer's check of a
// configured address.
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
