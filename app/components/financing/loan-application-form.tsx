import type { ComponentProps } from "react";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { FormStateContext } from "#app/components/forms/form-context.tsx";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import {
  consentText,
  fieldHints,
  fieldLabels,
  privacyNote,
} from "#app/content/financing-apply.ts";
import {
  CREDIT_SCORE_RANGES,
  LOAN_STATES,
  LOAN_TERMS_MONTHS,
  MAX_ADDRESS_LENGTH,
  MAX_CITY_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  projectTypeOptions,
  stateNames,
} from "#app/utils/loan-application-limits.ts";
import {
  LOAN_APPLICATION_FIELDS,
  LoanApplicationSchema,
} from "#app/leads/loan-application-schema.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";

const ID_PREFIX = "loan";
const stateOptions = LOAN_STATES.map((state) => ({
  value: state,
  label: stateNames[state] ?? state,
}));
const termOptions = LOAN_TERMS_MONTHS.map((term) => ({
  value: String(term),
  label: `${term} months`,
}));
const creditOptions = CREDIT_SCORE_RANGES.map((range) => ({
  value: range,
  label: range,
}));

type FieldName = keyof typeof fieldLabels;
const hints: Partial<Record<FieldName, string>> = fieldHints;

// One entry per control of a fieldset; its label and hint come from the
// content file by name. The keys are in the order the attributes render.
type FieldSpec = { name: FieldName } & (
  | ({ kind: "text" } & Omit<
      ComponentProps<typeof TextField>,
      "label" | "hint"
    >)
  | ({ kind: "select" } & Omit<
      ComponentProps<typeof SelectField>,
      "label" | "hint"
    >)
  | ({ kind: "textarea" } & Omit<
      ComponentProps<typeof TextareaField>,
      "label" | "hint"
    >)
);

const aboutYou: FieldSpec[] = [
  {
    kind: "text",
    name: "firstName",
    required: true,
    autoComplete: "given-name",
    maxLength: MAX_NAME_LENGTH,
  },
  {
    kind: "text",
    name: "lastName",
    required: true,
    autoComplete: "family-name",
    maxLength: MAX_NAME_LENGTH,
  },
  {
    kind: "text",
    name: "email",
    required: true,
    type: "email",
    autoComplete: "email",
    spellCheck: false,
  },
  {
    kind: "text",
    name: "phone",
    required: true,
    type: "tel",
    autoComplete: "tel",
    maxLength: 40,
  },
];

const theHome: FieldSpec[] = [
  {
    kind: "text",
    name: "address",
    required: true,
    autoComplete: "address-line1",
    maxLength: MAX_ADDRESS_LENGTH,
    className: "sm:col-span-2",
  },
  {
    kind: "text",
    name: "city",
    required: true,
    autoComplete: "address-level2",
    maxLength: MAX_CITY_LENGTH,
  },
  { kind: "select", name: "state", required: true, options: stateOptions },
  {
    kind: "text",
    name: "zipCode",
    required: true,
    autoComplete: "postal-code",
    inputMode: "numeric",
    maxLength: 10,
  },
];

const theProjectAndLoan: FieldSpec[] = [
  {
    kind: "select",
    name: "projectType",
    required: true,
    options: projectTypeOptions,
  },
  {
    kind: "text",
    name: "estimatedProjectCost",
    inputMode: "numeric",
    maxLength: 12,
  },
  {
    kind: "textarea",
    name: "projectDescription",
    maxLength: MAX_DESCRIPTION_LENGTH,
    className: "sm:col-span-2",
  },
  {
    kind: "text",
    name: "requestedLoanAmount",
    required: true,
    inputMode: "numeric",
    maxLength: 12,
  },
  {
    kind: "select",
    name: "preferredTermMonths",
    required: true,
    options: termOptions,
  },
  { kind: "text", name: "annualIncome", inputMode: "numeric", maxLength: 12 },
  {
    kind: "select",
    name: "creditScore",
    options: creditOptions,
    placeholder: "Prefer not to say",
  },
];

function Control({ spec }: { spec: FieldSpec }) {
  const label = fieldLabels[spec.name];
  const hint = hints[spec.name];
  switch (spec.kind) {
    case "text": {
      const { kind: _kind, ...props } = spec;
      return <TextField label={label} hint={hint} {...props} />;
    }
    case "select": {
      const { kind: _kind, ...props } = spec;
      return <SelectField label={label} hint={hint} {...props} />;
    }
    case "textarea": {
      const { kind: _kind, ...props } = spec;
      return <TextareaField label={label} hint={hint} {...props} />;
    }
  }
}

function Group({ legend, fields }: { legend: string; fields: FieldSpec[] }) {
  return (
    <fieldset className="mt-8 grid gap-5 sm:grid-cols-2">
      <legend className="mb-2 text-xl font-bold text-brand-900">
        {legend}
      </legend>
      {fields.map((spec) => (
        <Control key={spec.name} spec={spec} />
      ))}
    </fieldset>
  );
}

/**
 * The loan application: a React Router <Form> that posts normally with
 * JavaScript off and without a reload with it, checked by the same schema in
 * both places.
 */
export function LoanApplicationForm({ formToken }: { formToken: string }) {
  const { formRef, state, pending, formError, onSubmit } = useLeadForm({
    schema: LoanApplicationSchema,
    names: LOAN_APPLICATION_FIELDS,
    idPrefix: ID_PREFIX,
  });
  return (
    <FormStateContext.Provider value={state}>
      <Form
        method="post"
        action="/financing/apply"
        noValidate
        ref={formRef}
        onSubmit={onSubmit}
        aria-label="Financing application"
        className="relative"
      >
        <ErrorSummary formError={formError} labels={fieldLabels} />
        <SpamTrapFields idPrefix={ID_PREFIX} token={formToken} />
        <p className="text-base text-muted">
          Every field is required unless it says optional.
        </p>
        <Group legend="About you" fields={aboutYou} />
        <Group legend="The home" fields={theHome} />
        <Group legend="The project and the loan" fields={theProjectAndLoan} />
        <fieldset className="mt-8">
          <legend className="mb-2 text-xl font-bold text-brand-900">
            {fieldLabels.consent}
          </legend>
          <CheckboxField name="consent" label={consentText()} />
          <p className="mt-4 text-base text-muted">
            {privacyNote}{" "}
            <TextLink to="/privacy" tone="inline">
              Privacy policy
            </TextLink>
          </p>
        </fieldset>
        <div className="mt-8">
          <SubmitButton
            pending={pending}
            label="Send my application"
            pendingLabel="Sending your application..."
          />
        </div>
      </Form>
    </FormStateContext.Provider>
  );
}
