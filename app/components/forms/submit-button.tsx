import { useNavigation } from "react-router";

/**
 * The submit button: while the submission is in flight it says so, and a
 * second press is ignored (aria-disabled keeps it focusable and announced).
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      aria-disabled={pending ? true : undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
      className="rounded-md bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-600 aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/**
 * Whether this page's form with `intent` (its hidden "intent" field) is
 * being sent: one page can hold several forms, each with its own button.
 */
export function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent
  );
}
