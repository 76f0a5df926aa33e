import {
  findSendByToken,
  recordEvent,
} from "#app/models/campaign-sends.server.ts";

// Opens (a 1x1 image) and clicks (a redirect to a link stored with the
// campaign). The privacy page tells subscribers both are counted.

// Mail providers that fetch every image for their users, whether or not
// anyone reads the message, and opens so soon after delivery that only a
// scanner or a privacy proxy makes them, count as machine opens, apart.
const PROXY_AGENTS =
  /GoogleImageProxy|YahooMailProxy|ggpht\.com|Outlook-iOS|Microsoft Office|Barracuda|Mimecast|Proofpoint/i;
export const MACHINE_OPEN_SECONDS = 10;

export function isMachineOpen(
  userAgent: string | null,
  sentAt: Date | null,
  now = new Date(),
): boolean {
  if (userAgent && PROXY_AGENTS.test(userAgent)) return true;
  return (
    sentAt !== null &&
    now.getTime() - sentAt.getTime() < MACHINE_OPEN_SECONDS * 1000
  );
}

/** Records an open; false when the token names no message. */
export async function recordOpen(token: string, userAgent: string | null) {
  const send = await findSendByToken(token);
  if (!send) return false;
  await recordEvent({
    sendId: send.id,
    campaignId: send.campaignId,
    kind: "open",
    machine: isMachineOpen(userAgent, send.sentAt),
  });
  return true;
}

/**
 * The stored target of link `index` in the message `token` names, with the
 * click recorded; null for anything that does not name one.
 */
export async function recordClick(
  token: string,
  index: string,
): Promise<string | null> {
  if (!/^\d{1,4}$/.test(index)) return null;
  const send = await findSendByToken(token);
  const target = send?.links[Number(index)];
  if (!send || typeof target !== "string") return null;
  await recordEvent({
    sendId: send.id,
    campaignId: send.campaignId,
    kind: "click",
    linkIndex: Number(index),
    machine: false,
  });
  return target;
}
