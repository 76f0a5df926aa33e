import { useContext } from "react";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { CALL_INSTEAD } from "#app/content/forms.ts";
import { fieldId, FormStateContext } from "./form-context.tsx";

/**
 * The list of problems above a form, each linking to its field. When the
 * whole submission failed (expired form, rate limit) and no single field is
 * to blame, the summary itself takes focus.
 */
export function ErrorSummary({
  formError,
  labels,
}: {
  formError?: string;
  labels: Record<string, string>;
}) {
  const state = useContext(FormStateContext);
  const entries = Object.entries(state.errors);
  if (!formError && entries.length === 0) return null;
  const headingId = `${state.idPrefix}-error-summary-heading`;
  return (
    <div
      id={`${state.idPrefix}-error-summary`}
      tabIndex={-1}
      aria-labelledby={headingId}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a failed submission with no field to blame moves focus here, with JavaScript off too
      autoFocus={state.focusOnRender && entries.length === 0 ? true : undefined}
      className="mb-6 rounded-md border-2 border-red-700 bg-white p-4"
    >
      <h2 id={headingId} className="font-bold text-red-700">
        {entries.length > 1
          ? `There are ${entries.length} problems with your form`
          : "There is a problem with your form"}
      </h2>
      {formError ? (
        <p role="alert" className="mt-2 text-ink">
          {formError}{" "}
          <a
            href={telHref(business())}
            className="font-semibold text-red-700 underline"
          >
            {CALL_INSTEAD()}
          </a>
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {entries.map(([name, message]) => (
            <li key={name}>
              <a
                href={`#${fieldId(state.idPrefix, name)}`}
                className="text-red-700 underline"
              >
                {labels[name] ? `${labels[name]}: ` : ""}
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
