import { describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { measurePageWeight } from "../../bench/page-weight.ts";

// docs/product.md, "Bars every part clears": the home page loads at most 130 KB of JavaScript
// (gzip) up front. Byte counts are deterministic, so the budget is a test;
// timings stay in bench/.
const baseUrl = e2eServer.baseUrl;
const HOME_JS_BUDGET_BYTES = 130 * 1024;

describe("page weight", () => {
  it("the home page loads at most 130 KB of JavaScript up front", async () => {
    const weight = await measurePageWeight(`${baseUrl}/`);
    expect(weight.jsFiles).toBeGreaterThan(0);
    expect(weight.jsGzip).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });
});
