import { openingOn } from "#app/business/opening.ts";
import type { BusinessFacts } from "#app/business/facts.ts";
import { minutesOfDay, timeOfDay } from "#app/utils/clock.ts";
import {
  addDays,
  showroomOffsetMinutes,
  showroomTimeToUtc,
  todayInShowroom,
} from "#app/utils/showroom-hours.ts";
import type { AppointmentType } from "./appointment-types.ts";

// The free starts of one appointment type, day by day: the showroom's hours
// on the date (weekly table and exceptions, app/business/opening.ts), or the
// hours the owner opened a day by appointment for; starts every interval
// that leave the whole appointment inside them; none that overlaps a taken
// range (a booking with its buffers, a blocked time) of the same resource;
// none before the minimum notice or past the horizon; none on a day at its
// cap. Wall-clock times are New York's; instants are UTC milliseconds.

/** A taken range of the type's resource, buffers included. */
export interface Taken {
  from: number;
  until: number;
}

export interface Slot {
  /** The instant it starts, as an ISO string (what a form posts back). */
  start: string;
  /** "09:30", New York time. */
  time: string;
}

export interface SlotDay {
  date: string;
  slots: Slot[];
}

export interface AvailabilityInput {
  hours: Pick<BusinessFacts, "weeklyHours" | "exceptions">;
  type: AppointmentType;
  now: Date;
  /** Taken ranges of the type's resource, in any order. */
  taken: readonly Taken[];
  /** Hours the owner opened a date for ("YYYY-MM-DD"), such as a Sunday. */
  openedDates?: ReadonlyMap<string, { opens: string; closes: string }>;
  /** How many bookings of the type each date already has. */
  bookedPerDate?: ReadonlyMap<string, number>;
}

const MINUTE = 60_000;

/** The date's hours for booking, or null when nothing can be booked. */
function window(input: AvailabilityInput, date: string) {
  const opening = openingOn(input.hours, date);
  if (opening.mode === "closed" && opening.exception) return null;
  const opened = input.openedDates?.get(date);
  if (opened) return opened;
  return opening.mode === "open" ? opening : null;
}

/**
 * The instant of each wall-clock start. A day when the clocks change is
 * converted time by time, and a start the change skips is left out; any
 * other day is one conversion and arithmetic.
 */
function instants(date: string, times: string[]): Array<number | null> {
  if (!times.length) return [];
  const first = showroomTimeToUtc(date, times[0]!).getTime();
  const midnight = showroomTimeToUtc(date, "00:00").getTime();
  const lateEvening = showroomTimeToUtc(date, "23:59").getTime();
  if (showroomOffsetMinutes(midnight) === showroomOffsetMinutes(lateEvening)) {
    const base = minutesOfDay(times[0]!);
    return times.map((time) => first + (minutesOfDay(time) - base) * MINUTE);
  }
  return times.map((time) => {
    const instant = showroomTimeToUtc(date, time).getTime();
    const wall =
      instant +
      showroomOffsetMinutes(instant) * MINUTE -
      Date.parse(`${date}T00:00:00Z`);
    return wall === minutesOfDay(time) * MINUTE ? instant : null;
  });
}

/** Index of the first taken range that ends after `instant` (sorted by end). */
function firstEndingAfter(taken: readonly Taken[], instant: number) {
  let low = 0;
  let high = taken.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (taken[middle]!.until <= instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

function overlaps(taken: readonly Taken[], from: number, until: number) {
  for (let i = firstEndingAfter(taken, from); i < taken.length; i++) {
    if (taken[i]!.from < until) return true;
  }
  return false;
}

/** The free starts of `days` dates from `firstDate` (default: every day offered). */
export function freeSlots(
  input: AvailabilityInput,
  { firstDate, days }: { firstDate?: string; days?: number } = {},
): SlotDay[] {
  const { type, now } = input;
  const today = todayInShowroom(now);
  const earliest = now.getTime() + type.noticeHours * 60 * MINUTE;
  const lastDate = addDays(today, type.horizonDays);
  const taken = [...input.taken].sort((a, b) => a.until - b.until);
  const result: SlotDay[] = [];
  let date = firstDate && firstDate > today ? firstDate : today;
  for (let n = 0; date <= lastDate && (days === undefined || n < days); n++) {
    const hours = window(input, date);
    const full =
      type.dailyCap > 0 &&
      (input.bookedPerDate?.get(date) ?? 0) >= type.dailyCap;
    const slots: Slot[] = [];
    if (hours && !full) {
      const opens = minutesOfDay(hours.opens);
      const first =
        Math.ceil(opens / type.intervalMinutes) * type.intervalMinutes;
      const times: string[] = [];
      for (
        let minutes = first;
        minutes + type.minutes <= minutesOfDay(hours.closes);
        minutes += type.intervalMinutes
      ) {
        times.push(timeOfDay(minutes));
      }
      instants(date, times).forEach((start, i) => {
        if (start === null || start < earliest) return;
        const from = start - type.bufferBefore * MINUTE;
        const until = start + (type.minutes + type.bufferAfter) * MINUTE;
        if (overlaps(taken, from, until)) return;
        slots.push({ start: new Date(start).toISOString(), time: times[i]! });
      });
    }
    result.push({ date, slots });
    date = addDays(date, 1);
  }
  return result;
}

/** The range a booking takes of its resource, buffers included. */
export function takenBy(type: AppointmentType, start: Date): Taken {
  return {
    from: start.getTime() - type.bufferBefore * MINUTE,
    until: start.getTime() + (type.minutes + type.bufferAfter) * MINUTE,
  };
}

/** Where a booking (or a hold) starting at `start` lies: the row's time columns. */
export function bookedTimes(type: AppointmentType, start: Date) {
  const range = takenBy(type, start);
  return {
    startsAt: start,
    endsAt: new Date(start.getTime() + type.minutes * MINUTE),
    takenFrom: new Date(range.from),
    takenUntil: new Date(range.until),
    localDate: todayInShowroom(start),
  };
}
