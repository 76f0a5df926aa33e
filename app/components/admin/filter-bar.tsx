import type { ReactNode } from "react";
import { Form } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";

// The search and filters above an admin list (leads, subscribers, location
// pages): a GET form, so a filtered list has an address to share and to come
// back to, and the list's CSV export takes the same query.

export const filterControlClass =
  "mt-1 block min-h-11 w-full rounded-md border border-black/40 bg-white px-3 py-2";

/** "12 leads match." or "1 subscriber matches.", or "12 leads." unfiltered. */
export function countSentence(
  total: number,
  [one, many]: readonly [string, string],
  filtered: boolean,
): string {
  const count =
    total === 1 ? `1 ${one}` : `${total.toLocaleString("en-US")} ${many}`;
  if (!filtered) return `${count}.`;
  return `${count} ${total === 1 ? "matches" : "match"}.`;
}

export function FilterBar({
  label,
  search,
  submit,
  listPath,
  filtered,
  download,
  problems = [],
  status,
  className = "mt-6",
  children,
}: {
  /** What the list holds, for the search landmark's name. */
  label: string;
  search: {
    id: string;
    label: string;
    value: string;
    placeholder: string;
    /** A row of its own above the filters. */
    wide?: boolean;
  };
  submit: string;
  /** The list without filters ("Clear filters"). */
  listPath: string;
  filtered: boolean;
  /** The CSV of what the filters show, when the list has one. */
  download?: string;
  problems?: string[];
  status: string;
  className?: string;
  /** The filters: FilterSelect and date fields. */
  children: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className={className}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className={search.wide ? "sm:col-span-2 lg:col-span-3" : ""}>
          <label htmlFor={search.id} className="block font-semibold">
            {search.label}
          </label>
          <input
            id={search.id}
            type="search"
            name="q"
            defaultValue={search.value}
            placeholder={search.placeholder}
            maxLength={100}
            className={`${filterControlClass} ${search.wide ? "sm:max-w-md" : ""}`}
          />
        </div>
        {children}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" tone="brand">
          {submit}
        </Button>
        {filtered ? (
          <ButtonLink to={listPath} tone="outline">
            Clear filters
          </ButtonLink>
        ) : null}
        {download ? (
          <ButtonLink to={download} tone="outline" download>
            Download CSV
          </ButtonLink>
        ) : null}
      </div>
      {problems.map((problem) => (
        <Alert key={problem}>{problem}</Alert>
      ))}
      <p role="status" className="mt-4 text-muted">
        {status}
      </p>
    </Form>
  );
}

/** A labelled select that sends `name` with the list's filter. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  /** [value, label] pairs; "" is the choice that filters nothing. */
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={filterControlClass}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled date that sends `name` with the list's filter. */
export function FilterDate({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        className={filterControlClass}
      />
    </div>
  );
}
