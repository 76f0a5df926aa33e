import { withCurrentBusiness } from "#app/business/request.server.ts";
import DataLoader from "dataloader";
import {
  dueCampaigns,
  finishCampaigns,
  sendingCampaigns,
  startCampaign,
} from "#app/models/campaigns.server.ts";
import {
  type ClaimedSend,
  claimSends,
  expireStaleClaims,
  markSendOutcome,
  markSendRetry,
  markSendsSent,
  releaseClaims,
  skipUnsubscribed,
} from "#app/models/campaign-sends.server.ts";
import { retryDelayMs } from "#app/models/email-outbox.server.ts";
import {
  backgroundJob,
  type JobPass,
} from "#app/utils/background-job.server.ts";
import { closeEmailTransport, deliverEmail } from "#app/utils/email.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  type CampaignTemplate,
  campaignMessage,
  campaignTemplate,
} from "./message.server.ts";

// Every server runs this loop: it starts scheduled campaigns when their
// time comes, claims queued messages (SKIP LOCKED, so servers share the
// work) and hands them to SMTP at CAMPAIGN_SEND_RATE_PER_SECOND over
// CAMPAIGN_SEND_CONCURRENCY connections. Sending is I/O: the event loop
// stays free for page requests.

/** After this many temporary failures a message counts as failed. */
export const MAX_SEND_ATTEMPTS = 8;

export type SendOutcome = "sent" | "retry" | "failed" | "unknown";

interface SmtpError {
  responseCode?: number;
  command?: string;
  code?: string;
  originalCode?: string;
  timeoutType?: string;
}

// Failures that happen before a connection exists: no message left.
const NEVER_CONNECTED = new Set([
  "ECONNREFUSED",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const SETUP_TIMEOUTS = new Set([
  "CONNECT_TIMEOUT",
  "GREETING_TIMEOUT",
  "UPGRADE_TIMEOUT",
]);

/**
 * What an SMTP error means for the message. A reply code decides when
 * there is one: 4xx is temporary; 5xx to the recipient or the message is
 * permanent (5xx before them, such as a refused log-in, is the server's
 * problem, not this address's: tried again). Without a reply, a failure
 * to connect at all is retried; a connection lost or silent once it was
 * open may have carried the message, so it is `unknown` and never sent
 * again by itself.
 */
export function classifySmtpError(
  error: unknown,
): Exclude<SendOutcome, "sent"> {
  const { responseCode, command, code, originalCode, timeoutType } = (error ??
    {}) as SmtpError;
  if (typeof responseCode === "number") {
    if (responseCode < 500) return "retry";
    return command === "RCPT TO" || command === "DATA" ? "failed" : "retry";
  }
  if (code === "EENVELOPE" || code === "EMESSAGE") return "failed";
  if (originalCode && NEVER_CONNECTED.has(originalCode)) return "retry";
  if (timeoutType && SETUP_TIMEOUTS.has(timeoutType)) return "retry";
  return "unknown";
}

interface SenderState {
  /** The pass in progress: whether the server is stopping. */
  job: JobPass;
  nextSlot: number;
  templates: Map<number, CampaignTemplate>;
  /** True when the message's person has unsubscribed (it is skipped). */
  unsubscribed: DataLoader<number, boolean>;
  sent: DataLoader<number, true>;
}

// The connections' checks and "sent" marks made at the same moment go to
// the database as one statement each: two queries per message would cap a
// send at the embedded database's pace, not the mail server's.
function loaders() {
  return {
    unsubscribed: new DataLoader<number, boolean>(
      async (ids) => {
        const skipped = new Set(await skipUnsubscribed([...ids]));
        return ids.map((id) => skipped.has(id));
      },
      { cache: false },
    ),
    sent: new DataLoader<number, true>(
      async (ids) => {
        await markSendsSent([...ids]);
        return ids.map(() => true as const);
      },
      { cache: false },
    ),
  };
}

let state: SenderState | undefined;

// Spaces sends CAMPAIGN_SEND_RATE_PER_SECOND apart, whichever connection
// takes them.
async function waitForSlot(current: SenderState) {
  const gap = 1000 / getEnv().CAMPAIGN_SEND_RATE_PER_SECOND;
  const now = Date.now();
  const slot = Math.max(now, current.nextSlot);
  current.nextSlot = slot + gap;
  if (slot > now)
    await new Promise((resolve) => setTimeout(resolve, slot - now));
}

async function templateFor(current: SenderState, campaignId: number) {
  const cached = current.templates.get(campaignId);
  if (cached) return cached;
  const campaign = (await sendingCampaigns()).find(
    (row) => row.id === campaignId,
  );
  if (!campaign) return null;
  const template = await campaignTemplate(campaign, { tracked: true });
  if (JSON.stringify(template.links) !== JSON.stringify(campaign.links)) {
    // Only a new release's renderer between start and now can do this;
    // clicks still go to the frozen list, by index.
    logger.warn({ campaignId }, "campaign links differ from the frozen list");
  }
  current.templates.set(campaignId, template);
  return template;
}

async function sendOne(current: SenderState, send: ClaimedSend) {
  const template = await templateFor(current, send.campaignId);
  if (!template) {
    await markSendOutcome(send.id, "failed", "The campaign is not sending");
    return;
  }
  await waitForSlot(current);
  // The last look before the message leaves: an unsubscribe that has
  // committed by now stops it.
  if (await current.unsubscribed.load(send.id)) return;
  try {
    await deliverEmail(
      campaignMessage(template, send),
      `campaign-${send.campaignId}-${send.subscriberId}`,
      "campaigns",
    );
  } catch (error) {
    await recordFailure(send, error);
    return;
  }
  try {
    await current.sent.load(send.id);
  } catch (error) {
    // Delivered, but the database did not take the mark: the row stays
    // claimed and turns "unknown" after the lease, never sent again.
    logger.error(
      {
        campaignId: send.campaignId,
        sendId: send.id,
        err: error instanceof Error ? error.message : String(error),
      },
      "campaign message sent but not marked; it will show as unknown",
    );
  }
}

async function recordFailure(send: ClaimedSend, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  let outcome = classifySmtpError(error);
  if (outcome === "retry" && send.attempts >= MAX_SEND_ATTEMPTS) {
    outcome = "failed";
  }
  if (outcome === "retry") {
    await markSendRetry(
      send.id,
      message,
      retryDelayMs(send.attempts, getEnv().CAMPAIGN_RETRY_BASE_MS),
    );
  } else {
    await markSendOutcome(send.id, outcome, message);
  }
  logger.warn(
    { campaignId: send.campaignId, sendId: send.id, outcome, err: message },
    "campaign message not sent",
  );
}

async function startDue(current: SenderState) {
  for (const campaign of await dueCampaigns()) {
    const template = await campaignTemplate(campaign, { tracked: true });
    const recipients = await startCampaign(campaign.id, template.links, {
      dueOnly: true,
    });
    if (recipients !== null) {
      current.templates.set(campaign.id, template);
      logger.info(
        { campaignId: campaign.id, recipients },
        "scheduled campaign started",
      );
    }
  }
}

async function runOnce(current: SenderState) {
  const env = getEnv();
  await startDue(current);
  await expireStaleClaims(env.CAMPAIGN_SEND_LEASE_SECONDS);
  await skipUnsubscribed();
  const batch = Math.max(50, env.CAMPAIGN_SEND_CONCURRENCY * 8);
  for (;;) {
    if (current.job.stopped) break;
    const claimed = await claimSends(batch);
    if (claimed.length === 0) break;
    let next = 0;
    const worker = async () => {
      while (next < claimed.length && !current.job.stopped) {
        const send = claimed[next++]!;
        await sendOne(current, send);
      }
    };
    await Promise.all(
      Array.from({ length: env.CAMPAIGN_SEND_CONCURRENCY }, worker),
    );
    // Stopping: the claimed messages not yet handed to SMTP go back.
    await releaseClaims(claimed.slice(next).map((send) => send.id));
  }
  for (const id of await finishCampaigns()) {
    current.templates.delete(id);
    logger.info({ campaignId: id }, "campaign sent");
  }
}

// Messages name the business as its facts stand when the pass starts.
const sender = backgroundJob("campaign sender", (job) =>
  withCurrentBusiness(async () => {
    const current = state;
    if (!current) return;
    current.job = job;
    await runOnce(current);
  }),
);

/** Looks for work now (after Send), or once more after the current pass. */
export const kickCampaignSender = sender.kick;

export function startCampaignSender() {
  if (state) return;
  state = {
    job: { stopped: false },
    nextSlot: 0,
    templates: new Map(),
    ...loaders(),
  };
  sender.start({ everyMs: getEnv().CAMPAIGN_POLL_INTERVAL_MS });
}

/** Stops claiming; waits for the messages in hand, so none is left half-sent. */
export async function stopCampaignSender() {
  state = undefined;
  if (await sender.stop()) closeEmailTransport("campaigns");
}
