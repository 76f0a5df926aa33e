import { business } from "./business.ts";

// What every lead form says when something outside the visitor's control
// went wrong: the server did not answer, or answered with an error.
export const SEND_FAILED_MESSAGE =
  "Your form was not sent: we could not reach our website just now. Everything you typed is still here, so please press Send again in a moment.";

export const CALL_INSTEAD = `If it keeps failing, call us at ${business.phone.display}.`;
