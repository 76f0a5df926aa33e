import { weekday } from "#app/utils/showroom-hours.ts";
import { WEEKDAYS, type Weekday } from "./choices.ts";
import { exceptionOn, isClosure } from "./exceptions.ts";
import type { BusinessFacts, HoursException } from "./facts.ts";

// The showroom's hours on one New York date: the weekly table, unless a
// dated exception (a holiday closure, special hours, temporarily closed)
// says otherwise. What a visit or a booking may be offered starts here.

export type Opening =
  | {
      mode: "open";
      opens: string;
      closes: string;
      /** The special hours that replace the weekly ones on this date. */
      special?: HoursException;
    }
  | { mode: "appointment" }
  | { mode: "closed"; exception?: HoursException };

/** The weekday name of a YYYY-MM-DD date ("Saturday"). */
export function weekdayOf(isoDate: string): Weekday {
  return WEEKDAYS[(weekday(isoDate) + 6) % 7]!;
}

export function openingOn(
  facts: Pick<BusinessFacts, "weeklyHours" | "exceptions">,
  isoDate: string,
): Opening {
  const exception = exceptionOn(facts, isoDate);
  if (exception && isClosure(exception)) return { mode: "closed", exception };
  if (exception) {
    return {
      mode: "open",
      opens: exception.opens,
      closes: exception.closes,
      special: exception,
    };
  }
  const day = facts.weeklyHours.find((d) => d.day === weekdayOf(isoDate));
  if (!day || day.mode === "closed") return { mode: "closed" };
  if (day.mode === "appointment") return { mode: "appointment" };
  return { mode: "open", opens: day.opens, closes: day.closes };
}
