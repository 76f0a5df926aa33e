import { serviceSummaries } from "#app/content/services.ts";

// Bounds and choice lists of the loan application (docs/product.md, "Decisions the specification left open"),
// free of Zod so the financing page and its estimator can import them
// without the schema library.

export const MIN_LOAN_AMOUNT = 1_000;
export const MAX_LOAN_AMOUNT = 150_000;
export const LOAN_TERMS_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;
export type LoanTermMonths = (typeof LOAN_TERMS_MONTHS)[number];

/** "$40,000" for a whole number of dollars. */
export const wholeDollars = (amount: number) =>
  `$${amount.toLocaleString("en-US")}`;

export const LOAN_AMOUNT_MESSAGE = `Please enter an amount between ${wholeDollars(MIN_LOAN_AMOUNT)} and ${wholeDollars(MAX_LOAN_AMOUNT)}, in whole dollars`;
export const TERM_MESSAGE = `Please choose a term of ${LOAN_TERMS_MONTHS.slice(0, -1).join(", ")} or ${LOAN_TERMS_MONTHS.at(-1)} months`;

export const MIN_PROJECT_COST = 1_000;
export const MAX_PROJECT_COST = 1_000_000;
export const MAX_ANNUAL_INCOME = 10_000_000;

export const MAX_NAME_LENGTH = 100;
export const MAX_ADDRESS_LENGTH = 200;
export const MAX_CITY_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 2_000;

// Statuses of docs/product.md, "Decisions the specification left open"; every application starts 'pending'.
export const LOAN_APPLICATION_STATUSES = [
  "pending",
  "reviewing",
  "approved",
  "declined",
  "withdrawn",
] as const;
export type LoanApplicationStatus = (typeof LOAN_APPLICATION_STATUSES)[number];

// The project must be in one of the three states the business builds in.
export const stateNames: Record<string, string> = {
  NY: "New York",
  NJ: "New Jersey",
  CT: "Connecticut",
};
export const LOAN_STATES = Object.keys(stateNames);

export const OTHER_PROJECT_TYPE = "other";
export const projectTypeOptions = [
  ...serviceSummaries.map((service) => ({
    value: service.slug,
    label: service.title,
  })),
  { value: OTHER_PROJECT_TYPE, label: "Something else" },
];
export const PROJECT_TYPES = projectTypeOptions.map((option) => option.value);

// Self-reported ranges; the lending partner runs the actual check later.
export const CREDIT_SCORE_RANGES = [
  "Excellent (760+)",
  "Good (700-759)",
  "Fair (640-699)",
  "Needs work (below 640)",
  "Not sure",
] as const;
