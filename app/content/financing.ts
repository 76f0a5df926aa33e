// Copy of the financing page and loan application. The offer comes from
// home.ts (docs/product.md, "Constants"), the loan bounds from loan-application-limits.ts
// and the worked examples from the estimator itself, so no figure is typed
// twice.
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { costRanges, financingOffer } from "./home.ts";
import { type InfoLink, listText } from "./info-types.ts";
import {
  LOAN_TERMS_MONTHS,
  MAX_LOAN_AMOUNT,
  MIN_LOAN_AMOUNT,
} from "#app/utils/loan-application-limits.ts";
import { estimatePayment, formatCents } from "#app/utils/payment-estimate.ts";

const { promoRate, promoMonths, maxTermMonths, disclaimer } = financingOffer;
const dollars = (amount: number) => formatCents(amount * 100).slice(0, -3);
export const amountRangeText = `${dollars(MIN_LOAN_AMOUNT)} to ${dollars(MAX_LOAN_AMOUNT)}`;
const termsText = listText(LOAN_TERMS_MONTHS.map(String));
function hoursText() {
  return listText(
    business().hours.rows.map((row) => `${row.days} ${row.time}`),
    "; ",
  );
}

// Our lending partner is not named: the business has not chosen one for the
// demo, and naming a real lender would be a false claim.
export const lenderName = "our third-party lending partner";

export const financingTitle = "Remodeling Financing";
export const financingDescription = `Finance your kitchen or bathroom remodel: ${promoRate} for ${promoMonths} months or terms up to ${maxTermMonths} months, ${disclaimer.toLowerCase().replace(/\.$/, "")}. Estimate your payment and apply online.`;
export function financingLead() {
  return `Spread the cost of your new kitchen or bath into predictable monthly payments: ${promoRate} for ${promoMonths} months, or fixed payments with terms up to ${maxTermMonths} months. ${disclaimer} Financing is provided by ${lenderName}, not by ${business().name}.`;
}

export const highlights = [
  {
    value: promoRate,
    label: `for ${promoMonths} months`,
    detail:
      "A promotional plan for qualified buyers who pay the balance within the promotional period.",
  },
  {
    value: `${maxTermMonths}`,
    label: "months, the longest term",
    detail: `Terms of ${termsText} months: a longer term means a lower monthly payment and more interest in total.`,
  },
  {
    value: dollars(MAX_LOAN_AMOUNT),
    label: "the most you can request",
    detail: `Requests from ${amountRangeText}, for all or part of your project.`,
  },
];

export const approvalNotice = `Every plan is ${disclaimer.toLowerCase().replace(/\.$/, "")} by ${lenderName}. Rates, terms and the amount approved depend on your credit history and are confirmed in writing before you sign anything.`;

export interface FinancingStep {
  title: string;
  text: string;
}

export function howItWorks(): FinancingStep[] {
  return [
    {
      title: "Estimate your payment",
      text: "Use the estimator below to see what a monthly payment could look like for your budget and the term you prefer.",
    },
    {
      title: "Send the short application",
      text: "About five minutes: your contact details, the project and the amount you would like. We never ask for a social security number or date of birth, and sending it does not run a credit check.",
    },
    {
      title: "We call you within one business day",
      text: `A member of our team confirms the project, the amount and the plan that suits you. Our hours are ${hoursText()}.`,
    },
    {
      title: "Credit decision by our lending partner",
      text: `With your permission, ${lenderName} runs a credit check and shows you the rate, term and monthly payment in writing. You decide whether to accept.`,
    },
    {
      title: "Schedule your remodel",
      text: "Once your plan is approved and accepted, we order materials and put your project on the calendar.",
    },
  ];
}

const kitchenExample = estimatePayment(40_000, maxTermMonths, 7.99);
const promoExample = estimatePayment(12_000, promoMonths, 0);

export function financingFaq() {
  return [
    {
      question: "What financing options do you offer?",
      answer: `Qualified homeowners can choose ${promoRate} financing for ${promoMonths} months, or fixed monthly payments with terms of ${termsText} months. ${disclaimer}`,
    },
    {
      question: "Who provides the financing?",
      answer: `${business().name} is a remodeler, not a lender. Loans are made by ${lenderName}, a consumer lender, which sets the rates and terms and makes the credit decision. We help you apply and answer your questions along the way.`,
    },
    {
      question: "How much can I borrow?",
      answer: `You can request ${amountRangeText}. Most of our kitchen remodels cost ${costRanges.kitchen} and most bathroom remodels ${costRanges.bathroom}, so many homeowners finance part of the project and pay the rest from savings.`,
    },
    {
      question: "What would my monthly payment be?",
      answer: `As an illustration only, $40,000 over ${maxTermMonths} months at a 7.99% APR is about ${formatCents(kitchenExample.monthlyPaymentCents)} a month, and $12,000 over ${promoMonths} months at ${promoRate} is ${formatCents(promoExample.monthlyPaymentCents)} a month. Your actual rate depends on your credit and the plan you are approved for.`,
    },
    {
      question: "Does applying affect my credit score?",
      answer: `Sending our online application does not run a credit check. When you are ready, ${lenderName} runs one with your permission; a credit check for a loan can affect your credit score, and we tell you before it happens.`,
    },
    {
      question: "Do you need my social security number?",
      answer: `No. Our application never asks for a social security number or date of birth. ${lenderName.charAt(0).toUpperCase() + lenderName.slice(1)} collects what it needs for the credit decision through its own secure application.`,
    },
    {
      question: "What happens when the 0% promotional period ends?",
      answer: `Each plan's terms, including what happens to any balance left at the end of a promotional period, are set by ${lenderName} and shown to you in writing before you accept. Read them closely, and ask us to walk you through them.`,
    },
    {
      question: "How quickly will I hear back?",
      answer: `We call or email you within one business day of your application. Our hours are ${hoursText()}; an application sent after hours or on a Sunday is answered the next business day.`,
    },
  ];
}

export const estimatorCopy = {
  heading: "Estimate your monthly payment",
  intro:
    "Choose an amount, a term and an illustrative APR. The estimate uses the standard amortization formula, rounded to the cent.",
  notice: `This is an estimate for illustration, not an offer of credit or a commitment to lend. Your actual rate, term and payment are set by ${lenderName} after a credit check. ${disclaimer}`,
  promoNote: `The ${promoRate} APR applies to the ${promoMonths}-month promotional plan; longer terms carry interest.`,
};

// The illustrative APR choices; 0% is the promotional plan.
export const ILLUSTRATIVE_APRS = [0, 5.99, 7.99, 9.99, 12.99, 17.99] as const;
export const estimatorDefaults = { amount: 25_000, term: 60, apr: 7.99 };

export function financingLinks(): InfoLink[] {
  return [
    {
      label: "Plan a showroom visit",
      href: "/contact",
      description:
        "Talk through your project, budget and financing with a designer.",
    },
    {
      label: `Call ${business().phone.display}`,
      href: telHref(business()),
      description:
        "Questions about financing? We are happy to explain the options.",
    },
    {
      label: "Explore our services",
      href: "/services",
      description: "Kitchens, baths, cabinets, countertops, tile and closets.",
    },
  ];
}
