import { useState } from "react";
import { Form } from "react-router";
import { estimatorCopy, ILLUSTRATIVE_APRS } from "#app/content/financing.ts";
import {
  type EstimatorState,
  type EstimatorValues,
  readEstimator,
} from "#app/utils/estimator-input.ts";
import { LOAN_TERMS_MONTHS } from "#app/utils/loan-application-limits.ts";
import { formatCents } from "#app/utils/payment-estimate.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-md border border-black/40 bg-white px-3 py-2 text-ink aria-invalid:border-red-700";

function aprLabel(apr: number) {
  return apr === 0 ? "0% (12-month promotional plan)" : `${apr.toFixed(2)}%`;
}

/**
 * The payment estimator. Without JavaScript it is a GET form whose loader
 * computes the estimate; with JavaScript the same function reruns on every
 * change, and submitting updates the URL without a reload.
 */
export function PaymentEstimator({ initial }: { initial: EstimatorState }) {
  const [values, setValues] = useState<EstimatorValues>(initial.values);
  // A new query string (a link, back/forward) brings new loader data; adopt
  // it without remounting, so focus stays where the visitor left it.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValues(initial.values);
  }
  const { errors, estimate } = readEstimator(values);
  const update =
    (key: keyof EstimatorValues) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues({ ...values, [key]: event.target.value });
  const described = (key: keyof EstimatorValues, hint?: string) =>
    [hint, errors[key] ? `estimator-${key}-error` : undefined]
      .filter(Boolean)
      .join(" ") || undefined;
  const error = (key: keyof EstimatorValues) =>
    errors[key] ? (
      <p id={`estimator-${key}-error`} className="mt-1 text-base text-red-700">
        {errors[key]}
      </p>
    ) : null;
  const promoMismatch =
    estimate && estimate.aprPercent === 0 && estimate.termMonths !== 12;

  return (
    <section
      id="estimator"
      aria-labelledby="estimator-heading"
      className="scroll-mt-24 rounded-lg border border-brand-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <Heading level={2} look="section" id="estimator-heading">
        {estimatorCopy.heading}
      </Heading>
      <p className="mt-3 text-lg text-muted">{estimatorCopy.intro}</p>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <Form
          method="get"
          action="/financing#estimator"
          preventScrollReset
          replace
          className="grid content-start gap-4"
          aria-label="Payment estimator"
        >
          <div>
            <label htmlFor="estimator-amount" className="font-semibold">
              Amount to finance (US dollars)
            </label>
            <input
              id="estimator-amount"
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              maxLength={40}
              value={values.amount}
              onChange={update("amount")}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={described("amount", "estimator-amount-hint")}
              className={fieldClass}
            />
            <p id="estimator-amount-hint" className="mt-1 text-base text-muted">
              Whole dollars, for example 25,000
            </p>
            {error("amount")}
          </div>
          <div>
            <label htmlFor="estimator-term" className="font-semibold">
              Term
            </label>
            <select
              id="estimator-term"
              name="term"
              value={values.term}
              onChange={update("term")}
              aria-invalid={errors.term ? true : undefined}
              aria-describedby={described("term")}
              className={fieldClass}
            >
              {LOAN_TERMS_MONTHS.map((term) => (
                <option key={term} value={String(term)}>
                  {term} months
                </option>
              ))}
            </select>
            {error("term")}
          </div>
          <div>
            <label htmlFor="estimator-apr" className="font-semibold">
              Illustrative APR
            </label>
            <select
              id="estimator-apr"
              name="apr"
              value={values.apr}
              onChange={update("apr")}
              aria-invalid={errors.apr ? true : undefined}
              aria-describedby={described("apr")}
              className={fieldClass}
            >
              {ILLUSTRATIVE_APRS.map((apr) => (
                <option key={apr} value={String(apr)}>
                  {aprLabel(apr)}
                </option>
              ))}
            </select>
            {error("apr")}
          </div>
          <Button type="submit" tone="brand">
            Update estimate
          </Button>
        </Form>
        <div
          aria-live="polite"
          aria-atomic="true"
          className="rounded-lg bg-brand-50 p-5"
        >
          {estimate ? (
            <dl className="grid gap-4">
              <div>
                <dt className="font-semibold text-brand-900">
                  Estimated monthly payment
                </dt>
                <dd className="text-4xl font-bold text-brand-800">
                  {formatCents(estimate.monthlyPaymentCents)}
                </dd>
                <dd className="text-base text-muted">
                  {estimate.termMonths} payments
                  {estimate.finalPaymentCents !== estimate.monthlyPaymentCents
                    ? `; the last is ${formatCents(estimate.finalPaymentCents)}`
                    : ""}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-brand-900">Total interest</dt>
                <dd className="text-xl">
                  {formatCents(estimate.totalInterestCents)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-brand-900">Total paid</dt>
                <dd className="text-xl">
                  {formatCents(estimate.totalPaidCents)}
                </dd>
              </div>
            </dl>
          ) : (
            <p className="text-lg">
              Fix the highlighted choice to see an estimate.
            </p>
          )}
          {promoMismatch ? (
            <p className="mt-4 text-base">{estimatorCopy.promoNote}</p>
          ) : null}
        </div>
      </div>
      <p className="mt-6 rounded-lg border-l-4 border-accent-700 bg-brand-50 p-4 text-base">
        <strong>Estimate only.</strong> {estimatorCopy.notice}
      </p>
    </section>
  );
}
