import type { Request } from "express";
import { MAX_UPLOAD_BYTES } from "#app/media/images.server.ts";

// Forms and JSON are small; 64 KB leaves room for a long message and refuses
// anything built to exhaust memory.
export const FORM_BODY_LIMIT = 64 * 1024;

// One photo per upload request (the admin's photo fields send each file on
// its own, with its own progress bar): the image cap plus the form's room.
export const UPLOAD_PATH = "/admin/uploads";
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + FORM_BODY_LIMIT;

export function bodyLimitFor(req: Request): number {
  return req.path === UPLOAD_PATH ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}
