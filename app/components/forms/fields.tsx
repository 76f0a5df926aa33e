import type { ReactNode } from "react";
import { useField } from "./form-context.tsx";

const controlClass =
  "mt-1 block w-full rounded-md border border-black/40 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

export function Hint({ id, children }: { id?: string; children?: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  );
}

export function ErrorText({ id, error }: { id?: string; error?: string }) {
  if (!id || !error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      <span className="sr-only">Error: </span>
      {error}
    </p>
  );
}

interface BaseProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

function Label({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-ink">
      {label}
      {required ? null : (
        <span className="font-normal text-muted"> (optional)</span>
      )}
    </label>
  );
}

type Field = ReturnType<typeof useField>;

// The frame every single-control field shares: label, hint, then the error,
// all tied to the control by id (aria-describedby comes from useField).
function FieldFrame({
  field,
  label,
  hint,
  required,
  className,
  children,
}: {
  field: Field;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={field.id} label={label} required={required} />
      <Hint id={field.hintId}>{hint}</Hint>
      <ErrorText id={field.errorId} error={field.error} />
      {children}
    </div>
  );
}

// Props every text-like control takes from its field: the submitted value is
// kept, and after a failed submission focus moves to the first error (with
// JavaScript off too, hence autoFocus).
function controlProps(field: Field, name: string, required?: boolean) {
  return {
    id: field.id,
    name,
    defaultValue: field.value ?? "",
    required,
    autoFocus: field.autoFocus,
    className: controlClass,
    ...field.aria,
  };
}

const valueHandler = (onChange?: (value: string) => void) =>
  onChange
    ? (event: { target: { value: string } }) => onChange(event.target.value)
    : undefined;

export function TextField({
  name,
  label,
  hint,
  required,
  className,
  type = "text",
  onChange,
  ...input
}: BaseProps & {
  type?:
    | "text"
    | "email"
    | "tel"
    | "date"
    | "datetime-local"
    | "number"
    | "password"
    | "time"
    | "url";
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "email" | "decimal" | "url";
  maxLength?: number;
  min?: string;
  max?: string;
  spellCheck?: boolean;
  onChange?: (value: string) => void;
}) {
  const field = useField(name, hint ? "hint" : undefined);
  return (
    <FieldFrame {...{ field, label, hint, required, className }}>
      <input
        {...controlProps(field, name, required)}
        type={type}
        onChange={valueHandler(onChange)}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextareaField({
  name,
  label,
  hint,
  required,
  className,
  rows = 5,
  maxLength,
  onChange,
}: BaseProps & {
  rows?: number;
  maxLength?: number;
  onChange?: (value: string) => void;
}) {
  const field = useField(name, hint ? "hint" : undefined);
  return (
    <FieldFrame {...{ field, label, hint, required, className }}>
      <textarea
        {...controlProps(field, name, required)}
        rows={rows}
        maxLength={maxLength}
        onChange={valueHandler(onChange)}
      />
    </FieldFrame>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder = "Choose one",
  onChange,
}: BaseProps & {
  options: readonly Choice[];
  placeholder?: string;
  onChange?: (value: string) => void;
}) {
  const field = useField(name, hint ? "hint" : undefined);
  return (
    <FieldFrame {...{ field, label, hint, required, className }}>
      <select
        {...controlProps(field, name, required)}
        onChange={valueHandler(onChange)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  name,
  label,
  hint,
  className,
  value = "yes",
}: Omit<BaseProps, "required"> & { value?: string }) {
  const field = useField(name, hint ? "hint" : undefined);
  return (
    <div className={className}>
      <ErrorText id={field.errorId} error={field.error} />
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          name={name}
          type="checkbox"
          value={value}
          defaultChecked={field.value === value}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- after a failed submission focus moves to the first error, with JavaScript off too
          autoFocus={field.autoFocus}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          {...field.aria}
        />
        <label htmlFor={field.id} className="text-ink">
          {label}
        </label>
      </div>
      <Hint id={field.hintId}>{hint}</Hint>
    </div>
  );
}

/**
 * A set of radio buttons in a fieldset. The error and hint describe the
 * fieldset; the first option takes focus when the group is the first error.
 */
export function RadioGroupField({
  name,
  label,
  hint,
  required,
  className,
  options,
  onChange,
}: BaseProps & {
  options: readonly Choice[];
  onChange?: (value: string) => void;
}) {
  const field = useField(name, hint ? "hint" : undefined);
  return (
    <fieldset
      className={className}
      aria-describedby={field.aria["aria-describedby"]}
    >
      <legend className="font-semibold text-ink">
        {label}
        {required ? null : (
          <span className="font-normal text-muted"> (optional)</span>
        )}
      </legend>
      <Hint id={field.hintId}>{hint}</Hint>
      <ErrorText id={field.errorId} error={field.error} />
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={index === 0 ? field.id : `${field.id}-${option.value}`}
              name={name}
              type="radio"
              value={option.value}
              defaultChecked={field.value === option.value}
              required={required}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- after a failed submission focus moves to the first error, with JavaScript off too
              autoFocus={index === 0 ? field.autoFocus : undefined}
              className="h-5 w-5 accent-brand-700"
              onChange={onChange ? () => onChange(option.value) : undefined}
            />
            <label
              htmlFor={index === 0 ? field.id : `${field.id}-${option.value}`}
            >
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
