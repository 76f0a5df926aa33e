// Reads a JSON or form body into a plain record of strings and values,
// answering malformed input with a 4xx instead of an exception. Keys that
// could reach Object.prototype are dropped.
export type BodyResult =
  | { ok: true; kind: "json" | "form"; fields: Record<string, unknown> }
  | { ok: false; status: 400 | 415; message: string };

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function toRecord(
  entries: Iterable<[string, unknown]>,
): Record<string, unknown> {
  const record: Record<string, unknown> = Object.create(null);
  for (const [key, value] of entries) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    // A repeated field (email=a&email=b) is ambiguous: keep it as an array so
    // the schema rejects it instead of silently picking one.
    if (key in record) {
      const existing = record[key];
      record[key] = Array.isArray(existing)
        ? [...existing, value]
        : [existing, value];
    } else {
      record[key] = value;
    }
  }
  return record;
}

/**
 * `files`: the names of the file fields to keep (as File objects, an empty
 * file input's part left out); any other file is read as null, as before.
 */
export async function readBody(
  request: Request,
  { files = [] }: { files?: readonly string[] } = {},
): Promise<BodyResult> {
  const type = (request.headers.get("Content-Type") ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  if (type === "application/json") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await request.text());
    } catch {
      return {
        ok: false,
        status: 400,
        message: "The request body is not valid JSON.",
      };
    }
    if (
      typeof parsed !== "object" ||
      parsed === null ||
      Array.isArray(parsed)
    ) {
      return {
        ok: false,
        status: 400,
        message: "The request body must be a JSON object.",
      };
    }
    return { ok: true, kind: "json", fields: toRecord(Object.entries(parsed)) };
  }
  if (
    type === "application/x-www-form-urlencoded" ||
    type === "multipart/form-data"
  ) {
    try {
      const form = await request.formData();
      const entries: Array<[string, unknown]> = [];
      form.forEach((value, key) => {
        if (typeof value === "string") entries.push([key, value]);
        else if (!files.includes(key)) entries.push([key, null]);
        else if (value.size > 0 || value.name !== "") entries.push([key, value]);
      });
      return { ok: true, kind: "form", fields: toRecord(entries) };
    } catch {
      return {
        ok: false,
        status: 400,
        message: "The form data could not be read.",
      };
    }
  }
  return {
    ok: false,
    status: 415,
    message: "Send the form as JSON or as a standard form submission.",
  };
}
