import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { aiFaq } from "#app/content/ai-faq.ts";
import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import { EMBED_FRAME_ATTRIBUTES } from "#app/utils/embeds.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";

const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

const KITCHEN_VIDEO = "Planning Kitchen Work Zones";

describe("the design inspiration page", () => {
  it("renders on the server with its heading, cards and thumbnails of our own", async () => {
    const response = await fetch(`${baseUrl}/design-inspiration`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Design Inspiration<\/h1>/);
    expect(html.match(/<article/g)?.length).toBe(8);
    expect(html).toContain(KITCHEN_VIDEO);
    expect(html).toContain("Designer tip");
    expect(html).toContain('href="/contact"');
    // No frame, no third-party image or script in the server HTML.
    expect(html).not.toContain("<iframe");
    for (const match of html.matchAll(/<(?:img|script|source)[^>]*>/g)) {
      expect(match[0]).not.toMatch(/(?:src|srcSet|srcset)="https?:/);
    }
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it("makes no request to another host while it loads", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(`${baseUrl}/design-inspiration`);
    await page.waitForSelector("html[data-hydrated]");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const origin = new URL(baseUrl).origin;
    const foreign = requests.filter(
      (url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:"),
    );
    expect(foreign).toEqual([]);
    expect(requests.some((url) => url.includes("/media/"))).toBe(true);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("plays a YouTube video in a fixed, sandboxed privacy-mode frame only after a click", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/design-inspiration`,
      DESKTOP,
      { coldCache: true },
    );
    // The test must not need the internet: refuse third-party requests
    // (Chromium may send an out-of-process frame's load past the route; it
    // then fails offline, which is fine). Record what the page asks for.
    await context.route("https://**", (route) => route.abort());
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://")) thirdParty.push(request.url());
    });
    expect(await page.locator("iframe").count()).toBe(0);
    const play = page.getByRole("button", {
      name: `Play video: ${KITCHEN_VIDEO}`,
    });
    await play.click();
    const frame = page.locator(`iframe[title="${KITCHEN_VIDEO}"]`);
    await frame.waitFor({ state: "attached" });
    expect(await page.locator("iframe").count()).toBe(1);
    expect(await frame.getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/,
    );
    expect(await frame.getAttribute("sandbox")).toBe(
      "allow-scripts allow-same-origin allow-presentation allow-popups",
    );
    expect(await frame.getAttribute("referrerpolicy")).toBe(
      "strict-origin-when-cross-origin",
    );
    expect(await frame.getAttribute("loading")).toBe("lazy");
    expect(await frame.getAttribute("allow")).toBe(
      EMBED_FRAME_ATTRIBUTES.allow,
    );
    expect(await frame.getAttribute("allowfullscreen")).not.toBeNull();
    // Focus moves to the player so keyboard users land on it.
    expect(
      await page.evaluate(() => document.activeElement?.tagName.toLowerCase()),
    ).toBe("iframe");
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(
      thirdParty.every((url) =>
        url.startsWith("https://www.youtube-nocookie.com/embed/"),
      ),
    ).toBe(true);
    // Only the aborted third-party load may complain; never the CSP.
    expect(problems.filter((problem) => /CSP|pageerror/.test(problem))).toEqual(
      [],
    );
    await context.close();
  });

  it("filters by category and source with JavaScript off, and the play control is a link out", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/design-inspiration`,
      PHONE,
      { javaScriptEnabled: false },
    );
    const sources = (attribute: "category" | "source") =>
      page
        .getByRole("article")
        .evaluateAll(
          (articles, name) =>
            articles.map((article) => (article as HTMLElement).dataset[name]),
          attribute,
        );
    expect(await page.getByRole("article").count()).toBe(8);
    const play = page.getByRole("link", {
      name: `Play video: ${KITCHEN_VIDEO}`,
    });
    expect(await play.getAttribute("href")).toBe(
      "https://www.youtube.com/watch?v=LkbKitchn01",
    );

    const bySource = page.getByRole("navigation", {
      name: "Filter ideas by source",
    });
    await bySource.getByRole("link", { name: "YouTube" }).click();
    await page.waitForURL(`${baseUrl}/design-inspiration?source=youtube`);
    expect(await sources("source")).toEqual(["youtube", "youtube"]);
    expect(
      await bySource
        .getByRole("link", { name: "YouTube" })
        .getAttribute("aria-current"),
    ).toBe("page");

    const byCategory = page.getByRole("navigation", {
      name: "Filter ideas by room or product",
    });
    await byCategory.getByRole("link", { name: "Kitchens" }).click();
    await page.waitForURL(
      `${baseUrl}/design-inspiration?category=kitchens&source=youtube`,
    );
    expect(await sources("category")).toEqual(["kitchens"]);
    expect(await page.getByRole("status").innerText()).toBe(
      "Showing 1 matching idea.",
    );

    await bySource.getByRole("link", { name: "All sources" }).click();
    await page.waitForURL(`${baseUrl}/design-inspiration?category=kitchens`);
    expect(await sources("category")).toEqual(["kitchens"]);

    await byCategory.getByRole("link", { name: "All ideas" }).click();
    await page.waitForURL(`${baseUrl}/design-inspiration`);
    expect(await page.getByRole("article").count()).toBe(8);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("answers for AI assistants", () => {
  it("/ai-faq shows 15+ questions and the same questions as FAQPage JSON-LD", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/ai-faq`,
      PHONE,
    );
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Frequently Asked Questions",
    );
    const visible = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allInnerTexts();
    const questions = aiFaq().map((item) => item.question);
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(questions.length).toBeLessThanOrEqual(25);
    expect(visible.filter((text) => questions.includes(text))).toEqual(
      questions,
    );
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const faqPage = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((block) => block["@type"] === "FAQPage") as
      | {
          mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
        }
      | undefined;
    expect(faqPage?.mainEntity.map((entity) => entity.name)).toEqual(questions);
    const text = await page.getByRole("main").innerText();
    expect(text).toContain(business.phone.display);
    expect(text).toContain(business.serviceArea.core[0]);
    expect(text).toContain(business.serviceArea.extended[0]);
    expect(text).toContain("84 months");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("/llms.txt is plain text with absolute links on this server's origin", async () => {
    const response = await fetch(`${baseUrl}/llms.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "text/plain; charset=utf-8",
    );
    const text = await response.text();
    expect(text.startsWith(`# ${business.name}\n`)).toBe(true);
    const links = [...text.matchAll(/\]\(([^)]+)\)/g)].map(
      (match) => match[1]!,
    );
    expect(links.length).toBeGreaterThan(10);
    const origin = new URL(baseUrl).origin;
    for (const link of links) expect(link.startsWith(`${origin}/`)).toBe(true);
    expect(links).toEqual(
      expect.arrayContaining([
        `${origin}/services/kitchen-remodeling`,
        `${origin}/contact`,
        `${origin}/ai-faq`,
      ]),
    );
    expect(text).toContain(business.phone.display);
    expect(text).not.toContain("<");
  });
});
