import { closedDateProblem, shortDate } from "#app/business/exceptions.ts";
import type { BusinessFacts } from "#app/business/facts.ts";
import { openingOn, weekdayOf, type Opening } from "#app/business/opening.ts";
import { clock, minutesOfDay, timeOfDay } from "#app/utils/clock.ts";
import {
  addDays,
  parseIsoDate,
  todayInShowroom,
} from "#app/utils/showroom-hours.ts";

// The contact form's showroom visit: a date and a half-hour start inside
// that date's opening hours (/admin/business), in New York time. Shared by
// the form in the browser (the root's facts) and its server check.

type Hours = Pick<BusinessFacts, "weeklyHours" | "exceptions">;

export const VISIT_MINUTES = 60;
export const BOOKING_HORIZON_DAYS = 90;
const STEP_MINUTES = 30;
/** A day open by appointment: no fixed time, the team calls to agree one (ADR 0008). */
export const BY_APPOINTMENT = "by-appointment";

export const dateMessages = {
  invalid: "Please enter a real date, like 2026-12-01",
  past: "Please choose a date from tomorrow onwards",
  tooFar: `Please choose a date within the next ${BOOKING_HORIZON_DAYS} days`,
  required: "Please choose a date for your visit",
} as const;

export const timeMessages = {
  invalid: "Please choose a time from the list",
  required: "Please choose a time for your visit",
} as const;

/** "9:00 AM" for a start time. */
export const timeLabel = (time: string) => clock(time, { minutes: "always" });

/** Half-hour starts that leave a whole visit before closing. */
function starts(opens: string, closes: string) {
  const first = Math.ceil(minutesOfDay(opens) / STEP_MINUTES) * STEP_MINUTES;
  const last = minutesOfDay(closes) - VISIT_MINUTES;
  const found: string[] = [];
  for (let minutes = first; minutes <= last; minutes += STEP_MINUTES) {
    found.push(timeOfDay(minutes));
  }
  return found;
}

const appointmentDays = (facts: Hours) =>
  facts.weeklyHours.filter((d) => d.mode === "appointment").map((d) => d.day);

/** "Sunday by appointment (we will call to confirm a time)" */
export function appointmentLabel(facts: Hours) {
  return `${appointmentDays(facts).join(" or ")} by appointment (we will call to confirm a time)`;
}

function choicesOn(opening: Opening) {
  if (opening.mode === "open") return starts(opening.opens, opening.closes);
  return opening.mode === "appointment" ? [BY_APPOINTMENT] : [];
}

/**
 * The start times offered on a date; without one (no JavaScript, or no date
 * yet), every start of the week in order, then the by-appointment choice.
 */
export function timeChoicesFor(facts: Hours, isoDate?: string): string[] {
  if (isoDate && parseIsoDate(isoDate)) {
    return choicesOn(openingOn(facts, isoDate));
  }
  const times = new Set(
    facts.weeklyHours.flatMap((day) =>
      day.mode === "open" ? starts(day.opens, day.closes) : [],
    ),
  );
  return [
    ...[...times].sort(),
    ...(appointmentDays(facts).length ? [BY_APPOINTMENT] : []),
  ];
}

export const timeChoiceLabel = (facts: Hours, value: string) =>
  value === BY_APPOINTMENT ? appointmentLabel(facts) : timeLabel(value);

/** Why a date cannot be a visit's (past, too far, closed), or null. */
export function dateProblem(
  facts: Hours,
  value: string,
  now: Date = new Date(),
): string | null {
  if (!parseIsoDate(value)) return dateMessages.invalid;
  const today = todayInShowroom(now);
  if (value <= today) return dateMessages.past;
  if (value > addDays(today, BOOKING_HORIZON_DAYS)) return dateMessages.tooFar;
  const closure = closedDateProblem(facts, value);
  if (closure) return closure;
  const opening = openingOn(facts, value);
  if (opening.mode === "closed") {
    return `The showroom is closed on ${weekdayOf(value)}s: please choose another day`;
  }
  if (!choicesOn(opening).length) {
    return `There is no time for a visit on ${shortDate(value)}: please choose another day`;
  }
  return null;
}

/** Why a time does not fit the date's opening hours, or null. */
export function timeProblem(
  facts: Hours,
  date: string,
  time: string,
): string | null {
  if (!timeChoicesFor(facts).includes(time)) return timeMessages.invalid;
  const opening = openingOn(facts, date);
  const offered = choicesOn(opening);
  if (offered.includes(time) || !offered.length) return null;
  const day = weekdayOf(date);
  if (opening.mode === "appointment") {
    return `On ${day}s we open by appointment: please choose \u201c${appointmentLabel(facts).split(" (")[0]}\u201d and we will call to confirm a time`;
  }
  if (opening.mode !== "open") return null;
  if (time === BY_APPOINTMENT) {
    return `\u201cBy appointment\u201d is for ${appointmentDays(facts)
      .map((d) => `${d}s`)
      .join(" and ")}: please choose a time`;
  }
  const when = opening.special ? shortDate(date) : `${day}s`;
  return `On ${when} the showroom is open ${clock(opening.opens)} to ${clock(opening.closes)}: please choose a start time from ${timeLabel(offered[0]!)} to ${timeLabel(offered.at(-1)!)}`;
}
