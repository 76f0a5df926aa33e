import {
  type FileUpload,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { data } from "react-router";
import type { Route } from "./+types/uploads";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  ImageRejectedError,
  MAX_UPLOAD_BYTES,
  storeImage,
} from "#app/media/images.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { getMediaStore } from "#app/media/store.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };

function refuse(status: 400 | 413 | 415 | 422, message: string) {
  return data({ message }, { status, headers: NO_STORE });
}

/**
 * POST /admin/uploads: one photo (field `file`), checked by its bytes, not
 * its name or type; re-encoded to the AVIF and WebP widths with its EXIF
 * orientation applied and every other piece of metadata (GPS) dropped.
 * Answers `{ url }` for the form's hidden field.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return refuse(415, "Please send the photo as a file upload.");
  }
  let bytes: Uint8Array | null = null;
  try {
    await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: MAX_UPLOAD_BYTES },
      async (upload: FileUpload) => {
        if (upload.fieldName === "file") bytes = await upload.bytes();
      },
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) {
      return refuse(
        413,
        "That image is too large. Please upload a file under 10 MB.",
      );
    }
    if (error instanceof MaxFilesExceededError) {
      return refuse(400, "Please upload one photo at a time.");
    }
    return refuse(400, "The upload could not be read. Please try again.");
  }
  if (!bytes || (bytes as Uint8Array).length === 0) {
    return refuse(400, "Please choose a photo to upload.");
  }
  try {
    const stored = await storeImage(Buffer.from(bytes as Uint8Array), {
      store: getMediaStore(),
    });
    logger.info({ image: stored.id }, "admin photo stored");
    return data({ url: stored.url }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      return refuse(error.status, error.message);
    }
    throw error;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(
    { message: "Use POST to upload a photo." },
    { status: 405, headers: { Allow: "POST", ...NO_STORE } },
  );
}
