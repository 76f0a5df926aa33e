import { contactRequestStatuses } from "#app/content/contact.ts";
import { LOAN_APPLICATION_STATUSES } from "./loan-application-limits.ts";
import { z } from "./zod.ts";

// A status change, or a retry of a failed email, posted from the owner's
// leads screen.
export const leadStatusMessages = {
  invalid:
    "That status change could not be read. Please reload the page and try again.",
  notFound: "That lead no longer exists. Please reload the page.",
  emailNotFound:
    "That email is no longer waiting for a retry. Please reload the page.",
};

const id = z.string().check(z.regex(/^[1-9]\d{0,8}$/));

export const leadStatusSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("contact-status"),
    id,
    status: z.enum(contactRequestStatuses.map((status) => status.value)),
  }),
  z.object({
    intent: z.literal("loan-status"),
    id,
    status: z.enum(LOAN_APPLICATION_STATUSES),
  }),
  z.object({ intent: z.literal("retry-email"), id }),
]);
