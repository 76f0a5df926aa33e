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

  it("hides URL-safe base64 tokens and drops a full URL's origin", () => {
    expect(loggedUrl("/x/Zm9vYmFyQmF6cXV4MTIzNDU2Nzg5?next=1")).toBe(
      "/x/:token?next=1",
    );
    expect(loggedUrl(`http://localhost:3000/u/${"ab12".repeat(16)}?a=b`)).toBe(
      "/u/:token?a=b",
    );
    expect(loggedUrl("/blogs/kitchen-remodeling-costs-in-rockland-2026")).toBe(
      "/blogs/kitchen-remodeling-costs-in-rockland-2026",
    );
  });
});
