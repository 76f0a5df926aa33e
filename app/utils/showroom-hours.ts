// Showroom opening hours as bookable visit slots (docs/product.md, "Decisions the specification left open":
// Mon-Fri 9-6, Sat 9-4, Sunday by appointment), all in the showroom's time
// zone. Shared by the contact form in the browser and its server check.
import { newYorkTime, SHOWROOM_TIME_ZONE } from "./new-york-time.ts";

export { SHOWROOM_TIME_ZONE };
export const VISIT_MINUTES = 60;
export const BOOKING_HORIZON_DAYS = 90;
/** The Sunday choice: no fixed time, the team calls to agree one (ADR 0008). */
export const SUNDAY_BY_APPOINTMENT = "by-appointment";

// Last start time leaves a full hour before closing.
const OPENING: Record<number, { opens: number; lastStart: number } | null> = {
  0: null,
  1: { opens: 9 * 60, lastStart: 17 * 60 },
  2: { opens: 9 * 60, lastStart: 17 * 60 },
  3: { opens: 9 * 60, lastStart: 17 * 60 },
  4: { opens: 9 * 60, lastStart: 17 * 60 },
  5: { opens: 9 * 60, lastStart: 17 * 60 },
  6: { opens: 9 * 60, lastStart: 15 * 60 },
};

const pad = (n: number) => String(n).padStart(2, "0");

export function timeLabel(value: string): string {
  if (value === SUNDAY_BY_APPOINTMENT) {
    return "Sunday by appointment (we will call to confirm a time)";
  }
  const [h, m] = value.split(":").map(Number) as [number, number];
  const suffix = h >= 12 ? "PM" : "AM";
  return `${((h + 11) % 12) + 1}:${pad(m)} ${suffix}`;
}

/** Every half-hour start on a weekday, then the Sunday choice. */
export const ALL_TIME_CHOICES: string[] = (() => {
  const choices: string[] = [];
  for (let minutes = 9 * 60; minutes <= 17 * 60; minutes += 30) {
    choices.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  choices.push(SUNDAY_BY_APPOINTMENT);
  return choices;
})();

/** Today's date in New York as YYYY-MM-DD. */
export function todayInShowroom(now: Date = new Date()): string {
  return newYorkTime(now, "isoDay");
}

/** A real calendar date "YYYY-MM-DD" (rejects 2026-02-30), as a UTC Date. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d
    ? date
    : null;
}

export function addDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate)!;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function weekday(isoDate: string): number {
  return parseIsoDate(isoDate)!.getUTCDay();
}

/** The start times offered on a date (Sunday offers the by-appointment choice). */
export function timeChoicesFor(isoDate: string | undefined): string[] {
  const date = isoDate ? parseIsoDate(isoDate) : null;
  if (!date) return ALL_TIME_CHOICES;
  const hours = OPENING[date.getUTCDay()];
  if (!hours) return [SUNDAY_BY_APPOINTMENT];
  return ALL_TIME_CHOICES.filter((choice) => {
    if (choice === SUNDAY_BY_APPOINTMENT) return false;
    const [h, m] = choice.split(":").map(Number) as [number, number];
    return h * 60 + m >= hours.opens && h * 60 + m <= hours.lastStart;
  });
}

export const dateMessages = {
  invalid: "Please enter a real date, like 2026-12-01",
  past: "Please choose a date from tomorrow onwards",
  tooFar: `Please choose a date within the next ${BOOKING_HORIZON_DAYS} days`,
  required: "Please choose a date for your visit",
} as const;

export const timeMessages = {
  invalid: "Please choose a time from the list",
  required: "Please choose a time for your visit",
  saturday:
    "On Saturdays the showroom is open 9 AM to 4 PM: please choose a start time from 9:00 AM to 3:00 PM",
  sunday:
    "On Sundays we open by appointment: please choose \u201cSunday by appointment\u201d and we will call to confirm a time",
  notSunday: "\u201cBy appointment\u201d is for Sundays: please choose a time",
} as const;

/** Why a date is not bookable, or null when it is. */
export function dateProblem(
  value: string,
  now: Date = new Date(),
): string | null {
  if (!parseIsoDate(value)) return dateMessages.invalid;
  const today = todayInShowroom(now);
  if (value <= today) return dateMessages.past;
  if (value > addDays(today, BOOKING_HORIZON_DAYS)) return dateMessages.tooFar;
  return null;
}

/** Why a time does not fit the date's opening hours, or null. */
export function timeProblem(date: string, time: string): string | null {
  if (!ALL_TIME_CHOICES.includes(time)) return timeMessages.invalid;
  const day = weekday(date);
  if (day === 0)
    return time === SUNDAY_BY_APPOINTMENT ? null : timeMessages.sunday;
  if (time === SUNDAY_BY_APPOINTMENT) return timeMessages.notSunday;
  if (!timeChoicesFor(date).includes(time)) return timeMessages.saturday;
  return null;
}

/** Minutes east of UTC that New York is at `instant` (-300 or -240). */
function showroomOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SHOWROOM_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) =>
    Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
  );
  return Math.round((asUtc - instant) / 60_000);
}

/** The instant a New York wall-clock date and time happen. */
export function showroomTimeToUtc(isoDate: string, time: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  let instant = wall - showroomOffsetMinutes(wall) * 60_000;
  instant = wall - showroomOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

/** "Tuesday, December 1, 2026" for a YYYY-MM-DD date. */
export function longDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(date);
}
