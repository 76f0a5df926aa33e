// The owner's booking settings in /admin/booking: each appointment type's
// rules, the dates opened for bookings (a Sunday "by appointment"), and the
// times nobody can book (a trade show, a day off). Shared by the browser
// and the server.
import type { FieldLabels } from "#app/utils/form-validation.ts";
import { textField } from "#app/utils/email-field.ts";
import { z } from "#app/utils/zod.ts";
import type { AppointmentType } from "./appointment-types.ts";

export const SETTINGS_PATH = "/admin/booking/settings";

export const TYPE_FIELDS = [
  "minutes",
  "bufferBefore",
  "bufferAfter",
  "noticeHours",
  "horizonDays",
  "dailyCap",
  "intervalMinutes",
  "needsConfirmation",
] as const;

export const TYPE_LABELS: FieldLabels<typeof TYPE_FIELDS> = {
  minutes: "Length (minutes)",
  bufferBefore: "Kept free before (minutes)",
  bufferAfter: "Kept free after (minutes)",
  noticeHours: "Minimum notice (hours)",
  horizonDays: "Bookable this many days ahead",
  dailyCap: "At most this many a day (0: no limit)",
  intervalMinutes: "Start times every (minutes)",
  needsConfirmation: "I confirm each booking before it holds",
};

export const INTERVALS = [15, 30, 60] as const;

/** A whole number from a form field, within bounds, with the owner's words. */
const whole = (label: string, min: number, max: number) =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === "string" && /^\s*\d{1,4}\s*$/.test(value)
        ? Number(value)
        : Number.NaN,
    ),
    z
      .number({ error: `${label}: please enter a whole number` })
      .check(
        z.refine(
          (n) => Number.isInteger(n) && n >= min && n <= max,
          `${label}: please enter a whole number from ${min} to ${max}`,
        ),
      ),
  );

export const TypeSettingsSchema = z.object({
  minutes: whole("Length", 15, 480),
  bufferBefore: whole("Time kept free before", 0, 240),
  bufferAfter: whole("Time kept free after", 0, 240),
  noticeHours: whole("Minimum notice", 0, 720),
  horizonDays: whole("Days ahead", 1, 365),
  dailyCap: whole("Bookings a day", 0, 50),
  intervalMinutes: z.pipe(
    z.transform((value: unknown) => Number(value)),
    z.union(
      INTERVALS.map((n) => z.literal(n)),
      { error: "Please choose how often start times are offered" },
    ),
  ),
  needsConfirmation: z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => value === "on"),
  ),
});

export type TypeSettings = Pick<AppointmentType, (typeof TYPE_FIELDS)[number]>;

/** A type's settings as the form shows them. */
export const typeFormValues = (type: TypeSettings): Record<string, string> =>
  Object.fromEntries(
    TYPE_FIELDS.map((name) => [
      name,
      name === "needsConfirmation"
        ? type.needsConfirmation
          ? "on"
          : ""
        : String(type[name]),
    ]),
  );

export const settingsMessages = {
  date: "Please enter a real date, like 2026-12-24",
  past: "Please choose today or a later date",
  time: "Please enter a time, like 10:00",
  endBeforeStart: "The end must be after the start",
  reason: "Please say what it is for, in up to 80 characters",
} as const;

const isoDate = z.string({ error: settingsMessages.date }).check(
  z.trim(),
  z.refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    settingsMessages.date,
  ),
);
const clockTime = z
  .string({ error: settingsMessages.time })
  .check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, settingsMessages.time));

/** A span of one date: starts before it ends, on today or later. */
function daySpan<S extends z.core.$ZodShape>(
  shape: S,
  start: string,
  end: string,
  today: () => string,
) {
  return z.object({ date: isoDate, ...shape }).check(
    z.superRefine((value, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: "custom", input: "", path: [path], message });
      const v = value as Record<string, string>;
      if (v.date! < today()) issue("date", settingsMessages.past);
      if (v[start] && v[end] && v[end]! <= v[start]!) {
        issue(end, settingsMessages.endBeforeStart);
      }
    }),
  );
}

export const OPENING_FIELDS = ["date", "opens", "closes"] as const;
export const OPENING_LABELS: FieldLabels<typeof OPENING_FIELDS> = {
  date: "Date",
  opens: "Bookable from",
  closes: "Until",
};
export const createOpeningSchema = (today: () => string) =>
  daySpan({ opens: clockTime, closes: clockTime }, "opens", "closes", today);

export const BLOCK_RESOURCES = [
  { value: "", label: "Everything (showroom and estimates)" },
  { value: "showroom", label: "Showroom visits" },
  { value: "estimator", label: "In-home estimates" },
] as const;

export const BLOCK_FIELDS = [
  "date",
  "from",
  "until",
  "resource",
  "reason",
] as const;
export const BLOCK_LABELS: FieldLabels<typeof BLOCK_FIELDS> = {
  date: "Date",
  from: "From",
  until: "Until",
  resource: "What it blocks",
  reason: "What it is (only you see this)",
};
export const createBlockSchema = (today: () => string) =>
  daySpan(
    {
      from: clockTime,
      until: clockTime,
      resource: z._default(
        z.enum(["", "showroom", "estimator"], {
          error: "Please choose what it blocks",
        }),
        "",
      ),
      reason: textField({ required: settingsMessages.reason, max: 80 }),
    },
    "from",
    "until",
    today,
  );
