// The form that adds a holiday closure, special hours or "temporarily
// closed" in /admin/business/closures, shared by the browser and the server.
import { textField } from "#app/utils/email-field.ts";
import type { FieldLabels } from "#app/utils/form-validation.ts";
import { z } from "#app/utils/zod.ts";
import { addDays } from "#app/utils/showroom-hours.ts";
import { daysBetween, MAX_CLOSURE_DAYS } from "./exceptions.ts";
import { type HoursException } from "./facts.ts";
import { EXCEPTION_KINDS } from "./choices.ts";

export const EXCEPTION_FIELDS = [
  "kind",
  "from",
  "to",
  "reopens",
  "opens",
  "closes",
  "reason",
] as const;

export const EXCEPTION_LABELS: FieldLabels<typeof EXCEPTION_FIELDS> = {
  kind: "What changes",
  from: "First day",
  to: "Last day",
  reopens: "Reopens on",
  opens: "Opens at",
  closes: "Closes at",
  reason: "Reason shown to visitors",
};

export const KIND_LABELS = {
  closed: "Closed (a holiday, up to 6 days)",
  special: "Special hours on one day",
  "temporarily-closed": "Temporarily closed (7 days or more)",
} as const;

export const exceptionMessages = {
  kind: "Please choose what changes",
  date: "Please enter a real date, like 2026-12-24",
  past: "Please choose today or a later date",
  toBeforeFrom: "The last day cannot be before the first day",
  tooLong: `A closure covers at most ${MAX_CLOSURE_DAYS} days in a row. For 7 days or more choose “Temporarily closed”: Google asks for that instead of holiday hours`,
  reopens: "The reopening date must be after the first closed day",
  time: "Please enter a time, like 10:00",
  closesBeforeOpens: "The closing time must be after the opening time",
  overlap: "That overlaps with another closure or special hours:",
} as const;

const date = z.pipe(
  z.optional(z.string()),
  z.pipe(
    z.transform((value: string | undefined) => (value ?? "").trim()),
    z
      .string()
      .check(
        z.refine(
          (value) =>
            value === "" ||
            (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
              new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
          exceptionMessages.date,
        ),
      ),
  ),
);
const time = z.pipe(
  z.optional(z.string()),
  z.pipe(
    z.transform((value: string | undefined) => (value ?? "").trim()),
    z
      .string()
      .check(
        z.refine(
          (value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
          exceptionMessages.time,
        ),
      ),
  ),
);

/** `today` is read at validation time: New York's date. */
export function createExceptionSchema(today: () => string) {
  return z
    .object({
      kind: z.enum(EXCEPTION_KINDS, { error: exceptionMessages.kind }),
      from: date,
      to: date,
      reopens: date,
      opens: time,
      closes: time,
      reason: z.pipe(
        z.optional(z.string()),
        z.pipe(
          z.transform((value: string | undefined) => value ?? ""),
          z.union([z.literal(""), textField({ required: "", max: 60 })]),
        ),
      ),
    })
    .check(
      z.superRefine((value, ctx) => {
        const issue = (path: string, message: string) => {
          ctx.issues.push({ code: "custom", input: "", path: [path], message });
        };
        if (!value.from) {
          issue("from", exceptionMessages.date);
          return;
        }
        if (value.from < today()) {
          issue("from", exceptionMessages.past);
          return;
        }
        if (value.kind === "closed" && value.to) {
          if (value.to < value.from)
            issue("to", exceptionMessages.toBeforeFrom);
          else if (daysBetween(value.from, value.to) + 1 > MAX_CLOSURE_DAYS)
            issue("to", exceptionMessages.tooLong);
        }
        if (value.kind === "special") {
          if (!value.opens) issue("opens", exceptionMessages.time);
          if (!value.closes) issue("closes", exceptionMessages.time);
          if (value.opens && value.closes && value.closes <= value.opens)
            issue("closes", exceptionMessages.closesBeforeOpens);
        }
        if (
          value.kind === "temporarily-closed" &&
          value.reopens &&
          value.reopens <= value.from
        )
          issue("reopens", exceptionMessages.reopens);
      }),
    );
}

export type ExceptionInput = z.output<ReturnType<typeof createExceptionSchema>>;

/** The stored exception a valid form describes. */
export function exceptionFrom(
  input: ExceptionInput,
  id: string,
): HoursException {
  const special = input.kind === "special";
  return {
    id,
    kind: input.kind,
    from: input.from,
    to:
      input.kind === "closed"
        ? input.to || input.from
        : special
          ? input.from
          : input.reopens
            ? addDays(input.reopens, -1)
            : "",
    opens: special ? input.opens : "",
    closes: special ? input.closes : "",
    reason: input.reason,
  };
}
