import type { SubscriberRow } from "#app/models/subscribers-admin.server.ts";
import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type SubscriberFilter,
  subscriberFilterQuery,
  subscriberStatus,
} from "#app/subscribers/schema.ts";
import { countSentence, FilterBar, FilterSelect } from "./filter-bar.tsx";
import { ChangeButton, ConfirmDelete } from "./list-actions.tsx";
import { newYorkTime } from "#app/utils/new-york-time.ts";

// The subscriber list of /admin/email-marketing: its GET filter form (so a
// filtered list has an address and the CSV export takes the same query)
// and its table.

export function SubscriberFilters({
  filter,
  sources,
  total,
  problems,
}: {
  filter: SubscriberFilter;
  sources: string[];
  total: number;
  problems: string[];
}) {
  const filtered = subscriberFilterQuery(filter) !== "";
  return (
    <FilterBar
      label="Subscribers"
      className="mt-4"
      search={{
        id: "subscriber-q",
        label: "Search subscribers",
        value: filter.q,
        placeholder: "Email or name",
      }}
      submit="Show subscribers"
      listPath="/admin/email-marketing"
      filtered={filtered}
      download={`/admin/email-marketing/subscribers.csv${subscriberFilterQuery(filter)}`}
      problems={problems}
      status={countSentence(total, ["subscriber", "subscribers"], filtered)}
    >
      <FilterSelect
        id="subscriber-status"
        name="status"
        label="Status"
        value={filter.status}
        options={[
          ["", "Any status"],
          ...SUBSCRIBER_STATUSES.map((status): [string, string] => [
            status,
            SUBSCRIBER_STATUS_LABELS[status],
          ]),
        ]}
      />
      <FilterSelect
        id="subscriber-source"
        name="source"
        label="Source"
        value={filter.source}
        options={[
          ["", "Any source"],
          ...sources.map((source): [string, string] => [source, source]),
        ]}
      />
    </FilterBar>
  );
}

const cell = "px-4 py-3 align-top";

export function SubscriberTable({
  subscribers,
  returnTo,
  filtered,
}: {
  subscribers: SubscriberRow[];
  /** The list's filter and page, to come back to after a change. */
  returnTo: string;
  filtered: boolean;
}) {
  if (subscribers.length === 0) {
    return (
      <p className="mt-6 text-muted">
        {filtered
          ? "No subscribers match. Clear the filters to see everyone."
          : "No subscribers yet. Sign-ups from the website's newsletter form appear here."}
      </p>
    );
  }
  // `relative` keeps the buttons' screen-reader text, which is absolutely
  // placed, inside the scrolling box rather than widening the page.
  return (
    <div className="relative mt-4 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-black/5">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Subscribers</caption>
        <thead className="border-b border-black/10 bg-slate-50">
          <tr>
            {["Email", "Name", "Source", "Status", "Subscribed", "Actions"].map(
              (column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-4 py-3 whitespace-nowrap"
                >
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => {
            const status = subscriberStatus(subscriber);
            const name = [subscriber.firstName, subscriber.lastName]
              .filter(Boolean)
              .join(" ");
            return (
              <tr key={subscriber.id} className="border-b border-black/5">
                <td className={`${cell} break-all`}>{subscriber.email}</td>
                <td className={cell}>{name}</td>
                <td className={cell}>{subscriber.source}</td>
                <td className={cell}>
                  {SUBSCRIBER_STATUS_LABELS[status]}
                  {subscriber.unsubscribedAt ? (
                    <span className="block text-muted">
                      {newYorkTime(subscriber.unsubscribedAt, "day")}
                    </span>
                  ) : null}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {newYorkTime(subscriber.createdAt, "day")}
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap items-start gap-2">
                    {status === "active" ? (
                      <ChangeButton
                        intent="unsubscribe"
                        id={subscriber.id}
                        returnTo={returnTo}
                        item={subscriber.email}
                      >
                        Unsubscribe
                      </ChangeButton>
                    ) : null}
                    <ConfirmDelete
                      id={subscriber.id}
                      name={subscriber.email}
                      returnTo={returnTo}
                      consequence="Everything stored about this address goes, as a privacy request asks, so nothing then stops an import from adding it again. To stop mail only, unsubscribe instead."
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
