import { describe, expect, it } from "vitest";
import { newYorkTime } from "./new-york-time.ts";

describe("newYorkTime", () => {
  it("writes every format in New York time, across the clock change", () => {
    const evening = "2026-10-15T02:00:00Z"; // 10 PM on the 14th in New York
    expect(newYorkTime(evening)).toBe("Oct 14, 2026, 10:00 PM");
    expect(newYorkTime(evening, "day")).toBe("Oct 14, 2026");
    expect(newYorkTime(evening, "longDay")).toBe("October 14, 2026");
    expect(newYorkTime(evening, "long")).toBe("October 14, 2026 at 10:00 PM");
    expect(newYorkTime(evening, "full")).toBe(
      "Wednesday, October 14, 2026 at 10:00 PM",
    );
    expect(newYorkTime(evening, "isoDay")).toBe("2026-10-14");
    expect(newYorkTime(evening, "sortable")).toBe("2026-10-14 22:00");
    // 3:30 AM daylight time: the hour from 2 to 3 does not exist that day.
    expect(newYorkTime(new Date("2026-03-08T07:30:00Z"), "sortable")).toBe(
      "2026-03-08 03:30",
    );
  });
});
