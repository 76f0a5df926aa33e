import { optionalLongText, textField } from "#app/utils/email-field.ts";
import {
  CREDIT_SCORE_RANGES,
  LOAN_AMOUNT_MESSAGE,
  LOAN_STATES,
  LOAN_TERMS_MONTHS,
  MAX_ADDRESS_LENGTH,
  MAX_ANNUAL_INCOME,
  MAX_CITY_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_LOAN_AMOUNT,
  MAX_NAME_LENGTH,
  MAX_PROJECT_COST,
  wholeDollars,
  MIN_LOAN_AMOUNT,
  MIN_PROJECT_COST,
  PROJECT_TYPES,
  stateNames,
  TERM_MESSAGE,
} from "#app/utils/loan-application-limits.ts";
import { parseWholeDollars } from "#app/utils/payment-estimate.ts";
import { PHONE_MESSAGE, phoneField } from "#app/utils/phone.ts";
import { z } from "#app/utils/zod.ts";
import { emailField, INVALID_EMAIL_MESSAGE } from "#app/utils/email-address.ts";

// One rule for the loan application in the browser and on the server
// (docs/product.md, "Decisions the specification left open"). Unknown keys (an `ssn`, an `isAdmin`) are dropped by
// z.object, so nothing the form does not ask for can be stored.

// The form's fields in page order (error summary and focus follow it).
export const LOAN_APPLICATION_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "projectType",
  "projectDescription",
  "estimatedProjectCost",
  "requestedLoanAmount",
  "preferredTermMonths",
  "annualIncome",
  "creditScore",
  "consent",
] as const;

const states = Object.values(stateNames);

export const loanMessages = {
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  email: INVALID_EMAIL_MESSAGE,
  phone: PHONE_MESSAGE,
  address: "Please enter the street address of the home",
  city: "Please enter the city or town",
  state: `Please choose ${states.slice(0, -1).join(", ")} or ${states.at(-1)}`,
  zipCode: "Please enter a 5-digit ZIP code, like 10920 or 10920-1234",
  projectType: "Please choose the type of project",
  projectDescription: `Please keep the description under ${MAX_DESCRIPTION_LENGTH.toLocaleString("en-US")} characters`,
  estimatedProjectCost: `Please enter a project cost between ${wholeDollars(MIN_PROJECT_COST)} and ${wholeDollars(MAX_PROJECT_COST)} in whole dollars, or leave it blank`,
  requestedLoanAmount: LOAN_AMOUNT_MESSAGE,
  preferredTermMonths: TERM_MESSAGE,
  annualIncome: `Please enter a yearly income up to ${wholeDollars(MAX_ANNUAL_INCOME)} in whole dollars, or leave it blank`,
  creditScore:
    "Please choose a credit score range from the list, or leave it blank",
  consent:
    "Please tick the box to agree to be contacted and to a credit check later",
} as const;

// A whole number from a form field ("$25,000") or a JSON number.
function wholeNumber(
  accepts: (value: number) => boolean,
  message: string,
  parse: (text: string) => number | null = parseWholeDollars,
) {
  return z.pipe(
    z.union([z.string(), z.number()], { error: message }),
    z.transform((input, ctx) => {
      const value =
        typeof input === "number"
          ? Number.isSafeInteger(input)
            ? input
            : null
          : parse(input);
      if (value === null || !accepts(value)) {
        ctx.issues.push({ code: "custom", message, input });
        return z.NEVER;
      }
      return value;
    }),
  );
}

const between = (min: number, max: number) => (value: number) =>
  value >= min && value <= max;

// "" and a missing key both mean "not given" for an optional field.
function optionalBlank<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((input: unknown) =>
      typeof input === "string" && input.trim() === "" ? undefined : input,
    ),
    z.optional(schema),
  );
}

function oneOf<T extends string>(values: readonly T[], message: string) {
  return z.pipe(
    z.string({ error: message }).check(z.trim()),
    z.enum(values as [T, ...T[]], { error: message }),
  );
}

const TICKED = new Set<unknown>([true, "on", "true", "yes", "1"]);

export const LoanApplicationSchema = z.object({
  firstName: textField({
    required: loanMessages.firstName,
    max: MAX_NAME_LENGTH,
  }),
  lastName: textField({
    required: loanMessages.lastName,
    max: MAX_NAME_LENGTH,
  }),
  email: emailField,
  phone: phoneField,
  address: textField({
    required: loanMessages.address,
    max: MAX_ADDRESS_LENGTH,
  }),
  city: textField({ required: loanMessages.city, max: MAX_CITY_LENGTH }),
  state: oneOf(LOAN_STATES, loanMessages.state),
  zipCode: z
    .string({ error: loanMessages.zipCode })
    .check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, loanMessages.zipCode)),
  projectType: oneOf(PROJECT_TYPES, loanMessages.projectType),
  projectDescription: optionalLongText(
    MAX_DESCRIPTION_LENGTH,
    loanMessages.projectDescription,
  ),
  estimatedProjectCost: optionalBlank(
    wholeNumber(
      between(MIN_PROJECT_COST, MAX_PROJECT_COST),
      loanMessages.estimatedProjectCost,
    ),
  ),
  requestedLoanAmount: wholeNumber(
    between(MIN_LOAN_AMOUNT, MAX_LOAN_AMOUNT),
    loanMessages.requestedLoanAmount,
  ),
  preferredTermMonths: wholeNumber(
    (term) => (LOAN_TERMS_MONTHS as readonly number[]).includes(term),
    loanMessages.preferredTermMonths,
    (text) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : null),
  ),
  annualIncome: optionalBlank(
    wholeNumber(between(0, MAX_ANNUAL_INCOME), loanMessages.annualIncome),
  ),
  creditScore: optionalBlank(
    oneOf(CREDIT_SCORE_RANGES, loanMessages.creditScore),
  ),
  // Never stored without it: the model records the moment as consented_at.
  consent: z.pipe(
    z.custom<unknown>((value) => TICKED.has(value), {
      error: loanMessages.consent,
    }),
    z.transform((): true => true),
  ),
});

export type LoanApplicationInput = z.infer<typeof LoanApplicationSchema>;
