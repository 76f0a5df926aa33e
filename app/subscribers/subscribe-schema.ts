import { emailField } from "#app/utils/email-address.ts";
import { z } from "#app/utils/zod.ts";

// One rule for the newsletter form in the browser and the endpoint on the
// server (docs/product.md, "Validation").

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
