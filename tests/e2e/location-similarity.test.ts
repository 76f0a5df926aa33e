import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startServer,
  type ServerProcess,
} from "#tests/setup/server-process.ts";
import { containment, mainText, shingles } from "#tests/setup/shingles.ts";

// No two location pages may share more than half of their visible body text
// (the <main> element: site header and footer are the same everywhere by
// design). Measured on every seeded page, as served, with word 5-shingles:
// containment = shared shingles / shingles of the smaller page.
//
// On a server of its own, as a fresh install serves them: on the shared
// end-to-end server the pages also carried whatever the files that ran
// before this one had added (they add towns, blog posts and reviews), so
// the figure depended on the order of the files (46.7% alone, 49.2% in a
// full run of the same commit).
const LIMIT = 0.5;
let server: ServerProcess;
let baseUrl: string;

beforeAll(async () => {
  server = await startServer();
  baseUrl = server.url;
});
afterAll(async () => {
  await server?.stop();
});

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
