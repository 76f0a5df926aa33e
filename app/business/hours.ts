import type { OpeningHoursSpecification } from "schema-dts";
import { clock } from "#app/utils/clock.ts";
import type { Business, BusinessFacts, DayHours } from "./facts.ts";

// The weekly table said in the site's few ways: a table's rows, the short
// line of the header and footer, a sentence, and schema.org's opening hours.
// Consecutive days with the same hours are one group ("Monday – Friday").

interface Group {
  first: DayHours;
  last: DayHours;
}

function sameHours(a: DayHours, b: DayHours) {
  return a.mode === b.mode && a.opens === b.opens && a.closes === b.closes;
}

export function hoursGroups(week: readonly DayHours[]): Group[] {
  const groups: Group[] = [];
  for (const day of week) {
    const group = groups.at(-1);
    if (group && sameHours(group.last, day)) group.last = day;
    else groups.push({ first: day, last: day });
  }
  return groups;
}

const abbreviation = (day: string) => day.slice(0, 3);

function daysLabel({ first, last }: Group, separator: string, short = false) {
  const name = short ? abbreviation : (day: string) => day;
  return first === last
    ? name(first.day)
    : `${name(first.day)}${separator}${name(last.day)}`;
}

/** [{days: "Monday – Friday", time: "9AM – 6PM"}, …] */
export function hoursRows(week: readonly DayHours[]) {
  return hoursGroups(week).map((group) => ({
    days: daysLabel(group, " – "),
    time:
      group.first.mode === "open"
        ? `${clock(group.first.opens, { space: false })} – ${clock(group.first.closes, { space: false })}`
        : group.first.mode === "appointment"
          ? "By appointment"
          : "Closed",
  }));
}

/** "Mon–Fri 9–6 • Sat 9–4 • Sun by Appt" */
export function hoursShort(week: readonly DayHours[]) {
  return hoursGroups(week)
    .map((group) => {
      const days = daysLabel(group, "–", true);
      if (group.first.mode === "appointment") return `${days} by Appt`;
      if (group.first.mode === "closed") return `${days} closed`;
      return `${days} ${clock(group.first.opens, { suffix: false })}–${clock(group.first.closes, { suffix: false })}`;
    })
    .join(" • ");
}

/** "Monday – Friday 9AM – 6PM; Saturday 9AM – 4PM; Sunday By appointment" as a list */
export function hoursLines(week: readonly DayHours[]) {
  return hoursRows(week).map((row) => `${row.days} ${row.time}`);
}

/** "Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 4 PM": the open days only. */
export function openHoursSentence(week: readonly DayHours[]) {
  return hoursGroups(week)
    .filter((group) => group.first.mode === "open")
    .map(
      (group) =>
        `${daysLabel(group, " to ")} ${clock(group.first.opens)} to ${clock(group.first.closes)}`,
    )
    .join(", ");
}

/**
 * schema.org OpeningHoursSpecification rows. Days by appointment have no
 * fixed hours, so they are not listed as open (a search engine would show
 * them as "open").
 */
export function openingHoursSpecification(week: readonly DayHours[]) {
  return hoursGroups(week)
    .filter((group) => group.first.mode === "open")
    .map((group): OpeningHoursSpecification => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: week
        .slice(week.indexOf(group.first), week.indexOf(group.last) + 1)
        .map((day) => day.day),
      opens: group.first.opens,
      closes: group.first.closes,
    }));
}

/** The days open by appointment only, for words beside the opening hours. */
export function appointmentDays(week: readonly DayHours[]) {
  return week.filter((day) => day.mode === "appointment").map((d) => d.day);
}

/** The facts with their hours in words, as `business()` gives them. */
export function withHoursInWords(facts: BusinessFacts): Business {
  return {
    ...facts,
    hours: {
      short: hoursShort(facts.weeklyHours),
      rows: hoursRows(facts.weeklyHours),
    },
  };
}
