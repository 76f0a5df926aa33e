import { Form, Link } from "react-router";
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
} from "#app/utils/loan-application-schema.ts";

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

function Group({
  legend,
  children,
}: {
  legend: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="mt-8 grid gap-5 sm:grid-cols-2">
      <legend className="mb-2 text-xl font-bold text-brand-900">
        {legend}
      </legend>
      {children}
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
        <Group legend="About you">
          <TextField
            name="firstName"
            label={fieldLabels.firstName}
            required
            autoComplete="given-name"
            maxLength={MAX_NAME_LENGTH}
          />
          <TextField
            name="lastName"
            label={fieldLabels.lastName}
            required
            autoComplete="family-name"
            maxLength={MAX_NAME_LENGTH}
          />
          <TextField
            name="email"
            label={fieldLabels.email}
            required
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
          <TextField
            name="phone"
            label={fieldLabels.phone}
            hint={fieldHints.phone}
            required
            type="tel"
            autoComplete="tel"
            maxLength={40}
          />
        </Group>
        <Group legend="The home">
          <TextField
            name="address"
            label={fieldLabels.address}
            hint={fieldHints.address}
            required
            autoComplete="street-address"
            maxLength={MAX_ADDRESS_LENGTH}
            className="sm:col-span-2"
          />
          <TextField
            name="city"
            label={fieldLabels.city}
            required
            autoComplete="address-level2"
            maxLength={MAX_CITY_LENGTH}
          />
          <SelectField
            name="state"
            label={fieldLabels.state}
            required
            options={stateOptions}
          />
          <TextField
            name="zipCode"
            label={fieldLabels.zipCode}
            required
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={10}
          />
        </Group>
        <Group legend="The project and the loan">
          <SelectField
            name="projectType"
            label={fieldLabels.projectType}
            required
            options={projectTypeOptions}
          />
          <TextField
            name="estimatedProjectCost"
            label={fieldLabels.estimatedProjectCost}
            hint={fieldHints.estimatedProjectCost}
            inputMode="numeric"
            maxLength={12}
          />
          <TextareaField
            name="projectDescription"
            label={fieldLabels.projectDescription}
            maxLength={MAX_DESCRIPTION_LENGTH}
            className="sm:col-span-2"
          />
          <TextField
            name="requestedLoanAmount"
            label={fieldLabels.requestedLoanAmount}
            hint={fieldHints.requestedLoanAmount}
            required
            inputMode="numeric"
            maxLength={12}
          />
          <SelectField
            name="preferredTermMonths"
            label={fieldLabels.preferredTermMonths}
            required
            options={termOptions}
          />
          <TextField
            name="annualIncome"
            label={fieldLabels.annualIncome}
            hint={fieldHints.annualIncome}
            inputMode="numeric"
            maxLength={12}
          />
          <SelectField
            name="creditScore"
            label={fieldLabels.creditScore}
            hint={fieldHints.creditScore}
            options={creditOptions}
            placeholder="Prefer not to say"
          />
        </Group>
        <fieldset className="mt-8">
          <legend className="mb-2 text-xl font-bold text-brand-900">
            {fieldLabels.consent}
          </legend>
          <CheckboxField name="consent" label={consentText} />
          <p className="mt-4 text-base text-muted">
            {privacyNote}{" "}
            <Link to="/privacy" className="text-brand-700 underline">
              Privacy policy
            </Link>
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
