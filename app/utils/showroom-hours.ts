// New York calendar dates ("YYYY-MM-DD") and wall-clock times, whatever the
// server's or the browser's zone: the plumbing under the showroom's hours
// (app/business/opening.ts) and the visit times (app/leads/visit-times.ts).
import { newYorkTime, SHOWROOM_TIME_ZONE } from "./new-york-time.ts";

export { SHOWROOM_TIME_ZONE };

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

let wallClock: Intl.DateTimeFormat | undefined;
const HOUR = 3_600_000;
// New York's offset changes only on the hour (2 AM local is 06:00 or 07:00
// UTC), so it is asked of Intl once per UTC hour: the slot engine converts
// every start of 60 days (bench/RESULTS.md, "Booking").
const offsetByHour = new Map<number, number>();
const MAX_CACHED_HOURS = 50_000;

/** Minutes east of UTC that New York is at `instant` (-300 or -240). */
export function showroomOffsetMinutes(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  if (offsetByHour.size >= MAX_CACHED_HOURS) offsetByHour.clear();
  const offset = offsetAt(hour * HOUR);
  offsetByHour.set(hour, offset);
  return offset;
}

function offsetAt(instant: number): number {
  wallClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SHOWROOM_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  const parts = wallClock.formatToParts(new Date(instant));
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

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** "Tuesday, December 1, 2026" for a YYYY-MM-DD date. */
export function longDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? LONG_DATE.format(date) : isoDate;
}
