// Shared by the newsletter form and the subscribe endpoint.
export const HONEYPOT_FIELD = "website";
export const SUBSCRIBE_SUCCESS_MESSAGE =
  "Thanks for subscribing! Look for remodeling tips and showroom news in your inbox.";
// SPEC section 9: the form stays in its success state for 5 seconds.
export const SUBSCRIBED_STATE_MS = 5000;

export const newsletterOutcomes = {
  ok: SUBSCRIBE_SUCCESS_MESSAGE,
  invalid: "Please enter a valid email address",
  limited: "Too many sign-up attempts. Please wait a minute and try again.",
} as const;
