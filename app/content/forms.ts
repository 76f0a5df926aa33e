import { business } from "#app/business/current.ts";

// What every lead form says when something outside the visitor's control
// went wrong: the server did not answer, or answered with an error.
export const SEND_FAILED_MESSAGE =
  "Your form was not sent: we could not reach our website just now. Everything you typed is still here, so please press Send again in a moment.";

export function CALL_INSTEAD() {
  return `If it keeps failing, call us at ${business().phone.display}.`;
}

// The server answered but could not store the form (its database did not
// answer): nothing was saved, and the visitor is told so, values kept.
export function NOT_SAVED_MESSAGE() {
  return `Your form was not saved: our website is having a short technical problem. Everything you typed is still here, so please send it again in a minute, or call us at ${business().phone.display}.`;
}

/** Seconds a visitor or a client is asked to wait when the database is away. */
export const DATABASE_RETRY_SECONDS = 30;
