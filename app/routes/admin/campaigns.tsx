import { Link } from "react-router";
import type { Route } from "./+types/campaigns";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminListHeader } from "#app/components/admin/admin-list-parts.tsx";
import { listCampaigns } from "#app/models/campaigns.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";

// Every campaign, newest first: drafts to finish, scheduled ones with
// their time, and the figures of those sent.

export const meta = () => adminHead("Campaigns");

const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
  cancelled: "Cancelled",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const campaigns = await listCampaigns();
  return {
    campaigns: campaigns.map((campaign) => ({
      ...campaign,
      when:
        campaign.status === "scheduled" && campaign.scheduledFor
          ? `for ${newYorkTime(campaign.scheduledFor)}`
          : campaign.sentAt
            ? newYorkTime(campaign.sentAt)
            : campaign.startedAt
              ? `since ${newYorkTime(campaign.startedAt)}`
              : `edited ${newYorkTime(campaign.updatedAt)}`,
    })),
  };
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Campaigns"
        intro={
          <>
            Newsletters to your subscribers. The subscribers themselves are on{" "}
            <Link
              to="/admin/email-marketing"
              className="text-brand-700 underline"
            >
              Email marketing
            </Link>
            .
          </>
        }
        addHref="/admin/email-marketing/campaigns/new"
        addLabel="Write a campaign"
      />
      {campaigns.length === 0 ? (
        <p className="mt-6 text-muted">No campaigns have been written yet.</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {campaigns.map((campaign) => (
            <li
              key={campaign.id}
              className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
            >
              <p className="font-semibold">
                <Link
                  to={`/admin/email-marketing/campaigns/${campaign.id}`}
                  className="text-brand-800 underline"
                >
                  {campaign.name}
                </Link>
              </p>
              <p className="text-sm text-muted">
                {STATUS_LABELS[campaign.status] ?? campaign.status}{" "}
                {campaign.when} · Subject: {campaign.subject}
              </p>
              {campaign.status === "sending" || campaign.status === "sent" ? (
                <p className="text-sm">
                  {campaign.recipientCount.toLocaleString("en-US")} recipients ·{" "}
                  {campaign.openCount.toLocaleString("en-US")} opened ·{" "}
                  {campaign.clickCount.toLocaleString("en-US")} clicked
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
