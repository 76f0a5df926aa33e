import {
  ILLUSTRATIVE_APRS,
  estimatorDefaults,
} from "#app/content/financing.ts";
import {
  LOAN_AMOUNT_MESSAGE,
  LOAN_TERMS_MONTHS,
  MAX_LOAN_AMOUNT,
  MIN_LOAN_AMOUNT,
  TERM_MESSAGE,
} from "#app/utils/loan-application-limits.ts";
import {
  estimatePayment,
  parseWholeDollars,
  type PaymentEstimate,
} from "#app/utils/payment-estimate.ts";

// The estimator's three inputs, read from the query string (the form works
// as a plain GET without JavaScript) or from the live form in the browser.
// Anything unreadable gets a message and the estimate waits for a fix.

export { LOAN_AMOUNT_MESSAGE as AMOUNT_MESSAGE, TERM_MESSAGE };
export const APR_MESSAGE = "Please choose one of the illustrative rates";

export interface EstimatorValues {
  amount: string;
  term: string;
  apr: string;
}

export interface EstimatorState {
  values: EstimatorValues;
  errors: Partial<Record<keyof EstimatorValues, string>>;
  estimate: PaymentEstimate | null;
}

export const defaultEstimatorValues: EstimatorValues = {
  amount: String(estimatorDefaults.amount),
  term: String(estimatorDefaults.term),
  apr: String(estimatorDefaults.apr),
};

export function readEstimator(values: EstimatorValues): EstimatorState {
  const errors: EstimatorState["errors"] = {};
  const amount = parseWholeDollars(values.amount);
  if (amount === null || amount < MIN_LOAN_AMOUNT || amount > MAX_LOAN_AMOUNT)
    errors.amount = LOAN_AMOUNT_MESSAGE;
  const term = Number(values.term);
  if (!(LOAN_TERMS_MONTHS as readonly number[]).includes(term))
    errors.term = TERM_MESSAGE;
  const apr = Number(values.apr);
  if (
    values.apr.trim() === "" ||
    !(ILLUSTRATIVE_APRS as readonly number[]).includes(apr)
  )
    errors.apr = APR_MESSAGE;
  const valid = Object.keys(errors).length === 0;
  return {
    values,
    errors,
    estimate: valid ? estimatePayment(amount!, term, apr) : null,
  };
}

/** The query string's values, or the defaults when none were sent. */
export function estimatorFromSearch(search: URLSearchParams): EstimatorState {
  const pick = (key: keyof EstimatorValues) => {
    const value = search.get(key);
    return value === null ? defaultEstimatorValues[key] : value.slice(0, 40);
  };
  return readEstimator({
    amount: pick("amount"),
    term: pick("term"),
    apr: pick("apr"),
  });
}
