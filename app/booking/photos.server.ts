import {
  ImageRejectedError,
  removeStoredImages,
  storeImage,
} from "#app/media/images.server.ts";
import { getMediaStore } from "#app/media/store.server.ts";
import { MAX_BOOKING_PHOTOS, photosProblem } from "./booking-schema.ts";

// A booking's photos of the room (issue 32): through the same pipeline as the
// admin's uploads (bytes sniffed, re-encoded, location and camera details
// dropped), whole (a 3:4 phone photo is not cropped to the site's 4:3), and
// stored only once the rest of the form is right.

export type StoredPhotos =
  | { ok: true; urls: string[] }
  | { ok: false; status: 400 | 413 | 415 | 422; message: string };

/** The File objects a form sent under one name (none, one or several). */
export const filesOf = (value: unknown): File[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is File => item instanceof File,
  );

export async function storeBookingPhotos(files: File[]): Promise<StoredPhotos> {
  // The browser checks the same before sending (book.tsx).
  const problem = photosProblem(files);
  if (problem) {
    return {
      ok: false,
      status: files.length > MAX_BOOKING_PHOTOS ? 400 : 413,
      message: problem,
    };
  }
  const store = getMediaStore();
  const urls: string[] = [];
  for (const file of files) {
    try {
      const bytes = Buffer.from(await file.arrayBuffer());
      const stored = await storeImage(bytes, { store, aspect: "original" });
      urls.push(stored.url);
    } catch (error) {
      await removeStoredImages(store, urls);
      if (!(error instanceof ImageRejectedError)) throw error;
      const name = file.name ? `“${file.name}”: ` : "";
      return {
        ok: false,
        status: error.status,
        message: `${name}${error.message}`,
      };
    }
  }
  return { ok: true, urls };
}

/** Removes stored photos nothing refers to (a booking refused after they were stored). */
export const removeBookingPhotos = (urls: readonly string[]) =>
  removeStoredImages(getMediaStore(), urls);
