import { describe, expect, it } from "vitest";
import { greetingName, hello } from "./greeting.ts";

describe("the greeting of an email a form caused", () => {
  it("keeps a first name", () => {
    expect(hello("Maria Lopez")).toBe("Hello Maria,");
    expect(hello("  José  ")).toBe("Hello José,");
    expect(hello("Mary-Kate O'Neil")).toBe("Hello Mary-Kate,");
    expect(hello("Zoë")).toBe("Hello Zoë,");
  });

  it("drops anything that is not a name", () => {
    for (const name of [
      "",
      null,
      undefined,
      "http://evil.example",
      "Win$$$",
      "<b>Ann</b>",
      "Visit evil.example now",
      "a".repeat(31),
      "123",
      "Ann,",
      "evil.example",
    ]) {
      expect(hello(name), String(name)).toMatch(/^Hello( \p{L}+)?,$/u);
    }
    expect(greetingName("http://evil.example")).toBeNull();
    expect(greetingName("a".repeat(31))).toBeNull();
    expect(greetingName("Ann,")).toBeNull();
  });
});
