import { describe, expect, it } from "vitest";
import { formatUsPhone, PHONE_MESSAGE, phoneField, toE164 } from "./phone.ts";
import { z } from "./zod.ts";

describe("US phone numbers", () => {
  it.each([
    ["(845) 555-0142", "+18455550142"],
    ["845-555-0142", "+18455550142"],
    ["845.555.0142", "+18455550142"],
    ["8455550142", "+18455550142"],
    ["+1 845 555 0142", "+18455550142"],
    ["1 (845) 555-0142", "+18455550142"],
    [" 201-555-0123 ", "+12015550123"],
  ])("%s -> %s", (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each([
    "",
    "555-0142",
    "845555014",
    "84555501421",
    "+44 20 7946 0958",
    "+1 (555) 010-9999 x123",
    "845-555-0142 ext 4",
    "1-800-FLOWERS",
    "tel:+18455550142",
    "١٢٣٤٥٦٧٨٩٠",
    "1".repeat(50),
    "845\r\n555 0142",
  ])("rejects %j", (input) => {
    expect(toE164(input)).toBeNull();
  });

  it("is a Zod Mini field with a human message", () => {
    expect(z.parse(phoneField, "(845) 555-0142")).toBe("+18455550142");
    const result = z.safeParse(phoneField, "12");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    expect(z.safeParse(phoneField, 8455550142).error?.issues[0]?.message).toBe(
      PHONE_MESSAGE,
    );
  });

  it("formats E.164 for people", () => {
    expect(formatUsPhone("+18455550142")).toBe("(845) 555-0142");
  });
});
