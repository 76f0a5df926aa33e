import { business } from "#app/business/current.ts";
import { listFields } from "#app/emails/list.server.ts";
import { htmlAsPlainText, renderEmail } from "#app/emails/render.server.tsx";
import { headerText, type OutgoingEmail } from "#app/utils/email.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { renderMarkdown } from "#app/utils/markdown.server.ts";

// A campaign is rendered once per run with a placeholder where each
// recipient's token goes; every message is then that text with the token
// put in, so a 10,000-recipient send renders the Markdown once.
const TOKEN = "xRECIPIENTTOKENx";

/** The token of a test send's links: its unsubscribe page says so. */
export const TEST_SEND_TOKEN = "test";

export interface CampaignText {
  id: number;
  subject: string;
  previewText: string | null;
  content: string;
}

export interface CampaignTemplate {
  campaignId: number;
  subject: string;
  html: string;
  text: string;
  /** The click targets, by index, as the click links name them. */
  links: string[];
}

// Site-relative links and images (/gallery, /media/...) as absolute URLs:
// a mail program has no page to resolve them against.
function absolutize(html: string, origin: string): string {
  return html.replace(
    /\b(href|src)="\/(?!\/)/g,
    (_match, attribute: string) => `${attribute}="${origin}/`,
  );
}

function httpUrl(href: string, origin: string): string | null {
  try {
    const url = new URL(href, `${origin}/`);
    return url.protocol === "http:" || url.protocol === "https:"
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * The campaign's message with a placeholder for the recipient. Tracked:
 * each web link becomes /e/c/<token>/<n> and an open image is added.
 * Untracked (a test send): links go straight to their targets.
 */
export async function campaignTemplate(
  campaign: CampaignText,
  { tracked }: { tracked: boolean },
): Promise<CampaignTemplate> {
  const origin = getEnv().SITE_URL;
  const links: string[] = [];
  const body = absolutize(
    renderMarkdown(campaign.content, {
      rewriteLink(href) {
        const target = httpUrl(href, origin);
        if (!target) return href;
        if (!tracked) return target;
        const index = links.push(target) - 1;
        return `${origin}/e/c/${TOKEN}/${index}`;
      },
    }),
    origin,
  );
  const rendered = await renderEmail({
    preview: campaign.previewText || campaign.subject,
    blocks: [{ kind: "html", html: body, text: await htmlAsPlainText(body) }],
    unsubscribeUrl: `${origin}/u/${TOKEN}`,
    openPixelUrl: tracked ? `${origin}/e/o/${TOKEN}` : undefined,
  });
  return {
    campaignId: campaign.id,
    subject: headerText(campaign.subject),
    html: rendered.html,
    text: rendered.text,
    links,
  };
}

/** The message as the owner previews it: links as in a test send. */
export function previewHtml(template: CampaignTemplate): string {
  return template.html.replaceAll(TOKEN, TEST_SEND_TOKEN);
}

export interface Recipient {
  subscriberId: number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** The send's token (or the test token). */
  token: string;
}

/** One recipient's message, ready for the SMTP transport. */
export function campaignMessage(
  template: CampaignTemplate,
  recipient: Recipient,
  { test = false }: { test?: boolean } = {},
): OutgoingEmail {
  const name = [recipient.firstName, recipient.lastName]
    .filter(Boolean)
    .join(" ");
  return {
    from: { name: business().name, address: business().email },
    to: name
      ? { name, address: recipient.email }
      : { address: recipient.email },
    subject: test ? `[Test] ${template.subject}` : template.subject,
    html: template.html.replaceAll(TOKEN, recipient.token),
    text: template.text.replaceAll(TOKEN, recipient.token),
    list: listFields(recipient.token),
    // One ID per campaign and person: a message that did go out twice
    // would show as a duplicate at the provider and in any test sink.
    messageId: test
      ? undefined
      : `<campaign-${template.campaignId}-${recipient.subscriberId}@${business().email.split("@")[1]}>`,
  };
}
