import { describe, expect, it } from "vitest";
import { showroomVisitInvite } from "#app/emails/calendar-invite.server.ts";
import { showroomTimeToUtc, todayInShowroom } from "./showroom-hours.ts";

describe("showroom hours", () => {
  it("converts New York wall-clock time across daylight saving", () => {
    expect(showroomTimeToUtc("2026-07-01", "09:00").toISOString()).toBe(
      "2026-07-01T13:00:00.000Z",
    );
    expect(showroomTimeToUtc("2026-12-01", "09:00").toISOString()).toBe(
      "2026-12-01T14:00:00.000Z",
    );
    // The Sunday clocks go back (2026-11-01) and spring forward (2027-03-14).
    expect(showroomTimeToUtc("2026-11-01", "10:00").toISOString()).toBe(
      "2026-11-01T15:00:00.000Z",
    );
    expect(showroomTimeToUtc("2027-03-14", "10:00").toISOString()).toBe(
      "2027-03-14T14:00:00.000Z",
    );
  });

  it("knows today in New York, not UTC", () => {
    expect(todayInShowroom(new Date("2026-11-24T03:00:00Z"))).toBe(
      "2026-11-23",
    );
  });
});

describe("showroom visit calendar entry", () => {
  const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

  it("is one hour at the showroom in the America/New_York time zone", () => {
    const raw = showroomVisitInvite({
      uid: "contact-7@lakesidekitchenbath.com",
      date: "2026-07-01",
      time: "16:30",
      reference: "C7-abcdefgh",
    });
    const ics = unfold(raw);
    expect(ics).toContain("DTSTART;TZID=America/New_York:20260701T163000\r\n");
    expect(ics).toContain("DTEND;TZID=America/New_York:20260701T173000\r\n");
    expect(ics).not.toMatch(/^DURATION/m);
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n");
    expect(ics).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU");
    expect(ics).toContain("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU");
    expect(ics).toContain("LOCATION:100 Lake Road\\, Congers\\, NY 10920");
    expect(ics).toContain("UID:contact-7@lakesidekitchenbath.com");
    expect(ics).toContain("C7-abcdefgh");
    expect(ics.indexOf("END:VTIMEZONE")).toBeLessThan(
      ics.indexOf("BEGIN:VEVENT"),
    );
    expect(
      raw.split("\r\n").every((line) => Buffer.byteLength(line) <= 75),
    ).toBe(true);
  });
});
