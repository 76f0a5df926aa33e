import { describe, expect, test } from "vitest";
import { DEMO_BUSINESS } from "./defaults.ts";
import type { DayHours } from "./facts.ts";
import {
  appointmentDays,
  hoursLines,
  hoursRows,
  hoursShort,
  openHoursSentence,
  openingHoursSpecification,
} from "./hours.ts";

const demoWeek = DEMO_BUSINESS.weeklyHours;

describe("the weekly hours in words", () => {
  test("the demo week reads as the specification's hours", () => {
    expect(hoursShort(demoWeek)).toBe("Mon–Fri 9–6 • Sat 9–4 • Sun by Appt");
    expect(hoursRows(demoWeek)).toEqual([
      { days: "Monday – Friday", time: "9AM – 6PM" },
      { days: "Saturday", time: "9AM – 4PM" },
      { days: "Sunday", time: "By appointment" },
    ]);
    expect(hoursLines(demoWeek)).toEqual([
      "Monday – Friday 9AM – 6PM",
      "Saturday 9AM – 4PM",
      "Sunday By appointment",
    ]);
    expect(openHoursSentence(demoWeek)).toBe(
      "Monday to Friday 9 AM to 6 PM, Saturday 9 AM to 4 PM",
    );
    expect(appointmentDays(demoWeek)).toEqual(["Sunday"]);
  });

  test("schema.org rows list open days only, grouped", () => {
    expect(openingHoursSpecification(demoWeek)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "09:00",
        closes: "16:00",
      },
    ]);
  });

  test("a changed week: half hours, noon, a closed day between open ones", () => {
    const week: DayHours[] = demoWeek.map((day) => {
      if (day.day === "Wednesday")
        return { ...day, mode: "closed", opens: "", closes: "" };
      if (day.day === "Saturday")
        return { ...day, opens: "10:30", closes: "12:00" };
      return day;
    });
    expect(hoursShort(week)).toBe(
      "Mon–Tue 9–6 • Wed closed • Thu–Fri 9–6 • Sat 10:30–12 • Sun by Appt",
    );
    expect(hoursRows(week)[1]).toEqual({ days: "Wednesday", time: "Closed" });
    expect(hoursRows(week)[3]).toEqual({
      days: "Saturday",
      time: "10:30AM – 12PM",
    });
    expect(openingHoursSpecification(week).map((row) => row.dayOfWeek)).toEqual(
      [["Monday", "Tuesday"], ["Thursday", "Friday"], ["Saturday"]],
    );
  });
});
