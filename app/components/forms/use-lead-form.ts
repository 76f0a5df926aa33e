import { type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useNavigation } from "react-router";
import {
  type FieldErrors,
  type FormFailure,
  validateForm,
} from "#app/utils/form-validation.ts";
import type { z } from "#app/utils/zod.ts";
import { fieldId, type FormState } from "./form-context.tsx";

function focusFirstProblem(
  form: HTMLFormElement,
  idPrefix: string,
  firstInvalid: string | undefined,
) {
  const target = firstInvalid
    ? form.ownerDocument.getElementById(fieldId(idPrefix, firstInvalid))
    : form.ownerDocument.getElementById(`${idPrefix}-error-summary`);
  target?.focus();
}

/**
 * The JavaScript-on path of a form rendered with React Router's `<Form>`:
 * the shared schema checks the fields before anything is sent, the server's
 * answer (a FormFailure from the action) replaces the page state without a
 * reload, focus moves to the first problem, and `pending` drives the button.
 * With JavaScript off the same `<Form>` posts normally and the server
 * renders the same state with `focusOnRender`.
 */
export function useLeadForm<S extends z.core.$ZodType>(options: {
  schema: S;
  names: readonly string[];
  idPrefix: string;
  /** What the schema cannot see, such as chosen files: errors by field. */
  check?: (form: HTMLFormElement) => FieldErrors;
}) {
  const actionData = useActionData() as FormFailure | undefined;
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [focusTick, setFocusTick] = useState(0);

  const errors = clientErrors ?? actionData?.fieldErrors ?? {};
  const state: FormState = {
    idPrefix: options.idPrefix,
    errors,
    values: actionData?.values ?? {},
    focusOnRender: Boolean(actionData),
  };
  const pending = navigation.state === "submitting";

  const firstInvalid = Object.keys(errors)[0];
  const { idPrefix } = options;
  useEffect(() => {
    if (focusTick === 0 && !actionData) return;
    if (formRef.current) {
      focusFirstProblem(formRef.current, idPrefix, firstInvalid);
    }
  }, [actionData, focusTick, idPrefix, firstInvalid]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (pending) {
      event.preventDefault();
      return;
    }
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const result = validateForm(options.schema, fields, options.names);
    const more = options.check?.(event.currentTarget) ?? {};
    const errors = {
      ...(result.ok ? {} : result.fieldErrors),
      ...more,
    };
    if (Object.keys(errors).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    // In page order, as the schema's are.
    setClientErrors(
      Object.fromEntries(
        options.names
          .filter((name) => errors[name])
          .map((name) => [name, errors[name]!]),
      ),
    );
    setFocusTick((tick) => tick + 1);
  }

  return {
    formRef,
    state,
    pending,
    formError: clientErrors ? undefined : actionData?.formError,
    onSubmit,
  };
}
