import { emailField } from "#app/utils/email-address.ts";
import { textField } from "#app/utils/email-field.ts";
import { z } from "#app/utils/zod.ts";
import {
  MAX_CUSTOMER_NAME,
  reviewServiceField,
  reviewTownField,
} from "./schema.ts";

// The owner's review-request forms (issue 33): a finished customer added by
// hand, and the delay before a request goes out. Shared by the browser and
// the actions.

export const MAX_REQUEST_DELAY_DAYS = 30;
/** The one reminder goes this many days after the request. */
export const REMINDER_AFTER_DAYS = 7;
/** A review link takes a review for this many days after the request was sent. */
export const REVIEW_LINK_DAYS = 90;

export const finishedCustomerLabels = {
  customerName: "Customer's name",
  email: "Customer's email",
  serviceType: "Service",
  location: "Town",
} as const;

export const FinishedCustomerSchema = z.object({
  customerName: textField({
    required: "Please enter the customer's name",
    max: MAX_CUSTOMER_NAME,
  }),
  email: emailField,
  serviceType: reviewServiceField(),
  location: reviewTownField,
});

export type FinishedCustomer = z.output<typeof FinishedCustomerSchema>;

const delayMessage = `Please enter a whole number of days from 0 to ${MAX_REQUEST_DELAY_DAYS}`;

export const ReviewSettingsSchema = z.object({
  requestDelayDays: z.pipe(
    z.pipe(
      z
        .string({ error: delayMessage })
        .check(z.trim(), z.regex(/^\d{1,2}$/, delayMessage)),
      z.transform(Number),
    ),
    z.number().check(z.maximum(MAX_REQUEST_DELAY_DAYS, delayMessage)),
  ),
});
