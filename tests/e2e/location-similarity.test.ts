import { describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { containment, mainText, shingles } from "#tests/setup/shingles.ts";

// No two location pages may share more than half of their visible body text
// (the <main> element: site header and footer are the same everywhere by
// design). Measured on every seeded page, as served, with word 5-shingles:
// containment = shared shingles / shingles of the smaller page.
const baseUrl = e2eServer.baseUrl;
const LIMIT = 0.5;

describe("location pages are not near-duplicates", () => {
  it("no pair of seeded location pages shares more than half of its body text", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => match[1]!.slice(baseUrl.length))
      .filter((path) => /^\/[a-z-]+\/[a-z-]+\/[a-z-]+$/.test(path))
      .filter((path) => !path.startsWith("/near-me/"));
    expect(urls).toHaveLength(28 * 6);
    const pages: Array<{ url: string; set: Set<string> }> = [];
    for (const url of urls) {
      const response = await fetch(baseUrl + url);
      expect(response.status).toBe(200);
      pages.push({ url, set: shingles(mainText(await response.text())) });
    }
    let worst = { a: "", b: "", score: 0 };
    for (let i = 0; i < pages.length; i++) {
      for (let j = i + 1; j < pages.length; j++) {
        const score = containment(pages[i]!.set, pages[j]!.set);
        if (score > worst.score)
          worst = { a: pages[i]!.url, b: pages[j]!.url, score };
      }
    }
    console.info(
      `location page similarity: ${pages.length} pages, worst pair ${worst.a} and ${worst.b} share ${(worst.score * 100).toFixed(1)}% of 5-word shingles (limit ${LIMIT * 100}%)`,
    );
    expect(worst.score).toBeLessThanOrEqual(LIMIT);
  }, 120_000);
});
