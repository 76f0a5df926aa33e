import { describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { pageList } from "#app/content/pages.ts";
import { htmlErrors } from "#tests/setup/html-validator.ts";

// Every kind of route's server HTML is valid HTML: the static pages, one of
// each dynamic kind, the forms, the sign-in page and the not-found page.
const baseUrl = e2eServer.baseUrl;

/** The first sitemap URL of each dynamic kind. */
async function samplesFromSitemap(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  const maps = children.some((url) => url.includes("/sitemaps/"))
    ? await Promise.all(
        children.map(async (url) =>
          (await fetch(`${baseUrl}${new URL(url).pathname}`)).text(),
        ),
      )
    : [index];
  const paths = maps.flatMap((xml) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    ),
  );
  const kinds: Array<[string, RegExp]> = [
    ["a service", /^\/services\/[^/]+$/],
    ["a blog post", /^\/blogs\/[^/]+$/],
    ["a near-me city", /^\/near-me\/[^/]+\/[^/]+$/],
    ["a location page", /^\/(?!near-me\/)[^/]+\/[^/]+\/[^/]+$/],
  ];
  return kinds.map(([kind, pattern]) => {
    const found = paths.find((path) => pattern.test(path));
    expect(found, kind).toBeDefined();
    return found!;
  });
}

describe("the server HTML of every kind of route", () => {
  it("validates with 0 errors", { timeout: 120_000 }, async () => {
    const paths = [
      ...pageList.map((page) => page.path),
      ...(await samplesFromSitemap()),
      "/financing/apply",
      "/contact",
      "/book",
      "/book?type=home-estimate",
      "/login",
      "/no-such-page",
    ];
    const problems: Record<string, string[]> = {};
    for (const path of new Set(paths)) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      const errors = await htmlErrors(await response.text());
      if (errors.length > 0) problems[path] = errors;
    }
    expect(problems).toEqual({});
  });
});
