import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

/** The top of an admin list: its name, what it holds, and "Add". */
export function AdminListHeader({
  title,
  intro,
  addHref,
  addLabel,
  error,
}: {
  title: string;
  intro: React.ReactNode;
  addHref: string;
  addLabel: string;
  /** A change the action refused, said where the owner is looking. */
  error?: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Heading level={1} look="page">
            {title}
          </Heading>
          <p className="mt-2 text-muted">{intro}</p>
        </div>
        <ButtonLink to={addHref}>{addLabel}</ButtonLink>
      </div>
      <Alert>{error}</Alert>
    </>
  );
}

/** An admin form's last row: save, or go back to the list unchanged. */
export function AdminFormActions({
  pending,
  submitLabel,
  listHref,
}: {
  pending: boolean;
  submitLabel: string;
  listHref: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton
        pending={pending}
        label={submitLabel}
        pendingLabel="Saving…"
      />
      <ButtonLink to={listHref} tone="outline">
        Cancel
      </ButtonLink>
    </div>
  );
}

/** A list's search text and page from its URL. */
export function listParamsFrom(request: Request) {
  const url = new URL(request.url);
  return {
    search: (url.searchParams.get("q") ?? "").slice(0, 100),
    page: Math.max(
      1,
      Math.min(10_000, Number(url.searchParams.get("page")) || 1),
    ),
  };
}
