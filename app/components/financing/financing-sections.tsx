import { ArrowRight, ShieldCheck } from "lucide-react";
import { NumberedSteps } from "#app/components/ui/numbered-steps.tsx";
import {
  approvalNotice,
  highlights,
  howItWorks,
} from "#app/content/financing.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export function FinancingHighlights() {
  return (
    <section aria-labelledby="offer-heading" className="py-10">
      <Heading level={2} look="section" id="offer-heading">
        The plans at a glance
      </Heading>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {highlights.map((item) => (
          <li
            key={item.label}
            className="rounded-lg border border-brand-100 bg-white p-5"
          >
            <p className="text-brand-900">
              <span className="block text-4xl font-bold text-brand-800">
                {item.value}
              </span>
              <span className="font-semibold">{item.label}</span>
            </p>
            <p className="mt-2 text-base text-muted">{item.detail}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex gap-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-lg">
        <ShieldCheck
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 text-brand-700"
        />
        <span>
          <strong>Subject to credit approval.</strong> {approvalNotice}
        </span>
      </p>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="py-10">
      <Heading level={2} look="section" id="how-heading">
        How it works
      </Heading>
      <NumberedSteps steps={howItWorks()} look="column" />
    </section>
  );
}

export function ApplyCallout() {
  return (
    <section
      aria-labelledby="apply-heading"
      className="my-10 rounded-lg bg-brand-800 p-6 text-white sm:p-8"
    >
      <h2 id="apply-heading" className="text-2xl font-bold sm:text-3xl">
        Ready to apply?
      </h2>
      <p className="mt-3 text-lg text-brand-100">
        The application takes about five minutes. It does not run a credit
        check, and we never ask for a social security number.
      </p>
      <ButtonLink
        to="/financing/apply"
        className="mt-5 focus-visible:outline-white"
      >
        Apply for financing
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </section>
  );
}
