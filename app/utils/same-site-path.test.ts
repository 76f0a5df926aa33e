import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path.ts";

describe("a redirect target named by a request", () => {
  it("keeps a path on this site, resolved", () => {
    expect(sameSitePath("/admin/leads?page=2")).toBe("/admin/leads?page=2");
    expect(sameSitePath("/gallery#newsletter")).toBe("/gallery#newsletter");
    expect(sameSitePath("/a/../blogs")).toBe("/blogs");
  });

  it("never leads to another host (the redirect corpus)", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\/\\/evil.example",
      "/.//evil.example",
      "/./\\evil.example",
      "/a/..//evil.example",
      " https://evil.example",
      "%09//evil.example",
      "https:evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/\n/evil.example",
      "",
      undefined,
      ["/admin"],
    ]) {
      const path = sameSitePath(value, "/fallback");
      expect(path, String(value)).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, "https://site.example").host).toBe("site.example");
    }
  });
});
