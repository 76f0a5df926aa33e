import { describe, expect, test } from "vitest";
import { createExceptionSchema, exceptionFrom } from "./exception-form.ts";
import {
  closedDateProblem,
  describeException,
  hoursNotice,
  specialOpeningHoursSpecification,
} from "./exceptions.ts";
import type { HoursException } from "./facts.ts";

const thanksgiving: HoursException = {
  id: "t",
  kind: "closed",
  from: "2026-11-26",
  to: "2026-11-26",
  opens: "",
  closes: "",
  reason: "Thanksgiving",
};
const christmasEve: HoursException = {
  id: "c",
  kind: "special",
  from: "2026-12-24",
  to: "2026-12-24",
  opens: "10:00",
  closes: "14:00",
  reason: "Christmas Eve",
};
const renovation: HoursException = {
  id: "r",
  kind: "temporarily-closed",
  from: "2027-01-04",
  to: "",
  opens: "",
  closes: "",
  reason: "our showroom renovation",
};
const facts = { exceptions: [thanksgiving, christmasEve, renovation] };

describe("holiday closures and special hours", () => {
  test("the header's notice: on the day and the day before, gone the day after", () => {
    expect(hoursNotice(facts, "2026-11-24")).toBeNull();
    expect(hoursNotice(facts, "2026-11-25")).toBe(
      "Closed Thursday, Nov 26 for Thanksgiving",
    );
    expect(hoursNotice(facts, "2026-11-26")).toBe(
      "Closed Thursday, Nov 26 for Thanksgiving",
    );
    expect(hoursNotice(facts, "2026-11-27")).toBeNull();
    expect(hoursNotice(facts, "2026-12-24")).toBe(
      "Open 10 AM to 2 PM on Thursday, Dec 24 for Christmas Eve",
    );
    expect(hoursNotice(facts, "2027-03-01")).toBe(
      "Temporarily closed from Monday, Jan 4 for our showroom renovation",
    );
  });

  test("a range and a known reopening date in words", () => {
    expect(
      describeException({ ...thanksgiving, to: "2026-11-28", reason: "" }),
    ).toBe("Closed Thursday, Nov 26 to Saturday, Nov 28");
    expect(describeException({ ...renovation, to: "2027-01-17" })).toBe(
      "Temporarily closed from Monday, Jan 4 for our showroom renovation; we reopen Monday, Jan 18",
    );
  });

  test("search engines get Google's form for the next 60 days only", () => {
    expect(specialOpeningHoursSpecification(facts, "2026-11-20")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-11-26",
        validThrough: "2026-11-26",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "10:00",
        closes: "14:00",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
      },
      // Open-ended: closed as far as the 60 days reach.
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2027-01-04",
        validThrough: "2027-01-19",
      },
    ]);
    expect(specialOpeningHoursSpecification(facts, "2026-09-01")).toEqual([]);
    // Past exceptions drop out; an open-ended closure runs to the horizon.
    expect(specialOpeningHoursSpecification(facts, "2026-12-26")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2027-01-04",
        validThrough: "2027-02-24",
      },
    ]);
  });

  test("a visit cannot be booked on a closed day, with the reason", () => {
    expect(closedDateProblem(facts, "2026-11-26")).toBe(
      "The showroom is closed on Thursday, Nov 26 for Thanksgiving: please choose another day",
    );
    expect(closedDateProblem(facts, "2026-12-24")).toBeNull();
    expect(closedDateProblem(facts, "2026-11-27")).toBeNull();
    expect(closedDateProblem(facts, "2027-05-01")).toMatch(/renovation/);
  });
});

describe("the form that adds one", () => {
  const schema = createExceptionSchema(() => "2026-11-20");
  const parse = (fields: Record<string, string>) => {
    const result = schema.safeParse(fields);
    return result.success
      ? { ok: true as const, data: result.data }
      : {
          ok: false as const,
          // The first message per field, as the form shows it.
          errors: Object.fromEntries(
            result.error.issues
              .map((issue) => [String(issue.path[0]), issue.message])
              .reverse(),
          ),
        };
  };

  test("refuses a closure over 6 days, pointing to temporarily closed", () => {
    const answer = parse({
      kind: "closed",
      from: "2026-12-21",
      to: "2026-12-27",
    });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.errors.to).toMatch(
      /Temporarily closed.*Google/,
    );
    expect(
      parse({ kind: "closed", from: "2026-12-21", to: "2026-12-26" }).ok,
    ).toBe(true);
  });

  test("refuses what ends before it starts, a past date, and special hours closing before they open", () => {
    const errors = (fields: Record<string, string>) => {
      const answer = parse(fields);
      return answer.ok ? {} : answer.errors;
    };
    expect(
      errors({ kind: "closed", from: "2026-12-02", to: "2026-12-01" }).to,
    ).toMatch(/cannot be before/);
    expect(errors({ kind: "closed", from: "2026-11-19" }).from).toMatch(
      /today or a later date/,
    );
    expect(
      errors({
        kind: "special",
        from: "2026-12-24",
        opens: "14:00",
        closes: "10:00",
      }).closes,
    ).toMatch(/after the opening time/);
    expect(errors({ kind: "special", from: "2026-12-24" }).opens).toMatch(
      /time/,
    );
    expect(
      errors({
        kind: "temporarily-closed",
        from: "2027-01-04",
        reopens: "2027-01-04",
      }).reopens,
    ).toMatch(/after the first closed day/);
    expect(errors({ kind: "closed", from: "2026-02-30" }).from).toMatch(
      /real date/,
    );
  });

  test("stores one day, a range, special hours and an open-ended closure", () => {
    const stored = (fields: Record<string, string>) => {
      const answer = parse(fields);
      if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
      return exceptionFrom(answer.data, "x");
    };
    expect(
      stored({ kind: "closed", from: "2026-11-26", reason: "Thanksgiving" }),
    ).toMatchObject({
      from: "2026-11-26",
      to: "2026-11-26",
      reason: "Thanksgiving",
    });
    expect(
      stored({
        kind: "special",
        from: "2026-12-24",
        to: "2026-12-30",
        opens: "10:00",
        closes: "14:00",
      }),
    ).toMatchObject({
      to: "2026-12-24",
      opens: "10:00",
      closes: "14:00",
    });
    expect(
      stored({
        kind: "temporarily-closed",
        from: "2027-01-04",
        reopens: "2027-01-18",
      }).to,
    ).toBe("2027-01-17");
    expect(stored({ kind: "temporarily-closed", from: "2027-01-04" }).to).toBe(
      "",
    );
  });
});
