import { z } from "#app/utils/zod.ts";

// One shape for every form's outcome, in the browser and on the server: the
// first human message per field, and the submitted text to put back.
export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

export interface FormFailure {
  /** Messages keyed by field name, in the form's field order. */
  fieldErrors: FieldErrors;
  /** A problem with the submission as a whole (expired form, rate limit). */
  formError?: string;
  values: FormValues;
  /** The form never reached the server: nothing to reload from it either. */
  notSent?: true;
}

export type FormResult<T> =
  { ok: true; data: T } | ({ ok: false } & FormFailure);

// Echoing a 100 KB string back into the page helps no one; the visitor still
// sees the start of what they typed and the "too long" message beside it.
const MAX_ECHOED_LENGTH = 5_000;

/** The submitted text of the named fields only (never arrays or objects). */
export function keepValues(
  fields: Record<string, unknown>,
  names: readonly string[],
): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "string") {
      values[name] = value.slice(0, MAX_ECHOED_LENGTH);
    }
  }
  return values;
}

/** First message per field, ordered as `names` (the order on the page). */
export function fieldErrorsFrom(
  error: z.core.$ZodError,
  names: readonly string[],
): FieldErrors {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (!byField.has(key)) byField.set(key, issue.message);
  }
  const ordered: FieldErrors = {};
  for (const name of names) {
    const message = byField.get(name);
    if (message) ordered[name] = message;
  }
  // An issue on a field the page does not show still has to reach someone.
  for (const [key, message] of byField) {
    if (!(key in ordered)) ordered[key || "form"] = message;
  }
  return ordered;
}

/** Validates `fields` with `schema`; on failure, the errors and the values. */
export function validateForm<S extends z.core.$ZodType>(
  schema: S,
  fields: Record<string, unknown>,
  names: readonly string[],
): FormResult<z.output<S>> {
  const parsed = z.safeParse(schema, fields);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    fieldErrors: fieldErrorsFrom(parsed.error, names),
    values: keepValues(fields, names),
  };
}

/** One label for each field of a form's field list: a missing or unknown name fails the type check. */
export type FieldLabels<Fields extends readonly string[]> = Record<
  Fields[number],
  string
>;
