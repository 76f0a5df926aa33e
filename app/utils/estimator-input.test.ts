import { describe, expect, it } from "vitest";
import {
  AMOUNT_MESSAGE,
  APR_MESSAGE,
  estimatorFromSearch,
  readEstimator,
  TERM_MESSAGE,
} from "./estimator-input.ts";
import { parseWholeDollars } from "./payment-estimate.ts";

describe("parseWholeDollars", () => {
  it.each([
    ["25000", 25_000],
    ["$25,000", 25_000],
    [" 1,000.00 ", 1_000],
    ["150000.0", 150_000],
  ])("reads %j as %d", (text, expected) => {
    expect(parseWholeDollars(text)).toBe(expected);
  });

  it.each([
    "",
    "abc",
    "25,000.50",
    "-5000",
    "1e5",
    "$ 5",
    "0x10",
    "9".repeat(12),
  ])("refuses %j", (text) => {
    expect(parseWholeDollars(text)).toBeNull();
  });
});

describe("readEstimator", () => {
  it("estimates a valid choice", () => {
    const state = readEstimator({ amount: "$10,000", term: "60", apr: "5.99" });
    expect(state.errors).toEqual({});
    expect(state.estimate?.monthlyPaymentCents).toBe(19_328);
  });

  it("names every unreadable input and gives no estimate", () => {
    const state = readEstimator({ amount: "999", term: "18", apr: "3" });
    expect(state.errors).toEqual({
      amount: AMOUNT_MESSAGE,
      term: TERM_MESSAGE,
      apr: APR_MESSAGE,
    });
    expect(state.estimate).toBeNull();
    expect(AMOUNT_MESSAGE).toBe(
      "Please enter an amount between $1,000 and $150,000, in whole dollars",
    );
  });

  it("refuses 150,001 and accepts both bounds", () => {
    expect(
      readEstimator({ amount: "150001", term: "12", apr: "0" }).errors.amount,
    ).toBe(AMOUNT_MESSAGE);
    expect(
      readEstimator({ amount: "150000", term: "12", apr: "0" }).estimate,
    ).not.toBeNull();
    expect(
      readEstimator({ amount: "1000", term: "84", apr: "17.99" }).estimate,
    ).not.toBeNull();
  });
});

describe("estimatorFromSearch", () => {
  it("uses the defaults when the page is opened plainly", () => {
    const state = estimatorFromSearch(new URLSearchParams());
    expect(state.values).toEqual({ amount: "25000", term: "60", apr: "7.99" });
    expect(state.estimate).not.toBeNull();
  });

  it("reads the GET form's fields", () => {
    const state = estimatorFromSearch(
      new URLSearchParams("amount=12000&term=12&apr=0"),
    );
    expect(state.estimate?.monthlyPaymentCents).toBe(100_000);
  });

  it("keeps a long value short", () => {
    const state = estimatorFromSearch(
      new URLSearchParams({
        amount: "9".repeat(100_000),
        term: "60",
        apr: "0",
      }),
    );
    expect(state.values.amount).toHaveLength(40);
    expect(state.errors.amount).toBe(AMOUNT_MESSAGE);
  });
});
