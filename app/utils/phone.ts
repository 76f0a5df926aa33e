import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "#app/utils/zod.ts";

export const PHONE_MESSAGE =
  "Please enter a US phone number with area code, like (845) 555-0142";
// Room for "+1 (845) 555-0142 ext. 1234" and no more.
const MAX_PHONE_INPUT = 40;

/**
 * A US (or NANP) number in any common spelling, as E.164 (+18455550142), or
 * null. Extensions, letters and other countries' numbers are refused: the
 * team calls back from an ordinary phone.
 */
export function toE164(input: string): string | null {
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_PHONE_INPUT) return null;
  // Only digits, spaces and the usual punctuation: no letters (vanity
  // numbers, "tel:" URLs), no non-ASCII digits.
  if (!/^[+\d\s().-]+$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, "US");
  if (!phone || phone.ext || phone.countryCallingCode !== "1") return null;
  if (!phone.isPossible()) return null;
  return phone.number;
}

/** `(845) 555-0142` for people reading an email or a page. */
export function formatUsPhone(e164: string): string {
  const digits = e164.replace(/^\+1/, "");
  if (!/^\d{10}$/.test(digits)) return e164;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A required phone field that outputs E.164. */
export const phoneField = z.pipe(
  z
    .string({ error: PHONE_MESSAGE })
    .check(z.refine((value) => toE164(value) !== null, PHONE_MESSAGE)),
  z.transform((value) => toE164(value)!),
);
