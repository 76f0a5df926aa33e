import { isStoredImageUrl } from "./media.ts";
import { z } from "./zod.ts";

/**
 * A photo field of an admin form: empty, or the URL the upload endpoint
 * answered (a stored image), never an address from elsewhere.
 */
export const storedPhotoField = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === "" || isStoredImageUrl(value),
        "Please upload the photo again",
      ),
    ),
  ),
  z.transform((value) => (value ? value : null)),
);
