import { gunzipSync, gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { emailField } from "#app/utils/email-address.ts";
import { MAX_NAME_LENGTH } from "./subscribe-schema.ts";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./schema.ts";
import { z } from "#app/utils/zod.ts";
import type { ImportedPerson } from "#app/models/subscribers-admin.server.ts";

// Reading a subscriber list the owner exported from a spreadsheet or
// another mailing service: its text, its rows, and which column is which.

export type CsvText =
  | { ok: true; text: string }
  | { ok: false; status: 400 | 415; message: string };

export const NOT_CSV_MESSAGE =
  "That is not a CSV file. In your spreadsheet, choose “Save as” or “Download” and pick CSV, then upload that file.";

/**
 * A CSV file's text: UTF-8 (Excel's "CSV UTF-8"), or else Windows-1252, what
 * Excel's plain "CSV" writes in America, so accented names survive both. A
 * NUL byte means a binary file (an .xlsx, a picture) whatever its name says.
 */
export function csvText(name: string, bytes: Uint8Array): CsvText {
  if (bytes.length === 0) {
    return { ok: false, status: 400, message: "That file is empty." };
  }
  if (!/\.csv$/i.test(name) || bytes.includes(0)) {
    return { ok: false, status: 415, message: NOT_CSV_MESSAGE };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return { ok: true, text: text.replace(/^\uFEFF/, "") };
}

/** Excel writes ";" where "," is the decimal point, some tools a tab. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map(
    (delimiter) => [delimiter, firstLine.split(delimiter).length] as const,
  );
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

export type CsvRows =
  { ok: true; rows: string[][] } | { ok: false; message: string };

/** The file's rows (blank ones left out), or what is wrong with it. */
export function csvRows(text: string): CsvRows {
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      max_record_size: 64 * 1024,
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch {
    return {
      ok: false,
      message:
        "That file could not be read as CSV (a quote may be left open). Please check it in your spreadsheet and save it as CSV again.",
    };
  }
  if (rows.length === 0) {
    return { ok: false, message: "That file has no rows." };
  }
  if (rows.length > MAX_IMPORT_ROWS + 1) {
    return {
      ok: false,
      message: `That file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows. Please split it into smaller files.`,
    };
  }
  return { ok: true, rows };
}

/** A name as stored: no control characters, at most MAX_NAME_LENGTH. */
export function importedName(value: string | undefined): string | null {
  const name = (value ?? "")
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return name || null;
}

export interface ColumnGuess {
  /** Whether the first row names the columns rather than a person. */
  header: boolean;
  email: number | null;
  firstName: number | null;
  lastName: number | null;
}

const isEmail = (cell: string | undefined) =>
  cell !== undefined && z.safeParse(emailField, cell).success;

/**
 * Which column is which: a first row without an address is a header, read
 * by its names; otherwise the email column is where the first address is.
 */
export function guessColumns(rows: string[][]): ColumnGuess {
  const first = rows[0] ?? [];
  if (first.some((cell) => isEmail(cell))) {
    const email = first.findIndex((cell) => isEmail(cell));
    return { header: false, email, firstName: null, lastName: null };
  }
  const named = (pattern: RegExp) => {
    const index = first.findIndex((name) => pattern.test(name));
    return index === -1 ? null : index;
  };
  const second = rows[1] ?? [];
  const byContent = second.findIndex((cell) => isEmail(cell));
  return {
    header: true,
    email: named(/e-?mail/i) ?? (byContent === -1 ? null : byContent),
    firstName: named(/first|given|fname|forename/i),
    lastName: named(/last|surname|family|lname/i),
  };
}

export interface PeopleInFile {
  /** One per address, the first row's names filled in from later rows. */
  people: ImportedPerson[];
  /** Rows whose email cell is not an address. */
  invalid: number;
  /** Rows repeating an address of an earlier row. */
  repeated: number;
}

/** The people in a file's rows, read as the owner mapped its columns. */
export function peopleInFile(
  rows: string[][],
  mapping: Pick<ColumnGuess, "header" | "firstName" | "lastName"> & {
    email: number;
  },
): PeopleInFile {
  const byEmail = new Map<string, ImportedPerson>();
  let invalid = 0;
  let repeated = 0;
  const cell = (row: string[], index: number | null) =>
    index === null ? null : importedName(row[index]);
  for (const row of mapping.header ? rows.slice(1) : rows) {
    const email = z.safeParse(emailField, row[mapping.email] ?? "");
    if (!email.success) {
      invalid += 1;
      continue;
    }
    const firstName = cell(row, mapping.firstName);
    const lastName = cell(row, mapping.lastName);
    const earlier = byEmail.get(email.data);
    if (earlier) {
      repeated += 1;
      earlier.firstName ??= firstName;
      earlier.lastName ??= lastName;
      continue;
    }
    byEmail.set(email.data, { email: email.data, firstName, lastName });
  }
  return { people: [...byEmail.values()], invalid, repeated };
}

// The preview page carries the file to the import step in a hidden field,
// which works without JavaScript and keeps nothing on the server. Gzip
// makes a list of addresses several times smaller, in the page and in the
// second upload; base64 keeps it a plain form value.

/** The text, gzipped and base64-encoded; null if that is over the cap. */
export function packCsv(text: string): string | null {
  const packed = gzipSync(text).toString("base64");
  return packed.length <= MAX_IMPORT_BYTES ? packed : null;
}

/** The text back, or null for a value this server did not write. */
export function unpackCsv(packed: string): string | null {
  try {
    return gunzipSync(Buffer.from(packed, "base64"), {
      maxOutputLength: MAX_IMPORT_BYTES * 2,
    }).toString("utf8");
  } catch {
    return null;
  }
}
