import { stringify } from "csv-stringify/sync";

// The admin's spreadsheets (leads, subscribers). A cell that starts with
// = + - @, a tab or a carriage return is prefixed with ' so a spreadsheet
// shows it as text and never runs it as a formula (csv-stringify's
// escape_formulas): names and messages come from strangers.

/** `rows` under `columns` as `<name>-<today>.csv`, never kept by a cache. */
export function csvDownload(
  name: string,
  columns: string[],
  rows: Array<Array<string | number>>,
): Response {
  const csv = stringify(rows, {
    header: true,
    columns,
    escape_formulas: true,
    record_delimiter: "windows",
  });
  const day = new Date().toISOString().slice(0, 10);
  // A byte order mark, so Excel reads the names' accents as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
