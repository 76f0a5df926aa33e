import { contactRequestStatuses } from "#app/content/contact.ts";
import { LEAD_TYPES } from "./lead-filter.ts";
import { LOAN_APPLICATION_STATUSES } from "#app/utils/loan-application-limits.ts";
import { z } from "#app/utils/zod.ts";

// A change the owner makes in the leads inbox or on a lead's page: a
// status, the notes, a retry of a failed email, or deleting everything
// stored about a person.
export const leadStatusMessages = {
  notFound:
    "That lead no longer exists: someone may have deleted it. Reload the page to see the list as it is now.",
  emailNotFound:
    "That email is no longer waiting for a retry. Please reload the page.",
};

export const MAX_LEAD_NOTES = 5_000;

// The ids the forms send: digits only, so "1e3" or "-1" is refused.
const id = z.string().check(z.regex(/^[1-9]\d{0,8}$/));
const kind = z.enum(LEAD_TYPES);

export const LeadChangeSchema = z.discriminatedUnion("intent", [
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
  z.object({
    intent: z.literal("notes"),
    kind,
    id,
    notes: z
      .string()
      .check(
        z.maxLength(
          MAX_LEAD_NOTES,
          `Please keep the notes under ${MAX_LEAD_NOTES.toLocaleString("en-US")} characters.`,
        ),
      ),
  }),
  z.object({ intent: z.literal("delete-person"), kind, id }),
  z.object({ intent: z.literal("project-finished"), kind, id }),
  z.object({ intent: z.literal("retry-email"), id }),
]);
