import { Heading } from "#app/components/ui/heading.tsx";
import { BarChart } from "./bar-chart.tsx";

// What review requests bring in (issue 33): totals, the requests sent and
// reviews received per month (the dashboard's bar chart, with its table),
// and the reviews' average stars per month.

export interface ReviewFiguresData {
  sent: number;
  reviewed: number;
  sentByMonth: Array<{ month: string; sent: number }>;
  reviewsByMonth: Array<{
    month: string;
    received: number;
    average: number | null;
  }>;
}

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

export function ReviewFigures({
  figures,
  months,
}: {
  figures: ReviewFiguresData;
  months: string[];
}) {
  const rows = months.map((month) => {
    const reviews = figures.reviewsByMonth.find((row) => row.month === month);
    return {
      month,
      sent: figures.sentByMonth.find((row) => row.month === month)?.sent ?? 0,
      received: reviews?.received ?? 0,
      average: reviews?.average ?? null,
    };
  });
  const rate =
    figures.sent > 0
      ? Math.round((figures.reviewed / figures.sent) * 100)
      : null;
  return (
    <section aria-labelledby="review-figures" className="mt-8">
      <Heading level={2} look="panel" id="review-figures">
        What review requests bring in
      </Heading>
      <dl className="mt-3 grid grid-cols-3 gap-4 sm:max-w-xl">
        <Figure label="Requests sent" value={String(figures.sent)} />
        <Figure label="Reviews received" value={String(figures.reviewed)} />
        <Figure
          label="Response rate"
          value={rate === null ? "–" : `${rate}%`}
        />
      </dl>
      <div className="mt-6">
        <BarChart
          title={`Review requests per month, last ${rows.length} months`}
          description="Requests sent and reviews received through their links, by New York month."
          labels={rows.map((row) => monthName(row.month))}
          series={[
            { label: "Requests sent", values: rows.map((row) => row.sent) },
            {
              label: "Reviews received",
              values: rows.map((row) => row.received),
            },
          ]}
          valueLabel="emails and reviews"
          categoryLabel="Month"
        />
      </div>
      <table className="mt-6 w-full max-w-md text-left">
        <caption className="text-left font-semibold">
          Average stars of the reviews received, by month
        </caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              Month
            </th>
            <th scope="col" className="py-1">
              Average stars
            </th>
          </tr>
        </thead>
        <tbody>
          {rows
            .filter((row) => row.average !== null)
            .map((row) => (
              <tr key={row.month} className="border-t border-black/10">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {monthName(row.month)}
                </th>
                <td className="py-1">
                  {row.average!.toFixed(1)} from {row.received}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      {rows.every((row) => row.average === null) ? (
        <p className="mt-2 text-muted">No reviews received in these months.</p>
      ) : null}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}
