import { Form } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import type { ImportStep } from "#app/subscribers/import.server.ts";
import { MAX_IMPORT_BYTES } from "#app/subscribers/schema.ts";
import { FilterSelect } from "./filter-bar.tsx";

// The import screen's three steps (app/subscribers/import.server.ts):
// choose a file, check its columns, see what was imported.

const MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;

const panel = "mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5";

function Upload({ error }: { error?: string }) {
  return (
    // A document post (reloadDocument), not a fetch to import.data: the
    // server allows a body this large on this page's own address only.
    <Form
      method="post"
      encType="multipart/form-data"
      reloadDocument
      className={`${panel} max-w-2xl`}
    >
      <label htmlFor="import-csv" className="block font-semibold">
        CSV file
      </label>
      <p id="import-csv-hint" className="mt-1 text-sm text-muted">
        Up to {MEGABYTES} MB. One person per row, with their email address in
        one column and, if you have them, first and last names in others.
      </p>
      <input
        id="import-csv"
        type="file"
        name="csv"
        accept=".csv,text/csv"
        required
        aria-describedby="import-csv-hint"
        className="mt-2 block w-full rounded-md border border-black/40 bg-white p-2"
      />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" tone="brand" className="mt-4">
        Preview the file
      </Button>
    </Form>
  );
}

function Preview({ step }: { step: Extract<ImportStep, { step: "preview" }> }) {
  const columns = Array.from({ length: step.columnCount }, (_, index) => {
    const first = step.rows[0]?.[index];
    return [
      String(index),
      `Column ${index + 1}${first ? `: ${first}` : ""}`,
    ] as [string, string];
  });
  return (
    <>
      <section aria-labelledby="import-rows" className={panel}>
        <Heading level={2} look="panel" id="import-rows">
          The first rows of {step.fileName || "the file"}
        </Heading>
        <p className="mt-1 text-muted">
          {step.rowCount.toLocaleString("en-US")}{" "}
          {step.rowCount === 1 ? "row" : "rows"} in all.
        </p>
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              The first rows of the file, by column
            </caption>
            <thead className="border-b border-black/10 bg-slate-50">
              <tr>
                {columns.map(([index]) => (
                  <th
                    key={index}
                    scope="col"
                    className="px-3 py-2 whitespace-nowrap"
                  >
                    Column {Number(index) + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {step.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-black/5">
                  {columns.map(([index]) => (
                    <td key={index} className="px-3 py-2 break-all">
                      {row[Number(index)] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <Form
        method="post"
        encType="multipart/form-data"
        reloadDocument
        className={`${panel} grid max-w-2xl gap-4`}
      >
        <Heading level={2} look="panel">
          Which column is which
        </Heading>
        {step.error ? <Alert>{step.error}</Alert> : null}
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="file" value={step.file} />
        <input type="hidden" name="fileName" value={step.fileName} />
        <div className="flex items-start gap-3">
          <input
            id="import-header"
            type="checkbox"
            name="header"
            value="yes"
            defaultChecked={step.chosen.header}
            className="mt-1 size-5"
          />
          <label htmlFor="import-header">
            The first row names the columns (it is not a person)
          </label>
        </div>
        <FilterSelect
          id="import-email"
          name="email"
          label="Email address"
          value={step.chosen.email}
          options={[["", "Choose a column"], ...columns]}
        />
        <FilterSelect
          id="import-first-name"
          name="firstName"
          label="First name"
          value={step.chosen.firstName}
          options={[["", "None"], ...columns]}
        />
        <FilterSelect
          id="import-last-name"
          name="lastName"
          label="Last name"
          value={step.chosen.lastName}
          options={[["", "None"], ...columns]}
        />
        <div>
          <label htmlFor="import-source" className="block font-semibold">
            Source name
          </label>
          <p id="import-source-hint" className="mt-1 text-sm text-muted">
            Where these people came from, such as “home-show-2026”. The list can
            be filtered by it.
          </p>
          {step.sourceError ? (
            <p
              id="import-source-error"
              className="mt-1 text-sm font-semibold text-red-700"
            >
              <span className="sr-only">Error: </span>
              {step.sourceError}
            </p>
          ) : null}
          <input
            id="import-source"
            name="source"
            defaultValue={step.chosen.source}
            maxLength={40}
            required
            spellCheck={false}
            aria-invalid={step.sourceError ? true : undefined}
            aria-describedby={
              step.sourceError
                ? "import-source-hint import-source-error"
                : "import-source-hint"
            }
            className="mt-1 block min-h-11 w-full rounded-md border border-black/40 bg-white px-3 py-2"
          />
        </div>
        <p className="text-sm text-muted">
          Addresses already on the list are left as they are. Anyone who
          unsubscribed stays unsubscribed. Rows without a valid address are
          skipped.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" tone="brand">
            Import
          </Button>
          <ButtonLink to="/admin/email-marketing/import" tone="outline">
            Choose another file
          </ButtonLink>
        </div>
      </Form>
    </>
  );
}

function Done({ step }: { step: Extract<ImportStep, { step: "done" }> }) {
  const figures: [string, number][] = [
    ["Added", step.added],
    ["Already subscribed", step.alreadySubscribed],
    ["Suppressed (unsubscribed earlier, not re-subscribed)", step.suppressed],
    ["Invalid addresses, skipped", step.invalid],
  ];
  return (
    <section aria-labelledby="import-done" className={panel}>
      <Heading level={2} look="panel" id="import-done">
        Imported {step.fileName || "the file"}
      </Heading>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 p-3">
            <dt className="text-muted">{label}</dt>
            <dd className="text-2xl font-bold text-brand-800">
              {value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
      {step.repeated > 0 ? (
        <p className="mt-3 text-muted">
          {step.repeated === 1
            ? "1 row repeated an address"
            : `${step.repeated.toLocaleString("en-US")} rows repeated an address`}{" "}
          of an earlier row and counted once.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <TextLink
          to={`/admin/email-marketing?source=${encodeURIComponent(step.source)}`}
          className="inline-block py-2"
        >
          See the subscribers from “{step.source}”
        </TextLink>
        <TextLink
          to="/admin/email-marketing/import"
          className="inline-block py-2"
        >
          Import another file
        </TextLink>
      </div>
    </section>
  );
}

/** The step the last answer asked for: the upload form first. */
export function SubscriberImport({ step }: { step: ImportStep | undefined }) {
  if (step?.step === "preview") return <Preview step={step} />;
  if (step?.step === "done") return <Done step={step} />;
  return <Upload error={step?.error} />;
}
