import type { Request } from "express";
import type * as AppModule from "./app.ts";
import {
  adminBodyLimitFor,
  BOOKING_BODY_LIMIT,
  BOOKING_FORM_PATH,
  FORM_BODY_LIMIT,
  PHOTO_BODIES_AT_ONCE,
  REVIEW_FORM_PATH,
  UPLOAD_BODY_LIMIT,
} from "./body-limits.ts";
import type { BodyCap } from "./read-body.ts";

// How much of each POST body the server reads (server/body-limits.ts has
// the sizes and why). An admin path's larger cap needs a valid session
// first: without one, 64 KB. Strangers' photos (a review's, a booking's)
// get their cap while fewer than PHOTO_BODIES_AT_ONCE are being taken.

const TOO_LARGE = "That request is too large.";
const PHOTO_TOO_LARGE =
  "That photo is too large. Please go back and choose one under 10 MB.";
const PHOTOS_TOO_LARGE =
  "Those photos are too large. Please go back and choose at most 6, each under 10 MB.";
const PHOTOS_BUSY =
  "Many photos are being sent to us just now. Please go back and send the form again in a minute, or without the photos.";
let photoBodies = 0;
/** A photo-sized cap while fewer than PHOTO_BODIES_AT_ONCE are being taken. */
function photoCap(req: Request, bytes: number, message: string) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > 0 && declared <= FORM_BODY_LIMIT) {
    return { bytes: FORM_BODY_LIMIT, message: TOO_LARGE };
  }
  if (photoBodies >= PHOTO_BODIES_AT_ONCE) {
    return { bytes: FORM_BODY_LIMIT, message: PHOTOS_BUSY };
  }
  photoBodies += 1;
  req.res!.once("close", () => {
    photoBodies -= 1;
  });
  return { bytes, message };
}

/** The cap of each request, given the app's checks of links and sessions. */
export const bodyCapFor =
  (app: Pick<typeof AppModule, "reviewLinkTakesPhoto" | "hasAdminSession">) =>
  async (req: Request): Promise<BodyCap> => {
    // A customer's review with its photo, on a link that is open.
    if (REVIEW_FORM_PATH.test(req.path)) {
      const open = await app.reviewLinkTakesPhoto(req.path).catch(() => false);
      return open
        ? photoCap(req, UPLOAD_BODY_LIMIT, PHOTO_TOO_LARGE)
        : { bytes: FORM_BODY_LIMIT, message: TOO_LARGE };
    }
    // A booking with photos of the room.
    if (BOOKING_FORM_PATH.test(req.path)) {
      return photoCap(req, BOOKING_BODY_LIMIT, PHOTOS_TOO_LARGE);
    }
    const larger = adminBodyLimitFor(req.path);
    if (
      larger &&
      (await app.hasAdminSession(req.headers.cookie).catch(() => false))
    ) {
      return { bytes: larger, message: TOO_LARGE };
    }
    return {
      bytes: FORM_BODY_LIMIT,
      message: larger
        ? "That request is too large. Sign in to the admin, then send it again."
        : TOO_LARGE,
    };
  };
