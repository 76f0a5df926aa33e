import { signature, tokenDigest } from "#app/utils/signing.server.ts";

// A review request's link carries the HMAC of its random nonce under the
// site's signing key: the request and its reminder carry the same link,
// and the database keeps only the token's digest (as for a booking's
// manage link, app/booking/manage-token.server.ts).

export const reviewToken = (nonce: string) =>
  signature("review-request", nonce, 43);

export const hashReviewToken = tokenDigest;

/** The shape of a token, checked before any query. */
export const REVIEW_TOKEN = /^[\w-]{43}$/;
