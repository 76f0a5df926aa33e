import { describe, expect, test } from "vitest";
import { DEMO_BUSINESS } from "#app/business/defaults.ts";
import type { BusinessFacts, DayHours } from "#app/business/facts.ts";
import { openingOn } from "#app/business/opening.ts";
import {
  appointmentLabel,
  dateProblem,
  timeChoicesFor,
  timeProblem,
} from "./visit-times.ts";

// Monday 23 November 2026, noon in New York.
const NOW = new Date("2026-11-23T17:00:00Z");

function withWeek(
  change: Partial<Record<DayHours["day"], Partial<DayHours>>>,
  exceptions: BusinessFacts["exceptions"] = [],
) {
  return {
    weeklyHours: DEMO_BUSINESS.weeklyHours.map((day) => ({
      ...day,
      ...change[day.day],
    })),
    exceptions,
  };
}

const christmasEve = (opens: string, closes: string) => ({
  id: "e",
  kind: "special" as const,
  from: "2026-12-24",
  to: "2026-12-24",
  opens,
  closes,
  reason: "Christmas Eve",
});

describe("visit times from the owner's hours", () => {
  test("the demo week: half-hour starts that leave an hour before closing", () => {
    expect(timeChoicesFor(DEMO_BUSINESS, "2026-11-23")).toHaveLength(17);
    expect(timeChoicesFor(DEMO_BUSINESS, "2026-11-23").at(-1)).toBe("17:00");
    expect(timeChoicesFor(DEMO_BUSINESS, "2026-11-28").at(-1)).toBe("15:00");
    expect(timeChoicesFor(DEMO_BUSINESS, "2026-11-29")).toEqual([
      "by-appointment",
    ]);
    expect(timeChoicesFor(DEMO_BUSINESS)).toHaveLength(18);
    expect(appointmentLabel(DEMO_BUSINESS)).toBe(
      "Sunday by appointment (we will call to confirm a time)",
    );
  });

  test("Saturday's new hours are the times offered and checked", () => {
    const facts = withWeek({ Saturday: { opens: "10:00", closes: "14:30" } });
    expect(timeChoicesFor(facts, "2026-11-28")).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
    ]);
    expect(timeProblem(facts, "2026-11-28", "09:00")).toBe(
      "On Saturdays the showroom is open 10 AM to 2:30 PM: please choose a start time from 10:00 AM to 1:30 PM",
    );
    expect(timeProblem(facts, "2026-11-28", "13:30")).toBeNull();
  });

  test("an opening off the half hour starts at the next one", () => {
    const facts = withWeek({ Monday: { opens: "08:45", closes: "10:15" } });
    expect(timeChoicesFor(facts, "2026-11-30")).toEqual(["09:00"]);
  });

  test("a weekday the owner closes is refused with the reason", () => {
    const facts = withWeek({
      Monday: { mode: "closed", opens: "", closes: "" },
    });
    expect(timeChoicesFor(facts, "2026-11-30")).toEqual([]);
    expect(dateProblem(facts, "2026-11-30", NOW)).toBe(
      "The showroom is closed on Mondays: please choose another day",
    );
    expect(dateProblem(facts, "2026-12-01", NOW)).toBeNull();
  });

  test("a second day by appointment is offered and named", () => {
    const facts = withWeek({
      Saturday: { mode: "appointment", opens: "", closes: "" },
    });
    expect(timeChoicesFor(facts, "2026-11-28")).toEqual(["by-appointment"]);
    expect(appointmentLabel(facts)).toBe(
      "Saturday or Sunday by appointment (we will call to confirm a time)",
    );
    expect(timeProblem(facts, "2026-11-30", "by-appointment")).toBe(
      "\u201cBy appointment\u201d is for Saturdays and Sundays: please choose a time",
    );
  });

  test("no day by appointment: the choice is not offered", () => {
    const facts = withWeek({ Sunday: { mode: "closed" } });
    expect(timeChoicesFor(facts)).not.toContain("by-appointment");
    expect(timeProblem(facts, "2026-11-30", "by-appointment")).toBe(
      "Please choose a time from the list",
    );
  });

  test("special hours on a date replace the weekday's", () => {
    const facts = withWeek({}, [christmasEve("10:00", "13:00")]);
    expect(openingOn(facts, "2026-12-24")).toMatchObject({
      mode: "open",
      opens: "10:00",
    });
    expect(timeChoicesFor(facts, "2026-12-24")).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
    ]);
    expect(timeProblem(facts, "2026-12-24", "15:00")).toBe(
      "On Thursday, Dec 24 the showroom is open 10 AM to 1 PM: please choose a start time from 10:00 AM to 12:00 PM",
    );
  });

  test("special hours too short for a visit leave no time that day", () => {
    const facts = withWeek({}, [christmasEve("10:00", "10:30")]);
    expect(dateProblem(facts, "2026-12-24", NOW)).toBe(
      "There is no time for a visit on Thursday, Dec 24: please choose another day",
    );
  });
});
