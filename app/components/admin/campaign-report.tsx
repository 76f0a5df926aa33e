import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { BarChart } from "./bar-chart.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export interface CampaignReportData {
  status: string;
  recipients: number;
  counts: {
    queued: number;
    sending: number;
    sent: number;
    failed: number;
    unknown: number;
    skipped: number;
  };
  figures: {
    humanOpens: number;
    machineOpens: number;
    clickers: number;
    unsubscribes: number;
    perLink: Array<{ url: string; people: number; clicks: number }>;
    /** Opens and clicks (people) per hour since sending started, 0-71. */
    hourly: Array<{ opens: number; clicks: number }>;
  };
}

const panel = "rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5";
const REFRESH_MS = 2000;

function percent(part: number, whole: number) {
  return whole === 0 ? "" : ` (${Math.round((part / whole) * 100)}%)`;
}

/** While a campaign sends, its page reloads its figures every 2 seconds. */
function useRefreshWhileSending(sending: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void revalidate(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, revalidate]);
}

/** A campaign that has started: its progress, then what people did. */
export function CampaignReport({ report }: { report: CampaignReportData }) {
  const { counts, figures, recipients } = report;
  const sending = report.status === "sending";
  useRefreshWhileSending(sending);
  const done = counts.sent + counts.failed + counts.unknown + counts.skipped;
  const delivered = counts.sent;
  const figureRows: Array<[string, string]> = [
    ["Recipients", recipients.toLocaleString("en-US")],
    ["Sent", delivered.toLocaleString("en-US")],
    ["Failed (the address refused it)", counts.failed.toLocaleString("en-US")],
    [
      "Unknown (the connection broke while it was sent)",
      counts.unknown.toLocaleString("en-US"),
    ],
    [
      "Skipped (unsubscribed before their turn)",
      counts.skipped.toLocaleString("en-US"),
    ],
    [
      "Opened by people",
      `${figures.humanOpens.toLocaleString("en-US")}${percent(figures.humanOpens, delivered)}`,
    ],
    [
      "Opened by machines (mail scanners and image proxies)",
      figures.machineOpens.toLocaleString("en-US"),
    ],
    [
      "Clicked a link",
      `${figures.clickers.toLocaleString("en-US")}${percent(figures.clickers, delivered)}`,
    ],
    [
      "Unsubscribed from this email",
      figures.unsubscribes.toLocaleString("en-US"),
    ],
  ];
  return (
    <div className="grid gap-6">
      <section aria-labelledby="progress-heading" className={panel}>
        <Heading level={2} look="panel" id="progress-heading">
          {sending ? "Sending" : "Sent"}
        </Heading>
        <label htmlFor="send-progress" className="mt-3 block">
          {done.toLocaleString("en-US")} of {recipients.toLocaleString("en-US")}{" "}
          messages handled
        </label>
        <progress
          id="send-progress"
          max={Math.max(recipients, 1)}
          value={done}
          className="mt-2 h-4 w-full accent-brand-700"
        />
        <p className="mt-2 text-sm text-muted" aria-live="polite">
          {sending
            ? `Sending at the configured pace; this page updates by itself.`
            : "Every message has been handled."}
        </p>
        {counts.unknown > 0 && !sending ? (
          <Form method="post" className="mt-4 grid gap-2">
            <input type="hidden" name="intent" value="resend-unknown" />
            <p>
              {counts.unknown} message{counts.unknown === 1 ? "" : "s"} may or
              may not have arrived. Sending again can give those people the
              email twice.
            </p>
            <div>
              <Button type="submit" tone="outline">
                Send again to the {counts.unknown} unknown
              </Button>
            </div>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="figures-heading" className={panel}>
        <Heading level={2} look="panel" id="figures-heading">
          Figures
        </Heading>
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {figureRows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {figures.perLink.length > 0 ? (
          <div className="mt-6 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="text-left font-semibold text-brand-900">
                Clicks per link
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Link
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    People
                  </th>
                  <th scope="col" className="py-2">
                    Clicks
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.perLink.map((link, index) => (
                  <tr key={index} className="border-t border-black/10">
                    <td className="py-2 pr-4 break-all">{link.url}</td>
                    <td className="py-2 pr-4">{link.people}</td>
                    <td className="py-2">{link.clicks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <div className="mt-6">
          <BarChart
            title="Opens and clicks in the first 72 hours"
            description="People who opened or clicked, per hour after sending started. Machine opens are left out."
            labels={figures.hourly.map((_, hour) => `hour ${hour + 1}`)}
            series={[
              {
                label: "Opened",
                values: figures.hourly.map((hour) => hour.opens),
              },
              {
                label: "Clicked",
                values: figures.hourly.map((hour) => hour.clicks),
              },
            ]}
            valueLabel="people"
            categoryLabel="Hour after sending"
          />
        </div>
      </section>
    </div>
  );
}
