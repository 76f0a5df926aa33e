import { Heading } from "#app/components/ui/heading.tsx";

// What review requests bring in (issue 33): totals, then per month the
// requests sent, the reviews received and their average stars, as a bar
// chart drawn on the server with the same figures in a table beside it
// (the table is what a screen reader reads).

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
  const top = Math.max(
    1,
    ...rows.map((row) => Math.max(row.sent, row.received)),
  );
  const width = 24;
  const height = 120;
  return (
    <section aria-labelledby="review-figures" className="mt-8">
      <Heading level={2} look="panel" id="review-figures">
        What the requests bring in
      </Heading>
      <dl className="mt-3 grid grid-cols-3 gap-4 sm:max-w-xl">
        <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
          <dt className="text-sm text-muted">Requests sent</dt>
          <dd className="text-2xl font-bold">{figures.sent}</dd>
        </div>
        <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
          <dt className="text-sm text-muted">Reviews received</dt>
          <dd className="text-2xl font-bold">{figures.reviewed}</dd>
        </div>
        <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
          <dt className="text-sm text-muted">Response rate</dt>
          <dd className="text-2xl font-bold">
            {rate === null ? "–" : `${rate}%`}
          </dd>
        </div>
      </dl>
      <div className="mt-4 overflow-x-auto">
        <svg
          aria-hidden="true"
          width={rows.length * width * 2}
          height={height + 20}
          className="text-brand-700"
        >
          {rows.map((row, index) => {
            const x = index * width * 2;
            const sentHeight = (row.sent / top) * height;
            const receivedHeight = (row.received / top) * height;
            return (
              <g key={row.month}>
                <rect
                  x={x + 4}
                  y={height - sentHeight}
                  width={width / 2 + 2}
                  height={sentHeight}
                  className="fill-brand-200"
                />
                <rect
                  x={x + width / 2 + 8}
                  y={height - receivedHeight}
                  width={width / 2 + 2}
                  height={receivedHeight}
                  className="fill-brand-700"
                />
                <text
                  x={x + 4}
                  y={height + 14}
                  className="fill-ink text-[10px]"
                >
                  {row.month.slice(5)}
                </text>
              </g>
            );
          })}
        </svg>
        <p className="text-sm text-muted">
          Light bars: requests sent; dark bars: reviews received. The table
          below has the same figures.
        </p>
      </div>
      <table className="mt-4 w-full max-w-2xl text-left">
        <caption className="sr-only">Review requests by month</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              Month
            </th>
            <th scope="col" className="py-1 pr-4">
              Requests sent
            </th>
            <th scope="col" className="py-1 pr-4">
              Reviews received
            </th>
            <th scope="col" className="py-1">
              Average stars
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month} className="border-t border-black/10">
              <th scope="row" className="py-1 pr-4 font-normal">
                {monthName(row.month)}
              </th>
              <td className="py-1 pr-4">{row.sent}</td>
              <td className="py-1 pr-4">{row.received}</td>
              <td className="py-1">
                {row.average === null ? "–" : row.average.toFixed(1)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
