import type { OpeningHoursSpecification } from "schema-dts";
import { clock } from "#app/utils/clock.ts";
import { addDays } from "#app/utils/showroom-hours.ts";
import type { BusinessFacts, HoursException } from "./facts.ts";

// Holiday closures, special hours and "temporarily closed", as the header's
// notice, search engines' special opening hours and the visit dates say
// them. Dates are New York calendar days ("YYYY-MM-DD"), compared as text.

/** Search engines hear of exceptions this many days ahead. */
export const EXCEPTION_HORIZON_DAYS = 60;
/** Google Business Profile takes holiday hours for up to six days in a row. */
export const MAX_CLOSURE_DAYS = 6;

export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) /
      86_400_000,
  );
}

/** The last day an exception covers, or `horizon` for an open-ended one. */
function lastDay(exception: HoursException, horizon: string) {
  return exception.to || horizon;
}

export function covers(exception: HoursException, isoDate: string) {
  return (
    exception.from <= isoDate && isoDate <= lastDay(exception, "9999-12-31")
  );
}

/** The exception in force on a date, if any (the first one saved wins). */
export function exceptionOn(
  facts: Pick<BusinessFacts, "exceptions">,
  isoDate: string,
): HoursException | undefined {
  return facts.exceptions.find((exception) => covers(exception, isoDate));
}

export const isClosure = (exception: HoursException) =>
  exception.kind !== "special";

// Made once: building an Intl.DateTimeFormat costs about a millisecond, and
// the contact and booking pages name dozens of dates (a form posted back
// with errors spent 2 of its 21 ms here).
const SHORT_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "short",
  day: "numeric",
});

/** "Thursday, Nov 26" */
export function shortDate(isoDate: string) {
  return SHORT_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

const forReason = (exception: HoursException) =>
  exception.reason ? ` for ${exception.reason}` : "";

/** The exception in words: "Closed Thursday, Nov 26 for Thanksgiving". */
export function describeException(exception: HoursException) {
  switch (exception.kind) {
    case "closed":
      return exception.to === exception.from
        ? `Closed ${shortDate(exception.from)}${forReason(exception)}`
        : `Closed ${shortDate(exception.from)} to ${shortDate(exception.to)}${forReason(exception)}`;
    case "special":
      return `Open ${clock(exception.opens)} to ${clock(exception.closes)} on ${shortDate(exception.from)}${forReason(exception)}`;
    case "temporarily-closed":
      return `Temporarily closed from ${shortDate(exception.from)}${forReason(exception)}${
        exception.to ? `; we reopen ${shortDate(addDays(exception.to, 1))}` : ""
      }`;
  }
}

/**
 * The header's notice: an exception in force today or starting tomorrow, so
 * a visitor planning a trip hears of it the day before.
 */
export function hoursNotice(
  facts: Pick<BusinessFacts, "exceptions">,
  today: string,
): string | null {
  const exception =
    exceptionOn(facts, today) ?? exceptionOn(facts, addDays(today, 1));
  return exception ? describeException(exception) : null;
}

/** Why a visit cannot be on a date, or null. */
export function closedDateProblem(
  facts: Pick<BusinessFacts, "exceptions">,
  isoDate: string,
): string | null {
  const exception = exceptionOn(facts, isoDate);
  if (!exception || !isClosure(exception)) return null;
  return `The showroom is closed on ${shortDate(isoDate)}${forReason(exception)}: please choose another day`;
}

/**
 * schema.org's special opening hours for the exceptions in the next
 * `EXCEPTION_HORIZON_DAYS` days. A closed day is opens and closes 00:00
 * with the dates it holds for (Google's documented form).
 */
export function specialOpeningHoursSpecification(
  facts: Pick<BusinessFacts, "exceptions">,
  today: string,
) {
  const horizon = addDays(today, EXCEPTION_HORIZON_DAYS);
  return facts.exceptions
    .filter(
      (exception) =>
        exception.from <= horizon && lastDay(exception, horizon) >= today,
    )
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((exception): OpeningHoursSpecification => ({
      "@type": "OpeningHoursSpecification",
      opens: isClosure(exception) ? "00:00" : exception.opens,
      closes: isClosure(exception) ? "00:00" : exception.closes,
      validFrom: exception.from,
      validThrough: lastDay(exception, horizon),
    }));
}

/** Upcoming exceptions (today's included), soonest first. */
export function upcomingExceptions(
  facts: Pick<BusinessFacts, "exceptions">,
  today: string,
) {
  return facts.exceptions
    .filter((exception) => lastDay(exception, "9999-12-31") >= today)
    .sort((a, b) => a.from.localeCompare(b.from));
}

/** Pages list the exceptions of the next this many days beside the hours. */
export const HOLIDAY_HOURS_DAYS = 30;

/** The exceptions of the next `HOLIDAY_HOURS_DAYS` days, in words. */
export function holidayHours(
  facts: Pick<BusinessFacts, "exceptions">,
  today: string,
) {
  const last = addDays(today, HOLIDAY_HOURS_DAYS);
  return upcomingExceptions(facts, today)
    .filter((exception) => exception.from <= last)
    .map(describeException);
}
