import {
  startCampaign,
  type CampaignRow,
} from "#app/models/campaigns.server.ts";
import { deliverEmail } from "#app/utils/email.server.ts";
import {
  campaignMessage,
  campaignTemplate,
  TEST_SEND_TOKEN,
} from "./message.server.ts";
import { kickCampaignSender } from "./sender.server.ts";

// The owner's two ways to send: a test to one address, now, with plain
// links (nothing is counted); and the real run, which the sender loop
// delivers.

/** Sends the saved campaign to `address` at once; throws if SMTP refuses. */
export async function sendTestEmail(campaign: CampaignRow, address: string) {
  const template = await campaignTemplate(campaign, { tracked: false });
  await deliverEmail(
    campaignMessage(
      template,
      { subscriberId: 0, email: address, token: TEST_SEND_TOKEN },
      { test: true },
    ),
    `campaign-${campaign.id}-test`,
  );
}

/**
 * Starts sending now: null when the campaign is already sending or sent
 * (a second click), else the number of recipients.
 */
export async function sendCampaignNow(campaign: CampaignRow) {
  const template = await campaignTemplate(campaign, { tracked: true });
  const recipients = await startCampaign(campaign.id, template.links);
  if (recipients !== null) kickCampaignSender();
  return recipients;
}
