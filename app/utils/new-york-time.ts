// Every date and time the owner reads is New York time, whatever the
// server's or the browser's zone: one set of formats, so a time reads the
// same on every screen, spreadsheet and email.

export const SHOWROOM_TIME_ZONE = "America/New_York";

const formats = {
  /** "Oct 14, 2026, 9:30 AM": lists and tables. */
  short: { dateStyle: "medium", timeStyle: "short" },
  /** "October 14, 2026 at 9:30 AM": a campaign's schedule. */
  long: { dateStyle: "long", timeStyle: "short" },
  /** "Wednesday, October 14, 2026 at 9:30 AM": a lead's page and email. */
  full: { dateStyle: "full", timeStyle: "short" },
  /** "Oct 14, 2026". */
  day: { dateStyle: "medium" },
  /** "9:30 AM": a time whose day is said in words. */
  time: { timeStyle: "short" },
  /** "October 2026": when a customer's review was written. */
  monthYear: { year: "numeric", month: "long" },
  /** "October 14, 2026": a post's date. */
  longDay: { year: "numeric", month: "long", day: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type NewYorkFormat = keyof typeof formats | "sortable" | "isoDay";

const formatters = new Map<NewYorkFormat, Intl.DateTimeFormat>();

function formatter(format: NewYorkFormat) {
  let made = formatters.get(format);
  if (!made) {
    // Sweden writes "2026-10-14 09:30" and Canada "2026-10-14": they sort as text.
    made =
      format === "sortable"
        ? new Intl.DateTimeFormat("sv-SE", {
            dateStyle: "short",
            timeStyle: "short",
            timeZone: SHOWROOM_TIME_ZONE,
          })
        : format === "isoDay"
          ? new Intl.DateTimeFormat("en-CA", {
              year: "numeric",
              month: "2-digit",
              day: "2-digit",
              timeZone: SHOWROOM_TIME_ZONE,
            })
          : new Intl.DateTimeFormat("en-US", {
              ...formats[format],
              timeZone: SHOWROOM_TIME_ZONE,
            });
    formatters.set(format, made);
  }
  return made;
}

/**
 * `when` in New York time. "sortable" ("2026-10-14 09:30") is for
 * spreadsheets and for a datetime-local field (with a T for the space);
 * "isoDay" ("2026-10-14") is the New York calendar day.
 */
export function newYorkTime(
  when: Date | string | number,
  format: NewYorkFormat = "short",
): string {
  return formatter(format).format(new Date(when));
}

/** `when`'s New York date and 24-hour time: ["2026-10-14", "09:30"]. */
export function newYorkDateAndClock(
  when: Date | string | number,
): [date: string, time: string] {
  const [date, time] = newYorkTime(when, "sortable").split(" ");
  return [date!, time!];
}
