import { contactRequestStatuses } from "#app/content/contact.ts";
import { LOAN_APPLICATION_STATUSES } from "#app/utils/loan-application-limits.ts";
import { parseIsoDate } from "#app/utils/showroom-hours.ts";

// The leads inbox's search and filters, read from its URL (a GET form, so a
// filtered list has an address, Back works and the CSV export takes the
// same query). A value the form cannot have sent is left out and said.

export const LEAD_TYPES = ["contact", "loan"] as const;
export type LeadKind = (typeof LEAD_TYPES)[number];
export const LEAD_AREAS = ["in", "out", "unknown"] as const;
export const LEAD_STATUSES: readonly string[] = [
  ...new Set([
    ...contactRequestStatuses.map((status) => status.value),
    ...LOAN_APPLICATION_STATUSES,
  ]),
];

export interface LeadFilter {
  q: string;
  type: LeadKind | "";
  status: string;
  area: (typeof LEAD_AREAS)[number] | "";
  /** YYYY-MM-DD, New York dates, both ends included. */
  from: string;
  to: string;
}

export const NO_LEAD_FILTER: LeadFilter = {
  q: "",
  type: "",
  status: "",
  area: "",
  from: "",
  to: "",
};

const oneOf = <T extends string>(
  allowed: readonly T[],
  value: string,
): T | "" =>
  (allowed as readonly string[]).includes(value) ? (value as T) : "";

export function leadFilterFrom(url: URL): {
  filter: LeadFilter;
  page: number;
  problems: string[];
} {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  const problems: string[] = [];
  const filter: LeadFilter = {
    q: get("q").slice(0, 100),
    type: oneOf(LEAD_TYPES, get("type")),
    status: oneOf(LEAD_STATUSES, get("status")),
    area: oneOf(LEAD_AREAS, get("area")),
    from: get("from"),
    to: get("to"),
  };
  for (const end of ["from", "to"] as const) {
    if (filter[end] && !parseIsoDate(filter[end])) {
      problems.push(
        `“${filter[end]}” is not a date; the ${end === "from" ? "start" : "end"} of the range was left out.`,
      );
      filter[end] = "";
    }
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    problems.push(
      "The start date is after the end date, so nothing can match. Please swap them.",
    );
  }
  const page = Math.max(1, Math.min(10_000, Number(get("page")) || 1));
  return { filter, page, problems };
}

/** The query string of a filter and page ("" for no filter, first page). */
export function leadFilterQuery(filter: LeadFilter, page = 1): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
