import { MAX_BOOKING_PHOTOS } from "#app/booking/booking-schema.ts";
import { MAX_UPLOAD_BYTES } from "#app/media/images.server.ts";

// Forms and JSON are small; 64 KB leaves room for a long message and refuses
// anything built to exhaust memory.
export const FORM_BODY_LIMIT = 64 * 1024;

// One photo per upload request (the admin's photo fields send each file on
// its own, with its own progress bar): the image cap plus the form's room.
export const UPLOAD_PATH = "/admin/uploads";
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + FORM_BODY_LIMIT;

// A customer's review form (/review/<token>) sends one photo too, from a
// stranger: the larger cap only while the link is open (server/index.ts).
// With JavaScript the form posts to the route's data URL (".data").
export const REVIEW_FORM_PATH = /^\/review\/[\w-]{43}(?:\.data)?$/;

// The booking form (/book) sends up to six photos of the room, each within
// the image cap.
export const BOOKING_FORM_PATH = /^\/book(?:\.data)?$/;
export const BOOKING_BODY_LIMIT =
  MAX_BOOKING_PHOTOS * MAX_UPLOAD_BYTES + FORM_BODY_LIMIT;

// Strangers' photo-sized bodies are held in memory until answered: this many
// at once, and a form sent while they are is asked to wait a minute (or to
// come without its photos, which always fits).
export const PHOTO_BODIES_AT_ONCE = 3;

// The blog editor and its preview send a whole post (up to 100,000
// characters, which a form encodes in up to 9 bytes each): its own cap, so
// that the schema's "too long" message is what the owner sees, not a 413.
// Campaigns are written in the same editor.
export const EDITOR_PATH_PREFIXES = [
  "/admin/blog",
  "/admin/email-marketing/campaigns",
];
export const EDITOR_BODY_LIMIT = 1024 * 1024;

// A subscriber list's CSV file (capped at 5 MB by the import itself, which
// says so in its own words) with room for the form around it.
export const IMPORT_PATH = "/admin/email-marketing/import";
export const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * The larger cap of an admin path that takes one (an upload, an import, an
 * editor), or null. It applies only once the request's session cookie is
 * found valid (server/index.ts): before that, anyone gets FORM_BODY_LIMIT,
 * so a stranger cannot make the server hold megabytes per request.
 */
export function adminBodyLimitFor(path: string): number | null {
  if (path === UPLOAD_PATH) return UPLOAD_BODY_LIMIT;
  if (path === IMPORT_PATH) return IMPORT_BODY_LIMIT;
  if (EDITOR_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)))
    return EDITOR_BODY_LIMIT;
  return null;
}
