import type { Request } from "express";

// Forms and JSON are small; 64 KB leaves room for a long message and refuses
// anything built to exhaust memory.
export const FORM_BODY_LIMIT = 64 * 1024;

export function bodyLimitFor(_req: Request): number {
  return FORM_BODY_LIMIT;
}
