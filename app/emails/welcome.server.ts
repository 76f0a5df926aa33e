import { business } from "#app/business/current.ts";
import type { EnqueueInput } from "#app/models/email-outbox.server.ts";
import { siteSender } from "#app/utils/email.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { listFields, unsubscribeUrl } from "./list.server.ts";
import { greetingName, hello } from "./greeting.ts";
import { renderEmail } from "./render.server.tsx";

export interface NewSubscriber {
  id: number;
  email: string;
  firstName?: string | null;
  source: string;
  token: string;
}

const LEARNING_GUIDE_SOURCE = "learning-guide";

/**
 * The welcome to a new subscriber: what they will get, and what the page
 * they signed up on promised (the learning guide, from /learning-guide),
 * with the unsubscribe link and headers of all mail to the list.
 */
export async function welcomeEmail(
  subscriber: NewSubscriber,
): Promise<EnqueueInput> {
  const site = getEnv().SITE_URL;
  const guide = subscriber.source === LEARNING_GUIDE_SOURCE;
  const rendered = await renderEmail({
    preview: guide
      ? "Your remodeling learning guide, ready to print."
      : `Welcome to news from ${business().name}.`,
    blocks: [
      {
        kind: "paragraphs",
        lines: [
          hello(subscriber.firstName),
          `Thank you for subscribing to news from ${business().name}. A few times a season we send remodeling tips, finished projects and showroom news; nothing else, and never to anyone else.`,
          ...(guide
            ? [
                "Here is the learning guide you asked for: eight steps from the first idea to the final walkthrough, with boxes to tick. Print it and bring it to every contractor meeting, including ours.",
              ]
            : []),
        ],
      },
      guide
        ? {
            kind: "link",
            label: "Open the printable learning guide",
            href: `${site}/learning-guide`,
          }
        : {
            kind: "link",
            label: "See our recent kitchens and baths",
            href: `${site}/gallery`,
          },
      {
        kind: "paragraphs",
        lines: [
          `Questions about a project? Call ${business().phone.display} or reply to this email.`,
        ],
      },
    ],
    unsubscribeUrl: unsubscribeUrl(subscriber.token),
  });
  return {
    kind: "newsletter-welcome",
    relatedTable: "email_subscribers",
    relatedId: subscriber.id,
    email: {
      from: siteSender(),
      to: {
        name: greetingName(subscriber.firstName) ?? undefined,
        address: subscriber.email,
      },
      replyTo: { name: business().name, address: business().email },
      subject: guide
        ? `Your remodeling learning guide from ${business().name}`
        : `Welcome to news from ${business().name}`,
      ...rendered,
      list: listFields(subscriber.token),
    },
  };
}

/** Double opt-in: the link that confirms the address (nothing else is sent). */
export async function confirmationEmail(
  subscriber: NewSubscriber,
): Promise<EnqueueInput> {
  const link = `${getEnv().SITE_URL}/subscribe/confirm/${subscriber.token}`;
  return {
    kind: "newsletter-confirmation",
    relatedTable: "email_subscribers",
    relatedId: subscriber.id,
    email: {
      from: siteSender(),
      to: {
        name: greetingName(subscriber.firstName) ?? undefined,
        address: subscriber.email,
      },
      replyTo: { name: business().name, address: business().email },
      subject: `Please confirm your subscription to ${business().name}`,
      ...(await renderEmail({
        preview: "One click to start receiving our news.",
        blocks: [
          {
            kind: "paragraphs",
            lines: [
              hello(subscriber.firstName),
              `Someone, hopefully you, asked to receive news from ${business().name} at this address. Please confirm, and we will start.`,
            ],
          },
          { kind: "link", label: "Yes, subscribe me", href: link },
          {
            kind: "paragraphs",
            lines: [
              "If it was not you, ignore this email: without a confirmation we never write to this address again.",
            ],
          },
        ],
      })),
    },
  };
}
