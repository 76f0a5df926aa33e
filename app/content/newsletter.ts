// What the newsletter sign-up says, in the form and from the endpoint.
export const SUBSCRIBE_SUCCESS_MESSAGE =
  "Thanks for subscribing! Look for remodeling tips and showroom news in your inbox.";
export const SUBSCRIBE_RATE_LIMITED_MESSAGE =
  "Too many sign-up attempts. Please wait a minute and try again.";
// The honeypot's name: TRAP_HONEYPOT_FIELD of utils/spam-trap.ts, which the
// endpoint checks, written out for the same reason (newsletter.test.ts).
export const NEWSLETTER_HONEYPOT_FIELD = "website";
// docs/product.md, "Constants": the form stays in its success state for 5 seconds.
export const SUBSCRIBED_STATE_MS = 5000;

/** The no-JavaScript form's outcomes, named in the URL it comes back to. */
export const newsletterOutcomes = {
  ok: SUBSCRIBE_SUCCESS_MESSAGE,
  // INVALID_EMAIL_MESSAGE of utils/subscribe-schema.ts, written out: that
  // module loads lazily, and importing it would load it with every page (newsletter.test.ts keeps the two the same).
  invalid: "Please enter a valid email address",
  limited: SUBSCRIBE_RATE_LIMITED_MESSAGE,
  unavailable:
    "We could not sign you up just now: our website is having a short technical problem. Please try again in a minute.",
} as const;
