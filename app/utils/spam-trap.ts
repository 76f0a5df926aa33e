// Field names of the spam traps every public lead form carries (the
// browser renders them, spam-trap.server.ts checks them).
export const TRAP_HONEYPOT_FIELD = "website";
export const TRAP_TOKEN_FIELD = "formToken";

export const FORM_EXPIRED_MESSAGE =
  "This form was open too long or could not be checked. Please look over your details and send it again.";

export const SENT_TOO_FAST_MESSAGE =
  "Please check your details and press Send again.";
