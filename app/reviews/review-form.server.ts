import {
  type FileUpload,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import {
  ImageRejectedError,
  MAX_UPLOAD_BYTES,
  storeImage,
} from "#app/media/images.server.ts";
import { getMediaStore } from "#app/media/store.server.ts";
import {
  type FormFailure,
  keepValues,
  validateForm,
} from "#app/utils/form-validation.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import {
  type CustomerReviewInput,
  CustomerReviewSchema,
  customerReviewMessages,
} from "./customer-review-schema.ts";

// Reads the customer's review form (issue 33): its fields, checked by the
// shared schema, and an optional photo through the admin's upload pipeline
// (checked by its bytes, re-encoded, metadata such as GPS dropped). Sent
// as multipart when it carries a photo, as a plain form otherwise.

export const REVIEW_FORM_FIELDS = [
  "rating",
  "reviewText",
  "serviceType",
  "location",
  "photo",
  "consent",
] as const;

export type ReadReview =
  | { ok: true; input: CustomerReviewInput; photoUrl: string | null }
  | { ok: false; status: number; failure: FormFailure };

const refused = (
  status: number,
  fields: Record<string, unknown>,
  fieldErrors: FormFailure["fieldErrors"],
  formError?: string,
): ReadReview => ({
  ok: false,
  status,
  failure: {
    fieldErrors,
    values: keepValues(fields, REVIEW_FORM_FIELDS),
    ...(formError ? { formError } : {}),
  },
});

async function readFields(request: Request) {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    const body = await readBody(request);
    return body.ok
      ? { ok: true as const, fields: body.fields, photo: null }
      : { ok: false as const, status: body.status, message: body.message };
  }
  let photo: Uint8Array | null = null;
  try {
    const form = await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: MAX_UPLOAD_BYTES },
      async (upload: FileUpload) => {
        if (upload.fieldName === "photo") photo = await upload.bytes();
      },
    );
    const fields: Record<string, unknown> = Object.create(null);
    for (const [key, value] of form.entries()) {
      if (typeof value === "string") fields[key] = value;
    }
    return { ok: true as const, fields, photo: photo as Uint8Array | null };
  } catch (error) {
    const message =
      error instanceof MaxFileSizeExceededError
        ? customerReviewMessages.photoTooLarge
        : error instanceof MaxFilesExceededError
          ? customerReviewMessages.onePhoto
          : "Your review could not be read. Please try again.";
    return {
      ok: false as const,
      status: error instanceof MaxFileSizeExceededError ? 413 : 400,
      message,
    };
  }
}

/** The review as sent, checked; its photo stored only when the rest is right. */
export async function readCustomerReview(
  request: Request,
): Promise<ReadReview> {
  const read = await readFields(request);
  if (!read.ok) return refused(read.status, {}, {}, read.message);
  const form = validateForm(
    CustomerReviewSchema,
    read.fields,
    REVIEW_FORM_FIELDS,
  );
  if (!form.ok) return refused(400, read.fields, form.fieldErrors);
  if (!read.photo || read.photo.length === 0) {
    return { ok: true, input: form.data, photoUrl: null };
  }
  try {
    const stored = await storeImage(Buffer.from(read.photo), {
      store: getMediaStore(),
    });
    return { ok: true, input: form.data, photoUrl: stored.url };
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      return refused(error.status, read.fields, { photo: error.message });
    }
    throw error;
  }
}
