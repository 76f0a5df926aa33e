import { describe, expect, it } from "vitest";
import { INVALID_EMAIL_MESSAGE } from "#app/utils/email-address.ts";
import { SubscribeSchema } from "./subscribe-schema.ts";

describe("SubscribeSchema", () => {
  it("accepts a valid address, trimmed and lower-cased, with source defaulting to website", () => {
    expect(
      SubscribeSchema.parse({ email: "  Ana.Ruiz+kitchen@Example.COM " }),
    ).toEqual({
      email: "ana.ruiz+kitchen@example.com",
      firstName: undefined,
      lastName: undefined,
      source: "website",
    });
  });

  it("keeps optional names trimmed and drops empty ones", () => {
    const parsed = SubscribeSchema.parse({
      email: "a@b.co",
      firstName: " Ana ",
      lastName: "",
      source: "learning-guide",
    });
    expect(parsed).toMatchObject({
      firstName: "Ana",
      lastName: undefined,
      source: "learning-guide",
    });
  });

  it.each([
    "",
    "   ",
    "plainaddress",
    "a@b",
    "a..b@c.co",
    ".a@b.co",
    "a.@b.co",
    "a@-b.co",
    "a@[127.0.0.1]",
    "a@localhost",
    "a@b.co, c@d.co",
    "a@b.co;c@d.co",
    "Bob <a@b.co>",
    "a@b.co\r\nBcc: x@y.z",
    "a@b.co%00.evil",
    `${"a".repeat(65)}@b.co`,
    `a@${"b".repeat(250)}.co`,
    "x".repeat(10_000),
  ])("rejects %j with the spec's message", (email) => {
    const result = SubscribeSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_EMAIL_MESSAGE);
  });

  it("accepts a 64-character local part", () => {
    expect(
      SubscribeSchema.safeParse({ email: `${"a".repeat(64)}@b.co` }).success,
    ).toBe(true);
  });

  it.each([[null], [42], [["a@b.co"]], [{ email: "a@b.co" }]])(
    "rejects a non-string email %j",
    (email) => {
      expect(SubscribeSchema.safeParse({ email }).success).toBe(false);
    },
  );

  it("rejects over-long names and odd sources", () => {
    expect(
      SubscribeSchema.safeParse({ email: "a@b.co", firstName: "x".repeat(101) })
        .success,
    ).toBe(false);
    expect(
      SubscribeSchema.safeParse({ email: "a@b.co", source: "../../etc" })
        .success,
    ).toBe(false);
  });
});
