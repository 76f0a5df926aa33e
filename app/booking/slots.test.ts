import { afterEach, describe, expect, test } from "vitest";
import { DEMO_BUSINESS } from "#app/business/defaults.ts";
import { DEFAULT_APPOINTMENT_TYPES } from "./appointment-types.ts";
import { freeSlots, takenBy, type AvailabilityInput } from "./slots.ts";

const visit = DEFAULT_APPOINTMENT_TYPES["showroom-visit"];
const estimate = DEFAULT_APPOINTMENT_TYPES["home-estimate"];
// Monday 23 November 2026, noon in New York.
const NOW = new Date("2026-11-23T17:00:00Z");

function day(input: Partial<AvailabilityInput>, date: string) {
  const found = freeSlots(
    { hours: DEMO_BUSINESS, type: visit, now: NOW, taken: [], ...input },
    { firstDate: date, days: 1 },
  )[0]!;
  expect(found.date).toBe(date);
  return found.slots;
}
const times = (input: Partial<AvailabilityInput>, date: string) =>
  day(input, date).map((slot) => slot.time);

describe("free slots", () => {
  test("a weekday's starts leave the whole visit inside the hours", () => {
    const slots = times({}, "2026-11-30");
    expect(slots[0]).toBe("09:00");
    expect(slots.at(-1)).toBe("17:00");
    expect(slots).toHaveLength(17);
    expect(times({}, "2026-12-05").at(-1)).toBe("15:00");
  });

  test("minimum notice and the horizon bound the days offered", () => {
    // 24 hours from Monday noon: Tuesday from 12:00.
    expect(times({}, "2026-11-24")[0]).toBe("12:00");
    const all = freeSlots({
      hours: DEMO_BUSINESS,
      type: visit,
      now: NOW,
      taken: [],
    });
    expect(all[0]!.date).toBe("2026-11-23");
    expect(all[0]!.slots).toEqual([]);
    expect(all.at(-1)!.date).toBe("2027-01-22");
  });

  test("a taken time and its neighbours that would overlap are gone", () => {
    const start = new Date("2026-11-30T15:00:00Z"); // 10:00 in New York
    const slots = times({ taken: [takenBy(visit, start)] }, "2026-11-30");
    expect(slots).toContain("09:00");
    expect(slots).not.toContain("09:30");
    expect(slots).not.toContain("10:00");
    expect(slots).not.toContain("10:30");
    expect(slots).toContain("11:00");
  });

  test("home estimates keep travel time free before and after", () => {
    const noon = new Date("2026-11-30T17:00:00Z"); // 12:00, takes 11:30-14:00
    const slots = times(
      { type: estimate, taken: [takenBy(estimate, noon)] },
      "2026-11-30",
    );
    expect(slots).toContain("09:30"); // 9:00-11:30 with its buffers
    expect(slots).not.toContain("10:00");
    expect(slots).not.toContain("13:30");
    expect(slots).toContain("14:30"); // 14:00-16:30 with its buffers
    expect(slots.at(-1)).toBe("16:30");
  });

  test("a day at its cap, a holiday closure and a closed Sunday offer nothing", () => {
    expect(
      times(
        { type: estimate, bookedPerDate: new Map([["2026-11-30", 3]]) },
        "2026-11-30",
      ),
    ).toEqual([]);
    const thanksgiving = {
      ...DEMO_BUSINESS,
      exceptions: [
        {
          id: "t",
          kind: "closed" as const,
          from: "2026-11-26",
          to: "2026-11-26",
          opens: "",
          closes: "",
          reason: "Thanksgiving",
        },
      ],
    };
    expect(times({ hours: thanksgiving }, "2026-11-26")).toEqual([]);
    const opened = new Map([
      ["2026-11-26", { opens: "10:00", closes: "12:00" }],
    ]);
    expect(
      times({ hours: thanksgiving, openedDates: opened }, "2026-11-26"),
    ).toEqual([]);
    expect(times({}, "2026-11-29")).toEqual([]);
  });

  test("a Sunday by appointment has the slots the owner opens", () => {
    const opened = new Map([
      ["2026-11-29", { opens: "11:00", closes: "14:00" }],
    ]);
    expect(times({ openedDates: opened }, "2026-11-29")).toEqual([
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
    ]);
  });
});

describe("free slots across daylight saving", () => {
  const allDay = (date: string) =>
    new Map([[date, { opens: "00:00", closes: "23:59" }]]);
  const early = new Date("2026-01-01T12:00:00Z");
  const longHorizon = { ...visit, horizonDays: 500 };

  test("9:00 stays 9:00 in New York on both sides of each change", () => {
    const nine = (date: string) =>
      day({ type: longHorizon, now: early }, date).find(
        (s) => s.time === "09:00",
      )!.start;
    expect(nine("2026-03-06")).toBe("2026-03-06T14:00:00.000Z");
    expect(nine("2026-03-09")).toBe("2026-03-09T13:00:00.000Z");
    expect(nine("2026-10-30")).toBe("2026-10-30T13:00:00.000Z");
    expect(nine("2026-11-02")).toBe("2026-11-02T14:00:00.000Z");
  });

  test("no slot in the hour the clocks skip in March", () => {
    const slots = day(
      { type: longHorizon, now: early, openedDates: allDay("2026-03-08") },
      "2026-03-08",
    );
    const shown = slots.map((s) => s.time);
    expect(shown).toContain("01:30");
    expect(shown).not.toContain("02:00");
    expect(shown).not.toContain("02:30");
    expect(shown).toContain("03:00");
    expect(new Set(slots.map((s) => s.start)).size).toBe(slots.length);
    expect(slots.find((s) => s.time === "03:00")!.start).toBe(
      "2026-03-08T07:00:00.000Z",
    );
  });

  test("no slot twice in the hour the clocks repeat in November", () => {
    const slots = day(
      { type: longHorizon, now: early, openedDates: allDay("2026-11-01") },
      "2026-11-01",
    );
    const shown = slots.map((s) => s.time);
    expect(shown.filter((t) => t === "01:00")).toHaveLength(1);
    expect(shown.filter((t) => t === "01:30")).toHaveLength(1);
    expect(new Set(shown).size).toBe(shown.length);
    expect(slots.find((s) => s.time === "09:00")!.start).toBe(
      "2026-11-01T14:00:00.000Z",
    );
  });
});

describe("free slots whatever the server's time zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  test("the same starts in Tokyo and in Los Angeles", () => {
    const seen = ["Asia/Tokyo", "America/Los_Angeles", "UTC"].map((tz) => {
      process.env.TZ = tz;
      return day({}, "2026-11-30");
    });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    expect(seen[0]![0]!.start).toBe("2026-11-30T14:00:00.000Z");
  });
});
