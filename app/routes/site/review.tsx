import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/review";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";
import { PhotoUploadField } from "#app/components/forms/photo-upload-field.tsx";
import {
  CheckboxField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { FormStateContext } from "#app/components/forms/form-context.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import {
  customerReviewLabels,
  MIN_CUSTOMER_REVIEW,
  shownName,
} from "#app/reviews/customer-review-schema.ts";
import { REVIEW_POLICY_PATH } from "#app/reviews/policy.ts";
import {
  linkMessages,
  reviewLink,
  submitCustomerReview,
} from "#app/reviews/requests.server.ts";
import {
  MAX_REVIEW,
  MAX_REVIEW_PLACE,
  REVIEW_SERVICE_CHOICES,
} from "#app/reviews/schema.ts";
import type { FormFailure } from "#app/utils/form-validation.ts";
import { readCustomerReview } from "#app/reviews/review-form.server.ts";
import { pageHead } from "#app/utils/seo.ts";

// /review/<token>: the customer's review form (issue 33), from the link in
// the review request email. One review per link; the link works for 90
// days; the review waits for the owner's check against /reviews/policy.

const title = "Review your project";
const NO_STORE = { "Cache-Control": "private, no-store" };
const STATUS = {
  invalid: 404,
  expired: 410,
  reviewed: 200,
  stopped: 410,
} as const;

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title,
    description: `Tell other homeowners how your project with ${business().name} went.`,
  }),
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

type Closed = keyof typeof linkMessages;

function closed(state: Closed) {
  return data({ state, message: linkMessages[state] } as const, {
    status: STATUS[state],
    headers: NO_STORE,
  });
}

export async function loader({ params }: Route.LoaderArgs) {
  const link = await reviewLink(params.token);
  if (link.state !== "open") return closed(link.state);
  const { request } = link;
  return data(
    {
      state: "open" as const,
      shownAs: shownName(request.customerName),
      stored: {
        rating: "",
        reviewText: "",
        photo: "",
        serviceType: request.serviceType ?? "",
        location: request.location ?? "",
        consent: "",
      },
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const link = await reviewLink(params.token);
  if (link.state !== "open") return closed(link.state);
  const read = await readCustomerReview(request);
  if (!read.ok) {
    return data(
      { state: "failed" as const, failure: read.failure },
      { status: read.status, headers: NO_STORE },
    );
  }
  const id = await submitCustomerReview(
    link.request,
    read.input,
    read.photoUrl,
  );
  if (id === null) return closed("reviewed");
  return data({ state: "sent" as const }, { headers: NO_STORE });
}

const STARS = ["5", "4", "3", "2", "1"].map((value) => ({
  value,
  label: `${value} star${value === "1" ? "" : "s"}`,
}));

function Closed({ message }: { message: string }) {
  return (
    <>
      <p className="text-lg">{message}</p>
      <p className="mt-4">
        Call us at{" "}
        <TextLink to={telHref(business())}>{business().phone.display}</TextLink>
        , or read <TextLink to="/reviews">what other customers say</TextLink>.
      </p>
    </>
  );
}

export default function ReviewPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const ended =
    actionData && "message" in actionData
      ? actionData
      : loaderData.state !== "open"
        ? loaderData
        : null;
  const failure: FormFailure | null =
    actionData?.state === "failed" ? actionData.failure : null;
  return (
    <>
      <PageIntro
        title={
          actionData?.state === "sent" ? "Thank you for your review" : title
        }
        lead={`${business().name}, kitchen and bath remodeling`}
      />
      <div className="mx-auto max-w-2xl px-4 py-10">
        {actionData?.state === "sent" ? (
          <>
            <p className="text-lg" role="status">
              We have your review. We read every review before it appears on our
              website, and we publish it unless it breaks our{" "}
              <TextLink to={REVIEW_POLICY_PATH}>review policy</TextLink>,
              whatever its stars.
            </p>
            <p className="mt-4">
              <TextLink to="/reviews">Read what other customers say</TextLink>
            </p>
          </>
        ) : ended && "message" in ended ? (
          <Closed message={ended.message} />
        ) : loaderData.state === "open" ? (
          <FormStateContext.Provider
            value={{
              idPrefix: "review",
              errors: failure?.fieldErrors ?? {},
              values: failure?.values ?? loaderData.stored,
              focusOnRender: failure !== null,
            }}
          >
            <ErrorSummary
              formError={failure?.formError}
              labels={customerReviewLabels}
            />
            <Form
              method="post"
              encType="multipart/form-data"
              noValidate
              className="grid gap-6"
            >
              <RadioGroupField
                name="rating"
                label={customerReviewLabels.rating}
                options={STARS}
                required
              />
              <TextareaField
                name="reviewText"
                label={customerReviewLabels.reviewText}
                hint={`What we did, how it went, what you would tell a neighbour. At least ${MIN_CUSTOMER_REVIEW} characters.`}
                required
                rows={7}
                maxLength={MAX_REVIEW}
              />
              <SelectField
                name="serviceType"
                label={customerReviewLabels.serviceType}
                options={REVIEW_SERVICE_CHOICES}
              />
              <TextField
                name="location"
                label={customerReviewLabels.location}
                hint="Such as “Nyack, NY”"
                maxLength={MAX_REVIEW_PLACE}
                autoComplete="address-level2"
              />
              <PhotoUploadField
                name="photo"
                label={customerReviewLabels.photo}
                hint="A JPEG, PNG or WebP photo under 10 MB. We remove its location and camera details before storing it."
              />
              <CheckboxField
                name="consent"
                label={`${business().name} may show my review, its stars and my name as “${loaderData.shownAs}” on its website.`}
                hint="We check every review against our review policy first; we never change your words."
              />
              <div>
                <SubmitButton
                  pending={sending}
                  label="Send my review"
                  pendingLabel="Sending…"
                />
              </div>
            </Form>
            <p className="mt-6 text-sm text-muted">
              Reviews are checked against our{" "}
              <TextLink to={REVIEW_POLICY_PATH}>review policy</TextLink>, the
              same way for every rating.
            </p>
          </FormStateContext.Provider>
        ) : null}
      </div>
    </>
  );
}
