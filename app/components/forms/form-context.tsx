import { createContext, useContext } from "react";
import type { FieldErrors, FormValues } from "#app/utils/form-validation.ts";

export interface FormState {
  /** Prefix of every field's id, so two forms on a page never collide. */
  idPrefix: string;
  errors: FieldErrors;
  values: FormValues;
  /**
   * True when the page was rendered from a failed submission: the first
   * invalid field then carries `autofocus`, which moves focus with
   * JavaScript off too.
   */
  focusOnRender: boolean;
}

export const FormStateContext = createContext<FormState>({
  idPrefix: "form",
  errors: {},
  values: {},
  focusOnRender: false,
});

export function fieldId(prefix: string, name: string) {
  return `${prefix}-${name}`;
}

/** Everything one field needs: ids, its error, its kept value, aria wiring. */
export function useField(name: string, hint?: string) {
  const state = useContext(FormStateContext);
  const id = fieldId(state.idPrefix, name);
  const error = state.errors[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const firstInvalid = Object.keys(state.errors)[0] === name;
  return {
    id,
    hintId,
    errorId,
    error,
    value: state.values[name],
    aria: {
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": describedBy,
    },
    autoFocus: state.focusOnRender && firstInvalid ? true : undefined,
  };
}
