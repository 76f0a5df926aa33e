import {
  type LeadFilter,
  leadFilterQuery,
  LEAD_STATUSES,
} from "#app/leads/lead-filter.ts";
import {
  IN_SERVICE_AREA,
  serviceAreaChoices,
} from "#app/leads/service-area-words.ts";
import {
  countSentence,
  FilterBar,
  FilterDate,
  FilterSelect,
} from "./filter-bar.tsx";
import { leadStatusOptions } from "./lead-tables.tsx";

const statusLabels = new Map<string, string>(
  [...leadStatusOptions.contact, ...leadStatusOptions.loan].map((option) => [
    option.value,
    option.label,
  ]),
);

/**
 * The inbox's search and filters: a GET form, so a filtered list has an
 * address and the CSV export takes the same filter.
 */
export function LeadFilters({
  filter,
  total,
  problems,
}: {
  filter: LeadFilter;
  total: number;
  problems: string[];
}) {
  const filtered = leadFilterQuery(filter) !== "";
  return (
    <FilterBar
      label="Leads"
      search={{
        id: "lead-q",
        label: "Search leads",
        value: filter.q,
        placeholder: "Name, email, phone or town",
        wide: true,
      }}
      submit="Show leads"
      listPath="/admin/leads"
      filtered={filtered}
      download={`/admin/leads/export.csv${leadFilterQuery(filter)}`}
      problems={problems}
      status={`${countSentence(total, ["lead", "leads"], filtered)} Times are New York time.`}
    >
      <FilterSelect
        id="lead-type"
        name="type"
        label="Type"
        value={filter.type}
        options={[
          ["", "Every lead"],
          ["contact", "Contact requests"],
          ["loan", "Loan applications"],
        ]}
      />
      <FilterSelect
        id="lead-status"
        name="status"
        label="Status"
        value={filter.status}
        options={[
          ["", "Any status"],
          ...LEAD_STATUSES.map((status): [string, string] => [
            status,
            statusLabels.get(status) ?? status,
          ]),
        ]}
      />
      <FilterSelect
        id="lead-area"
        name="area"
        label={IN_SERVICE_AREA}
        value={filter.area}
        options={serviceAreaChoices}
      />
      <FilterDate
        id="lead-from"
        name="from"
        label="Received from"
        value={filter.from}
      />
      <FilterDate
        id="lead-to"
        name="to"
        label="Received until"
        value={filter.to}
      />
    </FilterBar>
  );
}
