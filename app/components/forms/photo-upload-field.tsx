import { ErrorText, Hint } from "./fields.tsx";
import { useField } from "./form-context.tsx";

/**
 * Optional photos sent with a visitor's form (multipart, no JavaScript
 * needed); the server checks each by its bytes (app/media/images.server.ts).
 */
export function PhotoUploadField({
  name,
  label,
  hint,
  multiple = false,
}: {
  name: string;
  label: string;
  hint: string;
  multiple?: boolean;
}) {
  const field = useField(name, "hint");
  return (
    <div className="grid gap-1">
      <label htmlFor={field.id} className="font-semibold text-ink">
        {label} <span className="font-normal text-muted">(optional)</span>
      </label>
      <Hint id={field.hintId}>{hint}</Hint>
      <ErrorText id={field.errorId} error={field.error} />
      <input
        id={field.id}
        name={name}
        type="file"
        multiple={multiple}
        // The formats the server takes: a phone then converts its own
        // (an iPhone's HEIC) to JPEG before sending.
        accept="image/jpeg,image/png,image/webp"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- after a failed submission focus moves to the first error, with JavaScript off too
        autoFocus={field.autoFocus}
        className="block w-full text-ink file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
        {...field.aria}
      />
    </div>
  );
}
