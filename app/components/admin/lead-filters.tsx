import { Form } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import {
  type LeadFilter,
  leadFilterQuery,
  LEAD_STATUSES,
} from "#app/utils/lead-filter.ts";
import {
  IN_SERVICE_AREA,
  serviceAreaChoices,
} from "#app/leads/service-area-words.ts";
import { FilterSelect, filterControlClass } from "./filter-select.tsx";
import { leadStatusOptions } from "./lead-tables.tsx";
import { Alert } from "#app/components/ui/alert.tsx";

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
    <Form method="get" role="search" aria-label="Leads" className="mt-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="sm:col-span-2 lg:col-span-3">
          <label htmlFor="lead-q" className="block font-semibold">
            Search leads
          </label>
          <input
            id="lead-q"
            type="search"
            name="q"
            defaultValue={filter.q}
            placeholder="Name, email, phone or town"
            maxLength={100}
            className={`${filterControlClass} sm:max-w-md`}
          />
        </div>
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
        <div>
          <label htmlFor="lead-from" className="block font-semibold">
            Received from
          </label>
          <input
            id="lead-from"
            type="date"
            name="from"
            defaultValue={filter.from}
            className={filterControlClass}
          />
        </div>
        <div>
          <label htmlFor="lead-to" className="block font-semibold">
            Received until
          </label>
          <input
            id="lead-to"
            type="date"
            name="to"
            defaultValue={filter.to}
            className={filterControlClass}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" tone="brand">
          Show leads
        </Button>
        {filtered ? (
          <ButtonLink to="/admin/leads" tone="outline">
            Clear filters
          </ButtonLink>
        ) : null}
        <ButtonLink
          to={`/admin/leads/export.csv${leadFilterQuery(filter)}`}
          tone="outline"
          download
        >
          Download CSV
        </ButtonLink>
      </div>
      {problems.map((problem) => (
        <Alert key={problem}>{problem}</Alert>
      ))}
      <p role="status" className="mt-4 text-muted">
        {total === 1 ? "1 lead" : `${total.toLocaleString("en-US")} leads`}
        {filtered ? " match." : "."} Times are New York time.
      </p>
    </Form>
  );
}
