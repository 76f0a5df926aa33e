import { describe, expect, it } from "vitest";
import { INVALID_EMAIL_MESSAGE } from "#app/utils/email-address.ts";
import { TRAP_HONEYPOT_FIELD } from "#app/utils/spam-trap.ts";
import { NEWSLETTER_HONEYPOT_FIELD, newsletterOutcomes } from "./newsletter.ts";

describe("newsletter copy", () => {
  it("says what every form says about an invalid email address", () => {
    expect(newsletterOutcomes.invalid).toBe(INVALID_EMAIL_MESSAGE);
  });

  it("names the honeypot as the endpoint checks it", () => {
    expect(NEWSLETTER_HONEYPOT_FIELD).toBe(TRAP_HONEYPOT_FIELD);
  });
});
