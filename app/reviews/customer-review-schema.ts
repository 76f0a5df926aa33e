import { optionalLongText } from "#app/utils/email-field.ts";
import { z } from "#app/utils/zod.ts";
import { MAX_REVIEW, reviewServiceField, reviewTownField } from "./schema.ts";

// The customer's review form at /review/<token> (issue 33), one rule for
// the browser and the action. The stars, the text and the consent are
// required; the service and the town come prefilled from the lead.

export const MIN_CUSTOMER_REVIEW = 20;

export const customerReviewMessages = {
  rating: "Please choose a rating from 1 to 5 stars",
  textMissing: "Please tell us about your project in a few words",
  textShort: `Please write at least ${MIN_CUSTOMER_REVIEW} characters`,
  textLong: `Please keep your review under ${MAX_REVIEW.toLocaleString("en-US")} characters`,
  service: "Please choose one of our services, or leave it empty",
  photoTooLarge: "That photo is too large. Please choose one under 10 MB.",
  onePhoto: "Please choose one photo.",
  consent:
    "Please tick the box to let us show your review, or close this page to send nothing",
} as const;

export const customerReviewLabels = {
  rating: "Your rating",
  reviewText: "Your review",
  serviceType: "Service",
  location: "Town",
  photo: "A photo of the finished project",
  consent: "Consent",
} as const;

export const CustomerReviewSchema = z.object({
  rating: z.pipe(
    z
      .string({ error: customerReviewMessages.rating })
      .check(z.regex(/^[1-5]$/, customerReviewMessages.rating)),
    z.transform(Number),
  ),
  reviewText: z.pipe(
    optionalLongText(MAX_REVIEW, customerReviewMessages.textLong),
    z.transform((value, context) => {
      const text = value ?? "";
      if (text.length < MIN_CUSTOMER_REVIEW) {
        context.issues.push({
          code: "custom",
          input: value,
          message: text
            ? customerReviewMessages.textShort
            : customerReviewMessages.textMissing,
        });
      }
      return text;
    }),
  ),
  serviceType: reviewServiceField(customerReviewMessages.service),
  location: reviewTownField,
  consent: z.literal("yes", { error: customerReviewMessages.consent }),
});

export type CustomerReviewInput = z.output<typeof CustomerReviewSchema>;

/** "Maria T." for "Maria Torres": what the consent line promises to show. */
export function shownName(fullName: string) {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
