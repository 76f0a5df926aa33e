// Monthly payment of a fixed-rate installment loan, as a lender's
// amortisation table computes it: the payment is rounded to the cent, each
// month's interest is rounded to the cent, and the last payment absorbs the
// pennies left over, so the total paid is what the borrower would really pay.
// Pure and dependency-free: the financing page runs it in the loader (no
// JavaScript) and in the browser (live updates).

export interface PaymentEstimate {
  amountCents: number;
  termMonths: number;
  aprPercent: number;
  /** Payments 1 to n-1. */
  monthlyPaymentCents: number;
  /** Payment n, which settles the remaining balance exactly. */
  finalPaymentCents: number;
  totalPaidCents: number;
  totalInterestCents: number;
}

export function monthlyPaymentCents(
  amountCents: number,
  termMonths: number,
  aprPercent: number,
): number {
  const rate = aprPercent / 1200;
  if (rate === 0) return Math.round(amountCents / termMonths);
  return Math.round((amountCents * rate) / (1 - (1 + rate) ** -termMonths));
}

export function estimatePayment(
  amountDollars: number,
  termMonths: number,
  aprPercent: number,
): PaymentEstimate {
  if (!Number.isFinite(amountDollars) || amountDollars <= 0) {
    throw new RangeError("The amount must be a positive number of dollars.");
  }
  if (!Number.isInteger(termMonths) || termMonths < 1) {
    throw new RangeError("The term must be a whole number of months.");
  }
  if (!Number.isFinite(aprPercent) || aprPercent < 0 || aprPercent >= 100) {
    throw new RangeError("The APR must be between 0 and 100 percent.");
  }
  const amountCents = Math.round(amountDollars * 100);
  const rate = aprPercent / 1200;
  const payment = monthlyPaymentCents(amountCents, termMonths, aprPercent);
  let balance = amountCents;
  let totalPaid = 0;
  let finalPayment = payment;
  for (let month = 1; month <= termMonths; month++) {
    const interest = Math.round(balance * rate);
    const due = month === termMonths ? balance + interest : payment;
    totalPaid += due;
    balance += interest - due;
    finalPayment = due;
  }
  return {
    amountCents,
    termMonths,
    aprPercent,
    monthlyPaymentCents: payment,
    finalPaymentCents: finalPayment,
    totalPaidCents: totalPaid,
    totalInterestCents: totalPaid - amountCents,
  };
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
});

/** "$1,234.56" */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "$25,000", "25000" or "25,000.00" -> 25000; anything else -> null. */
export function parseWholeDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d{1,9})(?:\.0{1,2})?$/.exec(cleaned);
  return match ? Number(match[1]) : null;
}
