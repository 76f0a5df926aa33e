import {
  type FileUpload,
  MaxFileSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { data, Form } from "react-router";
import type { Route } from "./+types/subscribers-import";
import { requireAdmin } from "#app/auth/session.server.ts";
import { FilterSelect } from "#app/components/admin/filter-bar.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { importSubscribers } from "#app/models/subscribers-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  csvRows,
  csvText,
  guessColumns,
  packCsv,
  peopleInFile,
  unpackCsv,
} from "#app/utils/subscriber-csv.server.ts";
import {
  ImportMappingSchema,
  MAX_IMPORT_BYTES,
  SOURCE_MESSAGE,
} from "#app/utils/subscriber-schema.ts";
import { z } from "#app/utils/zod.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

// A subscriber list from a spreadsheet or another mailing service, in two
// steps: upload the file and see its first rows with a guess of which
// column is which; then correct the guess, name the source and import.
// The second step gets the file back from a hidden field of the first
// step's page, so nothing waits on the server between the two.

export const meta = () => adminHead("Import subscribers");

const PREVIEW_ROWS = 6;
const MAX_COLUMNS = 30;
const MAX_CELL_SHOWN = 60;
const DEFAULT_SOURCE = "import";
const MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;

const UNREADABLE_MESSAGE =
  "That upload could not be read. Please choose the file again.";

interface Chosen {
  header: boolean;
  email: string;
  firstName: string;
  lastName: string;
  source: string;
}

type ImportStep =
  | { step: "upload"; error: string }
  | {
      step: "preview";
      file: string;
      fileName: string;
      rows: string[][];
      rowCount: number;
      columnCount: number;
      chosen: Chosen;
      error?: string;
      sourceError?: string;
    }
  | {
      step: "done";
      fileName: string;
      source: string;
      added: number;
      alreadySubscribed: number;
      suppressed: number;
      invalid: number;
      repeated: number;
    };

const answer = (step: ImportStep, status = 200) => data(step, { status });

const refuse = (status: 400 | 413 | 415, error: string) =>
  answer({ step: "upload", error }, status);

const widest = (rows: string[][]) =>
  rows.reduce((most, row) => Math.max(most, row.length), 0);

const asChoice = (index: number | null) =>
  index === null ? "" : String(index);

function preview(
  rows: string[][],
  file: string,
  fileName: string,
  chosen?: Chosen,
  problems: { error?: string; sourceError?: string } = {},
): ImportStep {
  const guess = guessColumns(rows);
  return {
    step: "preview",
    file,
    fileName,
    rows: rows
      .slice(0, PREVIEW_ROWS)
      .map((row) =>
        row
          .slice(0, MAX_COLUMNS)
          .map((value) => value.slice(0, MAX_CELL_SHOWN)),
      ),
    rowCount: rows.length,
    columnCount: Math.min(MAX_COLUMNS, widest(rows)),
    chosen: chosen ?? {
      header: guess.header,
      email: asChoice(guess.email),
      firstName: asChoice(guess.firstName),
      lastName: asChoice(guess.lastName),
      source: DEFAULT_SOURCE,
    },
    ...problems,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return refuse(415, "Please send the CSV file as a file upload.");
  }
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: MAX_IMPORT_BYTES },
      (upload: FileUpload) => (upload.fieldName === "csv" ? upload : null),
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) {
      return refuse(
        413,
        `That file is larger than ${MEGABYTES} MB. Please split it into smaller files and import each.`,
      );
    }
    return refuse(400, UNREADABLE_MESSAGE);
  }

  if (form.get("intent") !== "import") {
    const upload = form.get("csv");
    if (!(upload instanceof File) || upload.size === 0) {
      return refuse(400, "Please choose a CSV file to upload.");
    }
    const read = csvText(
      upload.name,
      new Uint8Array(await upload.arrayBuffer()),
    );
    if (!read.ok) return refuse(read.status, read.message);
    const parsed = csvRows(read.text);
    if (!parsed.ok) return refuse(400, parsed.message);
    const file = packCsv(read.text);
    if (file === null) {
      return refuse(
        413,
        "That file is too large to import in one go. Please split it into smaller files.",
      );
    }
    return answer(preview(parsed.rows, file, upload.name.slice(0, 200)));
  }

  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === "string") fields[name] = value;
  });
  const text = unpackCsv(fields.file ?? "");
  const parsed = text === null ? null : csvRows(text);
  if (!parsed?.ok) return refuse(400, UNREADABLE_MESSAGE);
  const fileName = (fields.fileName ?? "").slice(0, 200);
  const chosen: Chosen = {
    header: fields.header === "yes",
    email: fields.email ?? "",
    firstName: fields.firstName ?? "",
    lastName: fields.lastName ?? "",
    source: (fields.source ?? "").slice(0, 100),
  };
  const mapping = z.safeParse(ImportMappingSchema, fields);
  if (!mapping.success) {
    const sourceWrong = mapping.error.issues.some(
      (issue) => issue.path[0] === "source",
    );
    return answer(
      preview(
        parsed.rows,
        fields.file!,
        fileName,
        chosen,
        sourceWrong
          ? { sourceError: SOURCE_MESSAGE }
          : { error: "Please choose which column holds the email addresses." },
      ),
      400,
    );
  }
  const { email, firstName, lastName, header, source } = mapping.data;
  const columns = widest(parsed.rows);
  if ([email, firstName, lastName].some((index) => (index ?? 0) >= columns)) {
    return refuse(400, UNREADABLE_MESSAGE);
  }
  const { people, invalid, repeated } = peopleInFile(parsed.rows, {
    header: header === "yes",
    email,
    firstName,
    lastName,
  });
  const counts = await importSubscribers(people, source);
  logger.info(
    { by: user.username, source, ...counts, invalid, repeated },
    "subscribers imported",
  );
  return answer({
    step: "done",
    fileName,
    source,
    ...counts,
    invalid,
    repeated,
  });
}

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

export default function SubscribersImport({
  actionData,
}: Route.ComponentProps) {
  const step = actionData;
  return (
    <>
      <p>
        <TextLink to="/admin/email-marketing" className="inline-block py-2">
          All subscribers
        </TextLink>
      </p>
      <Heading level={1} look="page" className="mt-2">
        Import subscribers
      </Heading>
      <p className="mt-2 max-w-2xl text-muted">
        Add people from a spreadsheet or another mailing service, saved as a CSV
        file. Only import people who asked for your newsletter.
      </p>
      {step?.step === "preview" ? (
        <Preview step={step} />
      ) : step?.step === "done" ? (
        <Done step={step} />
      ) : (
        <Upload error={step?.error} />
      )}
    </>
  );
}
