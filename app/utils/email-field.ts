import { z } from "#app/utils/zod.ts";

/** A required single-line text field: trimmed, bounded, no control characters. */
export function textField(options: {
  required: string;
  max: number;
  label?: string;
}) {
  return z.string({ error: options.required }).check(
    z.trim(),
    z.minLength(1, options.required),
    z.maxLength(options.max, `Please use at most ${options.max} characters`),
    z.refine(
      (value) => !/[\p{Cc}\u2028\u2029]/u.test(value),
      "Please remove line breaks and control characters",
    ),
  );
}

/** An optional multi-line text: trimmed, bounded, empty becomes undefined. */
export function optionalLongText(max: number, tooLong: string) {
  return z.pipe(
    z.optional(
      z.string({ error: "Please enter text" }).check(
        z.trim(),
        z.maxLength(max, tooLong),
        // Line breaks and tabs are fine in a message; other control
        // characters (NUL, escape sequences) are not.
        z.refine(
          (value) => !/[^\P{Cc}\t\n\r]/u.test(value),
          "Please remove control characters",
        ),
      ),
    ),
    z.transform((value) => (value ? value : undefined)),
  );
}
