import {
  findSendByToken,
  findSubscriberByToken,
} from "#app/models/campaign-sends.server.ts";
import {
  subscriberStatus,
  unsubscribeSubscriber,
} from "#app/models/subscribers.server.ts";
import { TEST_SEND_TOKEN } from "./message.server.ts";

// An unsubscribe link names a campaign message (its send token, so the
// campaign's figures count the unsubscribe) or, in the welcome email, the
// subscriber. Identity is the unguessable token alone: no cookie, no log-in.

export type UnsubscribeTarget =
  | { kind: "subscriber"; subscriberId: number; campaignId: number | null }
  | { kind: "test" }
  | null;

export async function unsubscribeTarget(
  token: string,
): Promise<UnsubscribeTarget> {
  if (token === TEST_SEND_TOKEN) return { kind: "test" };
  const send = await findSendByToken(token);
  if (send) {
    return {
      kind: "subscriber",
      subscriberId: send.subscriberId,
      campaignId: send.campaignId,
    };
  }
  const subscriber = await findSubscriberByToken(token);
  return subscriber
    ? { kind: "subscriber", subscriberId: subscriber.id, campaignId: null }
    : null;
}

/** The address a link would unsubscribe, shown half hidden on its page. */
export async function addressFor(subscriberId: number) {
  const row = await subscriberStatus(subscriberId);
  return row ? { email: maskEmail(row.email), active: row.active } : null;
}

/** j•••@example.com: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** Unsubscribes at once; idempotent. Null when the link names nobody. */
export async function unsubscribeByToken(token: string) {
  const target = await unsubscribeTarget(token);
  if (!target || target.kind === "test") return target;
  const email = await unsubscribeSubscriber(
    target.subscriberId,
    target.campaignId,
  );
  return email ? target : null;
}
