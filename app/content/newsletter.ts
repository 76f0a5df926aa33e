import { INVALID_EMAIL_MESSAGE } from "./forms.ts";

// What the newsletter sign-up says, in the form and from the endpoint.
export const SUBSCRIBE_SUCCESS_MESSAGE =
  "Thanks for subscribing! Look for remodeling tips and showroom news in your inbox.";
export const SUBSCRIBE_RATE_LIMITED_MESSAGE =
  "Too many sign-up attempts. Please wait a minute and try again.";
// SPEC section 9: the form stays in its success state for 5 seconds.
export const SUBSCRIBED_STATE_MS = 5000;

/** The no-JavaScript form's outcomes, named in the URL it comes back to. */
export const newsletterOutcomes = {
  ok: SUBSCRIBE_SUCCESS_MESSAGE,
  invalid: INVALID_EMAIL_MESSAGE,
  limited: SUBSCRIBE_RATE_LIMITED_MESSAGE,
} as const;
