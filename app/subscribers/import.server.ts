import {
  type FileUpload,
  MaxFileSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { data } from "react-router";
import { importSubscribers } from "#app/models/subscribers-admin.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { z } from "#app/utils/zod.ts";
import {
  csvRows,
  csvText,
  guessColumns,
  packCsv,
  peopleInFile,
  unpackCsv,
} from "./csv.server.ts";
import {
  ImportMappingSchema,
  MAX_IMPORT_BYTES,
  SOURCE_MESSAGE,
} from "./schema.ts";

// A subscriber list from a spreadsheet or another mailing service, in two
// steps: upload the file and see its first rows with a guess of which
// column is which; then correct the guess, name the source and import.
// The second step gets the file back from a hidden field of the first
// step's page, so nothing waits on the server between the two.

const PREVIEW_ROWS = 6;
const MAX_COLUMNS = 30;
const MAX_CELL_SHOWN = 60;
const DEFAULT_SOURCE = "import";

const UNREADABLE_MESSAGE =
  "That upload could not be read. Please choose the file again.";

export interface Chosen {
  header: boolean;
  email: string;
  firstName: string;
  lastName: string;
  source: string;
}

export type ImportStep =
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

/**
 * One step of an import: the uploaded file's preview with a guess of its
 * columns, or, with the owner's choices, the import itself and its counts.
 * Anything wrong answers the step again with a message and the status.
 */
export async function importStep(request: Request, user: { username: string }) {
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
        `That file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Please split it into smaller files and import each.`,
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
