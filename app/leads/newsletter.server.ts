import { data, redirect } from "react-router";
import {
  type newsletterOutcomes,
  SUBSCRIBE_RATE_LIMITED_MESSAGE,
  SUBSCRIBE_SUCCESS_MESSAGE,
} from "#app/content/newsletter.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import { confirmationEmail, welcomeEmail } from "#app/emails/welcome.server.ts";
import { signUpSubscriber } from "#app/models/subscribers.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { sameSitePath } from "#app/utils/same-site-path.ts";
import { checkHoneypot } from "#app/utils/spam-trap.server.ts";
import { SubscribeSchema } from "#app/subscribers/subscribe-schema.ts";
import type { IntakeOutcome, LeadForm } from "./intake.server.ts";

export const NEWSLETTER_FORM = "subscribe";
const SUBSCRIBES_PER_IP_PER_MINUTE = 10;
const SUBSCRIBE_FIELDS = [
  "email",
  "firstName",
  "lastName",
  "source",
  "returnTo",
] as const;

// The no-JavaScript form comes back to the page it was sent from, with the
// outcome in the URL (public visitors get no cookies, so no flash cookie).
function backTo(
  returnTo: unknown,
  outcome: keyof typeof newsletterOutcomes,
): string {
  const url = new URL(sameSitePath(returnTo), "http://site");
  url.searchParams.set("newsletter", outcome);
  return `${url.pathname}${url.search}#newsletter`;
}

/** POST /api/email/subscribe (docs/product.md, "Calls"): an address, and its source. */
export const newsletterForm: LeadForm<typeof SubscribeSchema> = {
  name: NEWSLETTER_FORM,
  schema: SubscribeSchema,
  fields: SUBSCRIBE_FIELDS,
  limitPerMinute: () => SUBSCRIBES_PER_IP_PER_MINUTE,
  rateLimitedMessage: SUBSCRIBE_RATE_LIMITED_MESSAGE,
  spamTraps: (fields) => checkHoneypot(NEWSLETTER_FORM, fields),
  botLocation: (fields) => backTo(fields.returnTo, "ok"),
  async accept(input, fields) {
    const { EMAIL_WELCOME, EMAIL_DOUBLE_OPT_IN } = getEnv();
    // Whatever happened (joined, a confirmation link, nothing new), the
    // sender is told the same: the answer never says who is on the list.
    await signUpSubscriber(input, {
      confirmFirst: EMAIL_DOUBLE_OPT_IN,
      welcome: async (subscriber) =>
        EMAIL_WELCOME ? [await welcomeEmail(subscriber)] : [],
      confirmation: confirmationEmail,
    });
    kickEmailDrainer();
    return { kind: "accepted", location: backTo(fields.returnTo, "ok") };
  },
};

/**
 * The page's script posts JSON and reads `{ message }`; the plain form
 * (JavaScript off) is sent back to its page with the outcome in the URL.
 */
export function subscribeResponse(outcome: IntakeOutcome) {
  if (outcome.sentAs === "form") {
    if (outcome.kind === "accepted") return redirect(outcome.location, 303);
    const { values } = outcome.failure;
    const named =
      outcome.status === 429
        ? "limited"
        : outcome.status === 503
          ? "unavailable"
          : "invalid";
    return redirect(backTo(values.returnTo, named), 303);
  }
  if (outcome.kind === "accepted")
    return { message: SUBSCRIBE_SUCCESS_MESSAGE };
  const { formError, fieldErrors } = outcome.failure;
  return data(
    { message: formError ?? Object.values(fieldErrors)[0] },
    { status: outcome.status, headers: outcome.headers },
  );
}
