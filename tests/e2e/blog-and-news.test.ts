import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import { blogPostSeeds } from "#app/db/seed/data/blog-posts.ts";
import { newsSeeds } from "#app/db/seed/data/news.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";

// The blog list, a blog post and the news page on the seeded demo content:
// server-rendered content and head, the county filter without JavaScript,
// client navigation with it, and 404s for what is not public.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

const newestFirst = [...blogPostSeeds].sort((a, b) =>
  b.publishedAt.localeCompare(a.publishedAt),
);
const permits = blogPostSeeds.find(
  (post) => post.slug === "kitchen-and-bath-permits-in-clarkstown",
)!;

function decode(text: string) {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .trim();
}

function mainOf(html: string) {
  return /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
}

function headings(html: string, level: number) {
  return [
    ...mainOf(html).matchAll(
      new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"),
    ),
  ].map((match) => decode(match[1]!));
}

function headingLevels(html: string) {
  return [...mainOf(html).matchAll(/<h([1-6])[\s>]/g)].map((match) =>
    Number(match[1]),
  );
}

function jsonLdBlocks(html: string) {
  return [
    ...html.matchAll(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

async function fetchPage(path: string, status = 200) {
  const response = await fetch(baseUrl + path);
  expect(response.status, path).toBe(status);
  return response.text();
}

async function cardTitles(page: Page) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading", { level: 2 })
    .allTextContents();
}

describe("the blog", () => {
  it("/blogs lists the seeded posts on the server, newest first, with head tags", async () => {
    const html = await fetchPage("/blogs");
    expect(headings(html, 1)).toEqual(["Remodeling Blog"]);
    const cards = headings(html, 2).filter((title) =>
      blogPostSeeds.some((post) => post.title === title),
    );
    expect(cards).toEqual(newestFirst.map((post) => post.title));
    for (const post of blogPostSeeds)
      expect(html).toContain(`href="/blogs/${post.slug}"`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/blogs"/>`);
    expect(html).toMatch(/<meta property="og:title" content="Remodeling Blog/);
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain(`Showing ${blogPostSeeds.length} articles.`);
    // Only the blog: news items are not listed.
    for (const item of newsSeeds)
      expect(html).not.toContain(`/blogs/${item.slug}`);
  });

  it("filters by county with JavaScript off, with a shareable URL", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/blogs`,
      PHONE,
      { javaScriptEnabled: false },
    );
    const filter = page.getByRole("navigation", {
      name: "Filter articles by county",
    });
    expect(await cardTitles(page)).toHaveLength(blogPostSeeds.length);
    await filter.getByRole("link", { name: "Rockland County, NY" }).click();
    await page.waitForURL(`${baseUrl}/blogs?county=rockland`);
    const rockland = blogPostSeeds.filter(
      (post) => post.county === "Rockland County",
    );
    expect(await cardTitles(page)).toEqual(rockland.map((post) => post.title));
    expect(
      await filter
        .getByRole("link", { name: "Rockland County, NY" })
        .getAttribute("aria-current"),
    ).toBe("page");
    expect(await page.getByRole("status").textContent()).toBe(
      `Showing ${rockland.length} article${rockland.length === 1 ? "" : "s"} about Rockland County, NY.`,
    );
    await filter.getByRole("link", { name: "All areas" }).click();
    await page.waitForURL(`${baseUrl}/blogs`);
    expect(await cardTitles(page)).toHaveLength(blogPostSeeds.length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a post renders its heading, content, facts, calls to action and JSON-LD", async () => {
    const html = await fetchPage(`/blogs/${permits.slug}`);
    expect(headings(html, 1)).toEqual([permits.title]);
    const levels = headingLevels(html);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let index = 1; index < levels.length; index++)
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    const sections = headings(html, 2);
    expect(sections).toEqual(
      expect.arrayContaining([
        "When a permit is usually needed",
        "Planning a project in Rockland County, NY?",
        "More remodeling advice",
      ]),
    );
    expect(html).toContain(
      '<time dateTime="2026-10-14">October 14, 2026</time>',
    );
    expect(html).toMatch(/\d+ min read/);
    expect(html).toContain("Rockland County, NY");
    expect(html).toContain(`href="tel:${business.phone.tel}"`);
    expect(html).toContain("Schedule a showroom visit");
    expect(html).toContain("Request a free quote");
    expect(html).toContain('href="/blogs?county=rockland"');
    expect(html).toContain(
      `<link rel="canonical" href="${baseUrl}/blogs/${permits.slug}"/>`,
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcSet="\/media\//,
    );

    const blocks = jsonLdBlocks(html);
    const article = blocks.find((block) => block["@type"] === "Article")!;
    expect(article).toMatchObject({
      headline: permits.title,
      description: permits.metaDescription,
      url: `${baseUrl}/blogs/${permits.slug}`,
      datePublished: new Date(permits.publishedAt).toISOString(),
      publisher: { name: business.name },
      contentLocation: { name: "Rockland County, NY" },
    });
    expect((article.image as string[])[0]).toMatch(
      new RegExp(`^${baseUrl}/media/[0-9a-f-]+-1200\\.webp$`),
    );
    const breadcrumb = blocks.find(
      (block) => block["@type"] === "BreadcrumbList",
    )!;
    expect(
      (breadcrumb.itemListElement as Array<{ name: string }>).map(
        (item) => item.name,
      ),
    ).toEqual(["Home", "Blog", permits.title]);
  });

  it("opens a post from the list with JavaScript, and its image is served", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/blogs`,
      DESKTOP,
    );
    await page
      .getByRole("link", { name: newestFirst[1]!.title, exact: true })
      .click();
    await page.waitForURL(`${baseUrl}/blogs/${newestFirst[1]!.slug}`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(newestFirst[1]!.title);
    const hero = page.getByRole("img", { name: newestFirst[1]!.imageAlt });
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.title()).toContain(newestFirst[1]!.title);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("answers the not-found page for unknown, news and malformed URLs", async () => {
    for (const path of [
      "/blogs/no-such-post",
      `/blogs/${newsSeeds[0]!.slug}`,
      "/blogs?page=2",
      "/blogs?page=0",
      "/blogs?page=1.5",
      "/news?page=-1",
    ]) {
      const html = await fetchPage(path, 404);
      expect(headings(html, 1), path).toEqual(["Page not found"]);
    }
  });
});

describe("the news page", () => {
  it("/news shows every news item whole, newest first, with its date", async () => {
    const html = await fetchPage("/news");
    expect(headings(html, 1)).toEqual(["Company News"]);
    const newest = [...newsSeeds].sort((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    );
    const items = headings(html, 2).filter((title) =>
      newsSeeds.some((item) => item.title === title),
    );
    expect(items).toEqual(newest.map((item) => item.title));
    for (const item of newsSeeds) expect(html).toContain(`id="${item.slug}"`);
    expect(html).toContain("breast cancer");
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/news"/>`);
    expect(html).toContain('href="/blogs"');
    expect(html).toContain('href="/about#community"');
    // Blog posts stay on the blog.
    for (const post of blogPostSeeds) expect(html).not.toContain(post.title);
  });
});
