import { emailField } from "#app/utils/email-address.ts";
import { SubscribeSchema } from "./subscribe-schema.ts";
import { z } from "#app/utils/zod.ts";

// The owner's subscriber list (/admin/email-marketing): its filter, read
// from the URL like the leads inbox's, and the rules of its forms, shared
// by the screens in the browser and their actions.

export const SUBSCRIBERS_PAGE_SIZE = 50;

// "unconfirmed": on the list but not sending yet (is_active 0 without an
// unsubscribe date), so never counted as having unsubscribed.
export const SUBSCRIBER_STATUSES = [
  "active",
  "unsubscribed",
  "unconfirmed",
] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  active: "Active",
  unsubscribed: "Unsubscribed",
  unconfirmed: "Not confirmed",
};

export function subscriberStatus(row: {
  isActive: number;
  unsubscribedAt: Date | string | null;
}): SubscriberStatus {
  if (row.isActive === 1) return "active";
  return row.unsubscribedAt ? "unsubscribed" : "unconfirmed";
}

// Where an address came from: "website", "admin", "import" or a name the
// owner gives an import, kept to what reads well in a filter and a URL.
export const SOURCE_PATTERN = /^[a-z0-9-]{1,40}$/;
export const SOURCE_MESSAGE =
  "Please use 1 to 40 lower-case letters, digits or dashes";

export interface SubscriberFilter {
  q: string;
  status: SubscriberStatus | "";
  source: string;
}

export const NO_SUBSCRIBER_FILTER: SubscriberFilter = {
  q: "",
  status: "",
  source: "",
};

/** The list's filter and page from its URL; a value it cannot use is said. */
export function subscriberFilterFrom(url: URL): {
  filter: SubscriberFilter;
  page: number;
  problems: string[];
} {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  const problems: string[] = [];
  const status = get("status");
  const source = get("source");
  const filter: SubscriberFilter = {
    q: get("q").slice(0, 100),
    status: (SUBSCRIBER_STATUSES as readonly string[]).includes(status)
      ? (status as SubscriberStatus)
      : "",
    source: SOURCE_PATTERN.test(source) ? source : "",
  };
  if (status && !filter.status) {
    problems.push(`“${status}” is not a status; every status is shown.`);
  }
  if (source && !filter.source) {
    problems.push(`“${source}” is not a source; every source is shown.`);
  }
  const page = Math.max(1, Math.min(10_000, Number(get("page")) || 1));
  return { filter, page, problems };
}

/** The query string of a filter and page ("" for no filter, first page). */
export function subscriberFilterQuery(
  filter: SubscriberFilter,
  page = 1,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const SubscriberListActionSchema = z.object({
  intent: z.enum(["unsubscribe", "delete"]),
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number)),
});

export const ADD_SUBSCRIBER_FIELDS = [
  "email",
  "firstName",
  "lastName",
] as const;

export const AddSubscriberSchema = z.object({
  email: emailField,
  firstName: SubscribeSchema.shape.firstName,
  lastName: SubscribeSchema.shape.lastName,
});

export type AddSubscriberInput = z.infer<typeof AddSubscriberSchema>;

// The CSV import: the file's cap, and the mapping the preview sends.
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

const column = z.pipe(
  z.string().check(z.regex(/^\d{1,3}$/)),
  z.transform(Number),
);
const optionalColumn = z.pipe(
  z.string().check(z.regex(/^(\d{1,3})?$/)),
  z.transform((value) => (value === "" ? null : Number(value))),
);

export const ImportMappingSchema = z.object({
  file: z.string().check(z.minLength(1), z.maxLength(MAX_IMPORT_BYTES)),
  fileName: z.pipe(
    z.optional(z.string()),
    z.transform((name) => (name ?? "").slice(0, 200)),
  ),
  email: column,
  firstName: optionalColumn,
  lastName: optionalColumn,
  header: z.optional(z.literal("yes")),
  source: z.pipe(
    z.pipe(
      z.string({ error: SOURCE_MESSAGE }),
      z.transform((value) => value.trim().toLowerCase()),
    ),
    z.string().check(z.regex(SOURCE_PATTERN, SOURCE_MESSAGE)),
  ),
});

export type ImportMapping = z.output<typeof ImportMappingSchema>;
