import { hasValidSignature, signature } from "#app/utils/signing.server.ts";

// The reference a visitor sees and the thank-you URL carries: the row id
// with a signature, so it is opaque enough that nobody can walk other
// people's requests by changing a number.
const SIGNATURE_LENGTH = 8;

/** C: a contact request, F: a financing application, B: a booking. */
export type ReferenceKind = "C" | "F" | "B";

export function leadReference(kind: ReferenceKind, id: number): string {
  return `${kind}${id}-${signature(`lead-ref-${kind}`, String(id), SIGNATURE_LENGTH)}`;
}

/** The id behind a reference of this kind, or null when it is not genuine. */
export function parseLeadReference(
  kind: ReferenceKind,
  reference: string,
): number | null {
  const match = /^([CFB])(\d{1,9})-([A-Za-z0-9_-]{8})$/.exec(reference);
  if (!match || match[1] !== kind) return null;
  return hasValidSignature(
    `lead-ref-${kind}`,
    match[2]!,
    match[3]!,
    SIGNATURE_LENGTH,
  )
    ? Number(match[2])
    : null;
}
