import { business } from "#app/business/current.ts";
import type { OutgoingEmail } from "#app/utils/email.server.ts";
import { getEnv } from "#app/utils/env.server.ts";

// What makes a message mail to the list: its unsubscribe page (by the
// token of the campaign message or of the subscriber) and the headers
// mail programs turn into an "Unsubscribe" button.

export function unsubscribeUrl(token: string): string {
  return `${getEnv().SITE_URL}/u/${token}`;
}

export function listFields(token: string): OutgoingEmail["list"] {
  return {
    unsubscribeUrl: unsubscribeUrl(token),
    unsubscribeMailto: `mailto:${business().email}?subject=unsubscribe`,
    id: `${business().name} news <news.${business().email.split("@")[1]}>`,
  };
}
