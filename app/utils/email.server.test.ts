import { describe, expect, it } from "vitest";
import { headerAddress, headerText, toMailOptions } from "./email.server.ts";

describe("email headers", () => {
  it.each([
    ["Ann\r\nBcc: victim@example.net", "Ann Bcc: victim@example.net"],
    ["Ann\nBcc: x@y.z", "Ann Bcc: x@y.z"],
    ["Ann\u2028Bcc: x@y.z", "Ann Bcc: x@y.z"],
    ["Ann\u0000\u001b[31m", "Ann [31m"],
    ["  spaced   out  ", "spaced out"],
  ])("headerText(%j) has no line breaks", (input, expected) => {
    expect(headerText(input)).toBe(expected);
  });

  it("caps header text", () => {
    expect(headerText("x".repeat(500))).toHaveLength(150);
  });

  it.each([
    "a@b.co\r\nBcc: x@y.z",
    "a@b.co, c@d.co",
    "Bob <a@b.co>",
    "a@b",
    "",
  ])("refuses %j as an address", (input) => {
    expect(() => headerAddress(input)).toThrow();
  });

  it("builds messages whose headers cannot be split", () => {
    const options = toMailOptions({
      from: { name: "Site", address: "hello@lakesidekitchenbath.com" },
      to: {
        name: "Eve\r\nBcc: victim@example.net",
        address: "eve@example.com",
      },
      replyTo: { name: "X\nY", address: "x@example.com" },
      subject: "Hi\r\nBcc: victim@example.net",
      text: "body",
      html: "<p>body</p>",
    });
    expect(options.to).toEqual({
      name: "Eve Bcc: victim@example.net",
      address: "eve@example.com",
    });
    expect(options.subject).toBe("Hi Bcc: victim@example.net");
    expect(JSON.stringify(options)).not.toMatch(/\\r|\\n/);
    expect(() =>
      toMailOptions({
        from: { name: "Site", address: "hello@lakesidekitchenbath.com" },
        to: { address: "a@b.co\r\nBcc: x@y.z" },
        subject: "s",
        text: "",
        html: "",
      }),
    ).toThrow();
  });
});
