import { describe, expect, it } from "vitest";
import {
  estimatePayment,
  formatCents,
  monthlyPaymentCents,
} from "./payment-estimate.ts";

// Reference figures from an amortisation table computed with exact decimal
// arithmetic (payment and each month's interest rounded half-up to the cent,
// the last payment settling the balance). $10,000 at 6% over 60 months is
// the textbook case: $193.33 a month and $1,599.68 of interest.
const table = [
  {
    amount: 10_000,
    apr: 6,
    term: 60,
    monthly: 19_333,
    final: 19_321,
    totalPaid: 1_159_968,
    interest: 159_968,
  },
  {
    amount: 25_000,
    apr: 7.99,
    term: 84,
    monthly: 38_953,
    final: 38_961,
    totalPaid: 3_272_060,
    interest: 772_060,
  },
  {
    amount: 20_000,
    apr: 5.99,
    term: 36,
    monthly: 60_835,
    final: 60_826,
    totalPaid: 2_190_051,
    interest: 190_051,
  },
  {
    amount: 150_000,
    apr: 9.99,
    term: 84,
    monthly: 248_940,
    final: 248_971,
    totalPaid: 20_910_991,
    interest: 5_910_991,
  },
];

describe("estimatePayment", () => {
  it.each(table)(
    "$amount at $apr% over $term months matches the amortisation table",
    ({ amount, apr, term, monthly, final, totalPaid, interest }) => {
      const estimate = estimatePayment(amount, term, apr);
      expect(estimate.monthlyPaymentCents).toBe(monthly);
      expect(estimate.finalPaymentCents).toBe(final);
      expect(estimate.totalPaidCents).toBe(totalPaid);
      expect(estimate.totalInterestCents).toBe(interest);
    },
  );

  it("splits a 0% loan into equal payments with the odd cents last", () => {
    const estimate = estimatePayment(10_000, 12, 0);
    expect(estimate.monthlyPaymentCents).toBe(83_333);
    expect(estimate.finalPaymentCents).toBe(83_337);
    expect(estimate.totalPaidCents).toBe(1_000_000);
    expect(estimate.totalInterestCents).toBe(0);
  });

  it("is exact when 0% divides evenly", () => {
    const estimate = estimatePayment(12_000, 12, 0);
    expect(estimate.monthlyPaymentCents).toBe(100_000);
    expect(estimate.finalPaymentCents).toBe(100_000);
    expect(estimate.totalInterestCents).toBe(0);
  });

  it("never charges less than the amount borrowed", () => {
    for (const apr of [0, 0.01, 3.5, 7.99, 19.99]) {
      for (const term of [12, 24, 36, 48, 60, 72, 84]) {
        const estimate = estimatePayment(12_345, term, apr);
        expect(estimate.totalPaidCents).toBe(
          estimate.monthlyPaymentCents * (term - 1) +
            estimate.finalPaymentCents,
        );
        expect(estimate.totalInterestCents).toBeGreaterThanOrEqual(0);
        // The last payment differs from the others by rounding only.
        expect(
          Math.abs(estimate.finalPaymentCents - estimate.monthlyPaymentCents),
        ).toBeLessThan(term);
      }
    }
  });

  it("rejects amounts, terms and rates no loan has", () => {
    expect(() => estimatePayment(0, 12, 5)).toThrow(RangeError);
    expect(() => estimatePayment(Number.NaN, 12, 5)).toThrow(RangeError);
    expect(() => estimatePayment(1000, 0, 5)).toThrow(RangeError);
    expect(() => estimatePayment(1000, 1.5, 5)).toThrow(RangeError);
    expect(() => estimatePayment(1000, 12, -1)).toThrow(RangeError);
    expect(() => estimatePayment(1000, 12, Number.POSITIVE_INFINITY)).toThrow(
      RangeError,
    );
  });

  it("computes the level payment on its own", () => {
    expect(monthlyPaymentCents(1_000_000, 60, 6)).toBe(19_333);
    expect(monthlyPaymentCents(1_000_000, 12, 0)).toBe(83_333);
  });
});

describe("formatCents", () => {
  it("writes dollars and cents", () => {
    expect(formatCents(19_333)).toBe("$193.33");
    expect(formatCents(20_910_991)).toBe("$209,109.91");
    expect(formatCents(0)).toBe("$0.00");
  });
});
