import { describe, expect, it } from "vitest";
import { loggedUrl } from "./log-url.ts";

describe("the request log's URL", () => {
  it("hides newsletter tokens and keeps the rest", () => {
    const token = "0123456789abcdef".repeat(4);
    expect(loggedUrl(`/u/${token}`)).toBe("/u/:token");
    expect(loggedUrl(`/e/c/${token}/2`)).toBe("/e/c/:token/2");
    expect(loggedUrl(`/subscribe/confirm/${token}?x=1`)).toBe(
      "/subscribe/confirm/:token?x=1",
    );
    expect(loggedUrl("/rockland/new-city/kitchen-remodeling?page=2")).toBe(
      "/rockland/new-city/kitchen-remodeling?page=2",
    );
    expect(loggedUrl(`/${"a".repeat(600)}`).length).toBeLessThanOrEqual(500);
  });
});
