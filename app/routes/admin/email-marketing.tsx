import type { Route } from "./+types/email-marketing";
import { getEmailMarketingOverview } from "#app/models/admin-overview.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return getEmailMarketingOverview();
}

export default function AdminEmailMarketing({
  loaderData,
}: Route.ComponentProps) {
  const { subscribers, campaigns } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Email marketing</h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
          <dt className="text-muted">Active subscribers</dt>
          <dd className="text-3xl font-bold text-brand-800">
            {subscribers.active}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
          <dt className="text-muted">Unsubscribed</dt>
          <dd className="text-3xl font-bold text-brand-800">
            {subscribers.unsubscribed}
          </dd>
        </div>
      </dl>
      <h2 className="mt-10 text-xl font-bold text-brand-900">Campaigns</h2>
      {campaigns.length === 0 ? (
        <p className="mt-3 text-muted">No campaigns have been written yet.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {campaigns.map((campaign) => (
            <li
              key={campaign.id}
              className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
            >
              <p className="font-semibold">{campaign.name}</p>
              <p className="text-sm text-muted">
                {campaign.subject} · {campaign.status} ·{" "}
                {campaign.recipientCount} recipients · {campaign.openCount}{" "}
                opens · {campaign.clickCount} clicks
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
