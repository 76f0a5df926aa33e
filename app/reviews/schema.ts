import { serviceSummaries } from "#app/content/services.ts";
import { optionalLongText, textField } from "#app/utils/email-field.ts";
import { z } from "#app/utils/zod.ts";
import { RELATIONSHIPS } from "./policy.ts";

// One rule for the owner's review form, in the browser and in the action.
// The database keeps its own CHECK (rating 1 to 5) behind this.
export const MAX_CUSTOMER_NAME = 100;
export const MAX_REVIEW = 2_000;
export const MAX_REVIEW_PLACE = 100;
export const MAX_REVIEW_DATE = 40;
export const REVIEW_SERVICES = serviceSummaries.map((service) => service.title);
/** The services as a select's choices (a review stores the title). */
export const REVIEW_SERVICE_CHOICES = REVIEW_SERVICES.map((title) => ({
  value: title,
  label: title,
}));

// A short optional line (a town, a month): spaces and line breaks as one space.
const optionalShort = (max: number) =>
  z.pipe(
    optionalLongText(max, `Please use at most ${max} characters`),
    z.transform((value) => value?.replace(/\s+/g, " ") ?? null),
  );

/** A review's town, as every review form takes it. */
export const reviewTownField = optionalShort(MAX_REVIEW_PLACE);

/** One of the services, or nothing; `message` when it is not one of them. */
export const reviewServiceField = (
  message = "Please choose one of our services",
) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value, context) => {
      if (!value) return null;
      if (!REVIEW_SERVICES.includes(value)) {
        context.issues.push({ code: "custom", input: value, message });
      }
      return value;
    }),
  );

export const ReviewSchema = z.object({
  customerName: textField({
    required: "Please enter the customer's name as they agreed to show it",
    max: MAX_CUSTOMER_NAME,
  }),
  rating: z.pipe(
    z
      .string({ error: "Please choose a rating from 1 to 5 stars" })
      .check(z.regex(/^[1-5]$/, "Please choose a rating from 1 to 5 stars")),
    z.transform(Number),
  ),
  reviewText: z.pipe(
    optionalLongText(MAX_REVIEW, `Please use at most ${MAX_REVIEW} characters`),
    z.transform((value, context) => {
      if (!value) {
        context.issues.push({
          code: "custom",
          input: value,
          message: "Please enter the review",
        });
      }
      return value ?? "";
    }),
  ),
  serviceType: reviewServiceField(),
  location: reviewTownField,
  projectDate: optionalShort(MAX_REVIEW_DATE),
  isPublished: z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value ? 1 : 0)),
  ),
});

export type ReviewInput = z.output<typeof ReviewSchema>;

export const REVIEW_FIELDS = [
  "customerName",
  "rating",
  "reviewText",
  "serviceType",
  "location",
  "projectDate",
  "isPublished",
] as const;

const reviewId = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/)),
  z.transform(Number),
);

/** The reviews list's buttons: one change to one review, or the demo's reviews removed. */
export const ReviewListActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["publish", "unpublish", "delete"]),
    id: reviewId,
  }),
  z.object({ intent: z.literal("delete-demo") }),
]);

export const declineMessage =
  "Please choose the criterion of the review policy this review meets";

/** A customer's review page: publish, decline for a reason, or mark a relationship. */
export const ModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), id: reviewId }),
  z.object({
    intent: z.literal("decline"),
    id: reviewId,
    // Checked by the action, so that a missing reason is said in words.
    reason: z._default(z.string(), ""),
  }),
  z.object({
    intent: z.literal("relationship"),
    id: reviewId,
    relationship: z.pipe(
      z.enum(["", ...RELATIONSHIPS.map((item) => item.value)]),
      z.transform((value) => (value === "" ? null : value)),
    ),
  }),
]);
