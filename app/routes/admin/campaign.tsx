import { data } from "react-router";
import type { Route } from "./+types/campaign";
import { gone, itemIdFrom } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { sendCampaignNow, sendTestEmail } from "#app/campaigns/run.server.ts";
import { CampaignForm } from "#app/components/admin/campaign-form.tsx";
import { CampaignReport } from "#app/components/admin/campaign-report.tsx";
import { CampaignSendPanel } from "#app/components/admin/campaign-send-panel.tsx";
import {
  campaignFigures,
  resendUnknown,
  sendCounts,
} from "#app/models/campaign-sends.server.ts";
import {
  activeSubscriberCount,
  cancelCampaign,
  type CampaignRow,
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  getCampaign,
  scheduleCampaign,
  updateCampaign,
} from "#app/models/campaigns.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import {
  CAMPAIGN_FIELDS,
  CampaignSchema,
  isEditable,
  ScheduleSchema,
  TestSendSchema,
} from "#app/campaigns/schema.ts";
import { validateForm } from "#app/utils/form-validation.ts";
import { logger } from "#app/utils/logger.server.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import { showroomTimeToUtc } from "#app/utils/showroom-hours.ts";
import { z } from "#app/utils/zod.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";
import { Heading } from "#app/components/ui/heading.tsx";

const LIST = "/admin/email-marketing/campaigns";
const pageOf = (id: number) => `${LIST}/${id}`;

function storedValues(campaign: CampaignRow | null): Record<string, string> {
  if (!campaign) return {};
  return {
    name: campaign.name,
    subject: campaign.subject,
    previewText: campaign.previewText ?? "",
    content: campaign.content,
  };
}

async function report(campaign: CampaignRow) {
  const [counts, figures] = await Promise.all([
    sendCounts(campaign.id),
    campaignFigures(campaign.id),
  ]);
  // The chart covers the hours so far, up to the first 72.
  const started = campaign.startedAt?.getTime() ?? Date.now();
  const hours = Math.min(
    72,
    Math.max(1, Math.ceil((Date.now() - started) / 3_600_000)),
  );
  const hourly = Array.from({ length: hours }, () => ({ opens: 0, clicks: 0 }));
  for (const row of figures.hourly) {
    if (row.hour >= 0 && row.hour < hours) hourly[row.hour] = row;
  }
  return {
    status: campaign.status,
    recipients: campaign.recipientCount,
    counts,
    figures: {
      ...figures,
      hourly,
      perLink: figures.perLink.map((link) => ({
        url: campaign.links[link.linkIndex] ?? "(removed link)",
        people: link.people,
        clicks: link.clicks,
      })),
    },
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = itemIdFrom(params);
  const campaign = id === null ? null : await getCampaign(id);
  if (id !== null && !campaign) {
    throw data("No such campaign", { status: 404 });
  }
  const editable = !campaign || isEditable(campaign.status);
  return {
    id,
    name: campaign?.name ?? null,
    subject: campaign?.subject ?? null,
    status: campaign?.status ?? "draft",
    stored: storedValues(campaign),
    scheduledFor: campaign?.scheduledFor
      ? newYorkTime(campaign.scheduledFor, "long")
      : null,
    activeSubscribers: editable ? await activeSubscriberCount() : 0,
    report: campaign && !editable ? await report(campaign) : null,
  };
}

// A send-panel refusal keeps the editor's saved text on the page.
function refused(campaign: CampaignRow, error: string, status = 400) {
  return data(
    { error, fieldErrors: {}, values: storedValues(campaign) },
    { status },
  );
}

const STARTED =
  "This campaign has started sending, so it can no longer change. Duplicate it to write a new one.";

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = itemIdFrom(params);
  const body = await readBody(request);
  if (!body.ok) {
    return data(
      { fieldErrors: {}, values: {}, formError: body.message },
      { status: body.status },
    );
  }
  const intent = body.fields.intent ?? "save";

  if (intent === "save") {
    const form = validateForm(CampaignSchema, body.fields, CAMPAIGN_FIELDS);
    if (!form.ok) {
      return data(
        { fieldErrors: form.fieldErrors, values: form.values },
        { status: 400 },
      );
    }
    if (id === null) {
      const created = await createCampaign(form.data);
      return redirectWithToast(
        pageOf(created),
        `Saved “${form.data.name}” as a draft. Preview it, send yourself a test, then send or schedule it.`,
      );
    }
    if (!(await updateCampaign(id, form.data))) {
      const campaign = await getCampaign(id);
      if (!campaign) return gone();
      return refused(campaign, STARTED, 409);
    }
    return redirectWithToast(pageOf(id), `Saved “${form.data.name}”.`);
  }

  if (id === null) return gone();
  const campaign = await getCampaign(id);
  if (!campaign) return gone();

  switch (intent) {
    case "test": {
      const parsed = z.safeParse(TestSendSchema, body.fields);
      if (!parsed.success) {
        return refused(
          campaign,
          "Please enter the email address the test should go to, such as you@example.com.",
        );
      }
      try {
        await sendTestEmail(campaign, parsed.data.testAddress);
      } catch (error) {
        logger.warn(
          {
            campaignId: id,
            err: error instanceof Error ? error.message : String(error),
          },
          "campaign test send failed",
        );
        return refused(
          campaign,
          "The test could not be sent: the mail server did not accept it. Please check the address and try again in a few minutes.",
          502,
        );
      }
      return redirectWithToast(
        pageOf(id),
        `Test sent to ${parsed.data.testAddress}. Its links are not counted.`,
      );
    }
    case "send": {
      if (!isEditable(campaign.status)) return refused(campaign, STARTED, 409);
      const recipients = await sendCampaignNow(campaign);
      if (recipients === null) return refused(campaign, STARTED, 409);
      logger.info(
        { campaignId: id, by: user.username, recipients },
        "campaign sent",
      );
      return redirectWithToast(
        pageOf(id),
        `Sending “${campaign.name}” to ${recipients.toLocaleString("en-US")} subscriber${recipients === 1 ? "" : "s"}.`,
      );
    }
    case "schedule": {
      const parsed = z.safeParse(ScheduleSchema, body.fields);
      const at = parsed.success
        ? showroomTimeToUtc(
            ...(parsed.data.sendAt.split("T") as [string, string]),
          )
        : null;
      if (
        !at ||
        Number.isNaN(at.getTime()) ||
        at.getTime() < Date.now() - 60_000
      ) {
        return refused(
          campaign,
          "Please choose a date and time from now on (New York time).",
        );
      }
      if (!(await scheduleCampaign(id, at))) {
        return refused(campaign, STARTED, 409);
      }
      return redirectWithToast(
        pageOf(id),
        `Scheduled “${campaign.name}” for ${newYorkTime(at, "long")} (New York time). It starts by itself.`,
      );
    }
    case "cancel":
      if (!(await cancelCampaign(id))) {
        return refused(
          campaign,
          "This campaign is not scheduled any more: it may have started. Reload the page to see where it stands.",
          409,
        );
      }
      return redirectWithToast(
        pageOf(id),
        `Cancelled the schedule of “${campaign.name}”. Nothing was sent.`,
      );
    case "duplicate": {
      const copy = await duplicateCampaign(id);
      if (copy === null) return gone();
      return redirectWithToast(
        pageOf(copy),
        `Made a copy of “${campaign.name}” as a new draft.`,
      );
    }
    case "delete":
      if (!(await deleteCampaign(id))) {
        return refused(
          campaign,
          "A campaign that was sent stays on record.",
          409,
        );
      }
      return redirectWithToast(LIST, `Deleted “${campaign.name}”.`);
    case "resend-unknown": {
      const queued = await resendUnknown(id);
      logger.info(
        { campaignId: id, by: user.username, queued },
        "campaign unknown sends queued again",
      );
      return redirectWithToast(
        pageOf(id),
        queued > 0
          ? `Sending again to ${queued} recipient${queued === 1 ? "" : "s"}.`
          : "No message is in doubt any more.",
      );
    }
    default:
      return refused(
        campaign,
        "That button could not be understood. Please reload the page and try again.",
      );
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminHead(loaderData?.name ?? "Write a campaign");
}

export default function AdminCampaign({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { id, name, status, stored, report: sent } = loaderData;
  const error =
    actionData && "error" in actionData ? String(actionData.error) : undefined;
  return (
    <>
      <Heading level={1} look="page" className="mb-2">
        {name ?? "Write a campaign"}
      </Heading>
      {loaderData.subject ? (
        <p className="mb-6 text-muted">Subject: {loaderData.subject}</p>
      ) : null}
      {sent ? (
        <CampaignReport report={sent} />
      ) : (
        <div className="grid gap-8">
          <CampaignForm
            key={id ?? "new"}
            id={id ?? undefined}
            stored={stored}
            submitLabel={id ? "Save campaign" : "Save new campaign"}
          />
          {id ? (
            <CampaignSendPanel
              name={name ?? ""}
              status={status}
              scheduledFor={loaderData.scheduledFor}
              activeSubscribers={loaderData.activeSubscribers}
              error={error}
            />
          ) : null}
        </div>
      )}
    </>
  );
}
