import { Form } from "react-router";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";
import { FormStateContext } from "#app/components/forms/form-context.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import type { z } from "#app/utils/zod.ts";
import { AdminFormActions } from "./admin-list-parts.tsx";

/**
 * An admin edit form's state: the server's Zod schema checked before
 * sending, and the values shown, which are what was typed after a refused
 * save and the stored ones otherwise.
 */
export function useAdminForm<S extends z.core.$ZodType>(options: {
  schema: S;
  names: readonly string[];
  idPrefix: string;
  stored: Record<string, string>;
}) {
  const form = useLeadForm(options);
  const values = form.state.focusOnRender ? form.state.values : options.stored;
  return { ...form, values };
}

export type AdminFormState = ReturnType<typeof useAdminForm>;

/**
 * The form around an admin editor's fields: problems summed up at the top
 * and beside each field, then Save and Cancel.
 */
export function AdminForm({
  formRef,
  state,
  values,
  pending,
  formError,
  onSubmit,
  labels,
  submitLabel,
  listHref,
  className = "max-w-2xl",
  children,
}: AdminFormState & {
  labels: Record<string, string>;
  submitLabel: string;
  listHref: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <FormStateContext.Provider value={{ ...state, values }}>
      <Form
        method="post"
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className={`grid gap-5 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5 ${className}`}
      >
        <ErrorSummary formError={formError} labels={labels} />
        {children}
        <AdminFormActions
          pending={pending}
          submitLabel={submitLabel}
          listHref={listHref}
        />
      </Form>
    </FormStateContext.Provider>
  );
}
