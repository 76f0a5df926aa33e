import { emailField } from "#app/utils/email-address.ts";
import { optionalLongText, textField } from "#app/utils/email-field.ts";
import { z } from "#app/utils/zod.ts";

// One rule for the campaign editor, in the browser and in the action.
export const MAX_CAMPAIGN_NAME = 120;
export const MAX_SUBJECT = 150;
export const MAX_PREVIEW_TEXT = 200;
export const MAX_CAMPAIGN_CONTENT = 100_000;

/** The product's campaign statuses (docs/product.md, "States"), in the order a campaign moves through them. */
export const CAMPAIGN_STATES = [
  "draft",
  "scheduled",
  "sending",
  "sent",
  "cancelled",
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** A campaign's text can change until it starts sending. */
export const EDITABLE_STATES = ["draft", "scheduled", "cancelled"] as const;

export function isEditable(status: string): boolean {
  return (EDITABLE_STATES as readonly string[]).includes(status);
}

export const CampaignSchema = z.object({
  name: textField({
    required: "Please name the campaign (only you see the name)",
    max: MAX_CAMPAIGN_NAME,
  }),
  subject: textField({
    required: "Please write the subject line",
    max: MAX_SUBJECT,
  }),
  previewText: z.pipe(
    optionalLongText(
      MAX_PREVIEW_TEXT,
      `Please use at most ${MAX_PREVIEW_TEXT} characters`,
    ),
    z.transform((value) => value?.replace(/\s+/g, " ")),
  ),
  content: z
    .string({ error: "Please write the email" })
    .check(
      z.trim(),
      z.minLength(1, "Please write the email"),
      z.maxLength(
        MAX_CAMPAIGN_CONTENT,
        `The email is too long: please keep it under ${MAX_CAMPAIGN_CONTENT.toLocaleString("en-US")} characters`,
      ),
    ),
});
export type CampaignInput = z.infer<typeof CampaignSchema>;

export const CAMPAIGN_FIELDS = [
  "name",
  "subject",
  "previewText",
  "content",
] as const;

export const TestSendSchema = z.object({
  testAddress: emailField,
});

/** New York time, as a datetime-local field sends it. */
export const ScheduleSchema = z.object({
  sendAt: z
    .string({ error: "Please choose the date and time to send" })
    .check(
      z.trim(),
      z.regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
        "Please choose the date and time to send",
      ),
    ),
});
