import { HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { pageList } from "#app/content/pages.ts";

// Every kind of route's server HTML is valid HTML: the static pages, one of
// each dynamic kind, the forms, the sign-in page and the not-found page.
const baseUrl = e2eServer.baseUrl;

// html-validate's recommended rules, less those that flag valid HTML React
// writes, or that judge style rather than validity.
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // Attribute names are case-insensitive; React writes charSet, srcSet.
    "attr-case": "off",
    // React writes void elements as <br/>; both forms are valid.
    "void-style": "off",
    // HTML5 ids need only be non-empty without spaces; React's useId starts with _.
    "valid-id": ["error", { relaxed: true }],
    // React writes required="" and selected=""; HTML accepts the empty value.
    "attribute-boolean-style": "off",
    // type="text" is the default, so leaving it out is valid.
    "no-implicit-input-type": "off",
    // Typography in phone numbers, not validity.
    "tel-non-breaking": "off",
    // An SEO length preference, not validity.
    "long-title": "off",
    // Tailwind's arbitrary values and SVG presentation are inline by design.
    "no-inline-style": "off",
    // A legend is optional: the fieldsets group fields to disable them together.
    "wcag/h71": "off",
    // ARIA lets any nameable role be labelled, a list of tags included.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Focusable scroll areas use role="region" with a label, the ARIA pattern.
    "prefer-native-element": "off",
  },
});

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

function describeMessage(message: Message) {
  return `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ""})`;
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
      const report = await validator.validateString(await response.text());
      const errors = report.results.flatMap((result) =>
        result.messages.filter((message) => message.severity === 2),
      );
      if (errors.length > 0) problems[path] = errors.map(describeMessage);
    }
    expect(problems).toEqual({});
  });
});
