import {
  CheckboxField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { AdminForm, useAdminForm } from "./admin-form.tsx";
import {
  MAX_CUSTOMER_NAME,
  MAX_REVIEW,
  MAX_REVIEW_DATE,
  MAX_REVIEW_PLACE,
  REVIEW_SERVICE_CHOICES,
  REVIEW_FIELDS,
  ReviewSchema,
} from "#app/reviews/schema.ts";
import type { FieldLabels } from "#app/utils/form-validation.ts";

const labels: FieldLabels<typeof REVIEW_FIELDS> = {
  customerName: "Customer's name, as shown",
  rating: "Rating",
  reviewText: "Review",
  serviceType: "Service",
  location: "Town",
  projectDate: "When",
  isPublished: "Published",
};

export interface ReviewFormValues {
  customerName: string;
  rating: number;
  reviewText: string;
  serviceType: string | null;
  location: string | null;
  projectDate: string | null;
  isPublished: number;
}

const STARS = ["5", "4", "3", "2", "1"].map((value) => ({
  value,
  label: `${value} star${value === "1" ? "" : "s"}`,
}));

/** Adds or edits one customer review, as the home page will show it. */
export function ReviewForm({
  review,
  submitLabel,
}: {
  review: ReviewFormValues;
  submitLabel: string;
}) {
  const form = useAdminForm({
    schema: ReviewSchema,
    names: REVIEW_FIELDS,
    idPrefix: "review",
    stored: {
      customerName: review.customerName,
      rating: review.rating ? String(review.rating) : "",
      reviewText: review.reviewText,
      serviceType: review.serviceType ?? "",
      location: review.location ?? "",
      projectDate: review.projectDate ?? "",
      isPublished: review.isPublished ? "yes" : "",
    },
  });
  return (
    <AdminForm
      {...form}
      labels={labels}
      submitLabel={submitLabel}
      listHref="/admin/reviews"
    >
      <TextField
        name="customerName"
        label={labels.customerName}
        hint="Only what the customer agreed to show, such as “Maria G.”"
        required
        maxLength={MAX_CUSTOMER_NAME}
      />
      <RadioGroupField
        name="rating"
        label={labels.rating}
        required
        options={STARS}
      />
      <TextareaField
        name="reviewText"
        label={labels.reviewText}
        required
        rows={6}
        maxLength={MAX_REVIEW}
      />
      <SelectField
        name="serviceType"
        label={labels.serviceType}
        hint="The service pages show the reviews of their service."
        placeholder="Not one service"
        options={REVIEW_SERVICE_CHOICES}
      />
      <TextField
        name="location"
        label={labels.location}
        hint="Such as New City, NY. The town pages show reviews from their town."
        maxLength={MAX_REVIEW_PLACE}
      />
      <TextField
        name="projectDate"
        label={labels.projectDate}
        hint="Month and year of the project, such as June 2024."
        maxLength={MAX_REVIEW_DATE}
      />
      <CheckboxField name="isPublished" label="Published: shown on the site" />
    </AdminForm>
  );
}
