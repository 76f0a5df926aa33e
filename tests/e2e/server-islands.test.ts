import crypto from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { serviceDetails } from "#app/content/service-details.ts";

// ADR 0012: the stylesheet is inlined, JSON-LD comes from loaders, and the
// home page's static sections are server islands that hydration leaves as
// they are. These check what a visitor and a crawler get from that.

const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

const headings = (page: Page) =>
  page.locator("main h1, main h2").allInnerTexts();

// A mark on window survives client-side navigations, not document loads.
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { mark: string }).mark = "same document";
  });
const windowMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { mark?: string }).mark);

describe("the home page's first render", () => {
  it("paints from an inline stylesheet allowed by its hash, with no stylesheet request and no layout shift", async () => {
    // A phone as Lighthouse emulates one: overlay scrollbars, so a scrollbar
    // appearing while the page streams in does not narrow the layout (a
    // desktop-only effect that would show here as a tiny shift).
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet")
        stylesheets.push(request.url());
    });
    // Each shift is recorded with what moved, so a failure names it.
    await page.addInitScript(() => {
      const shifts: Array<{ at: number; text: string }> = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as {
            value: number;
            sources: Array<{
              node?: Node;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }>;
          };
          const moved = shift.sources.map((source) => {
            const node = source.node as HTMLElement | undefined;
            const name = node
              ? `${node.nodeName}.${String(node.className)} "${(node.textContent ?? "").slice(0, 40)}"`
              : "(gone)";
            return `${name} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`;
          });
          shifts.push({
            at: entry.startTime,
            text: `${shift.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`,
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const response = await page.goto(`${baseUrl}/`);
    await page.waitForSelector("html[data-hydrated]");
    // Tooltips swap in when idle; nothing may move while the page settles.
    await page.waitForSelector("[data-tooltips-ready]");
    await page.waitForTimeout(500);
    // Counted from the end of parsing: on a starved machine Chrome paints
    // a half-parsed document (a button's icon before its words), which no
    // markup can prevent; what this page does once parsed (hydration,
    // islands, tooltips) must move nothing.
    expect(
      await page.evaluate(() => {
        const parsed = (
          performance.getEntriesByType(
            "navigation",
          )[0] as PerformanceNavigationTiming
        ).domInteractive;
        return (
          window as unknown as { shifts: Array<{ at: number; text: string }> }
        ).shifts
          .filter((shift) => shift.at >= parsed)
          .map((shift) => shift.text);
      }),
    ).toEqual([]);
    const csp = response!.headers()["content-security-policy"]!;
    const html = await response!.text();
    // Every section is written in place: no boundary is swapped in later
    // by a script (which would delay the paint and shift the layout).
    expect(html).not.toMatch(/<template|\$RC\(/);
    // One inline stylesheet, allowed by its hash (the page is the same for
    // every visitor, so it carries no nonce).
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
    expect(styles.map(([element]) => element.slice(0, 7))).toEqual(["<style>"]);
    const hash = crypto
      .createHash("sha256")
      .update(styles[0]![1]!)
      .digest("base64");
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(stylesheets).toEqual([]);
    // The styles apply: the hero is the brand's dark blue.
    const heroBackground = await page
      .locator("section[aria-labelledby=hero-heading]")
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(heroBackground).toBe("rgb(15, 45, 67)");
    await context.close();
  });

  it("keeps every server-rendered section through hydration, without hydration errors", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/`,
      DESKTOP,
    );
    const html = await (await fetch(`${baseUrl}/`)).text();
    const serverHeadings = [
      ...html.matchAll(/<h[12]\b[^>]*>([\s\S]*?)<\/h[12]>/g),
    ].length;
    await page.waitForTimeout(500);
    const shown = await headings(page);
    // The footer's headings are outside main.
    expect(shown.length).toBeGreaterThanOrEqual(11);
    expect(serverHeadings).toBeGreaterThanOrEqual(shown.length);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("links and navigation through server islands", () => {
  it("a link inside a kept section navigates without reloading the document, and the home JSON-LD goes with the page", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/`,
      DESKTOP,
    );
    expect(await page.locator("script[data-server-json-ld]").count()).toBe(2);
    await markWindow(page);
    await page
      .locator("main")
      .getByRole("link", { name: "View full portfolio" })
      .click();
    await page.waitForURL(`${baseUrl}/gallery`);
    // The URL changes before the new page renders: wait for its own heading.
    await page
      .getByRole("heading", { level: 1, name: "Before & After Gallery" })
      .waitFor();
    expect(await windowMark(page)).toBe("same document");
    await expect
      .poll(() => page.locator("script[data-server-json-ld]").count())
      .toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("reaching the home page by a client-side navigation renders every section", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/about`,
      DESKTOP,
    );
    const direct = await openPage(browser, `${baseUrl}/`, DESKTOP);
    const expected = await headings(direct.page);
    await direct.context.close();

    await markWindow(page);
    await page.locator("header").getByRole("link").first().click();
    await page.waitForURL(`${baseUrl}/`);
    await page
      .getByRole("heading", { name: "All our services" })
      .waitFor({ timeout: 10_000 });
    expect(await windowMark(page)).toBe("same document");
    expect(await headings(page)).toEqual(expected);
    // The footer's static columns came with the page.
    expect(
      await page
        .locator("footer")
        .getByRole("heading", { name: "Services" })
        .count(),
    ).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the service page's islands", () => {
  const servicePath = "/services/kitchen-remodeling";

  it("keeps every server-rendered section through hydration, and a client-side navigation renders the same sections", async () => {
    const direct = await openPage(browser, `${baseUrl}${servicePath}`, DESKTOP);
    const expected = await headings(direct.page);
    // Intro, overview, includes, process, materials, projects, reviews,
    // financing, questions, call to action, other services.
    expect(expected.length).toBeGreaterThanOrEqual(10);
    expect(expected).toContain("Other services");
    // The copy is in the HTML, not in the page's loader data.
    const html = await (await fetch(`${baseUrl}${servicePath}`)).text();
    const question = serviceDetails["kitchen-remodeling"].faqs[0]!.question;
    const loaderData = html.match(/streamController\.enqueue\([\s\S]*?\);/g);
    expect(loaderData).not.toBeNull();
    expect(loaderData!.join("")).not.toContain(question);
    expect(html).toContain(question);
    expect(direct.problems).toEqual([]);
    await direct.context.close();

    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/services`,
      DESKTOP,
    );
    await markWindow(page);
    await page.locator(`main a[href="${servicePath}"]`).first().click();
    await page.waitForURL(`${baseUrl}${servicePath}`);
    await page
      .getByRole("heading", { name: "Other services" })
      .waitFor({ timeout: 10_000 });
    expect(await windowMark(page)).toBe("same document");
    expect(await headings(page)).toEqual(expected);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a link inside a kept section navigates without reloading the document", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}${servicePath}`,
      DESKTOP,
    );
    await markWindow(page);
    await page.getByRole("link", { name: "All services" }).click();
    await page.waitForURL(`${baseUrl}/services`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await windowMark(page)).toBe("same document");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a blog post, one island", () => {
  const postPath = "/blogs/kitchen-and-bath-permits-in-clarkstown";

  it("keeps the article through hydration, and a client-side navigation from the blog renders the same page", async () => {
    const direct = await openPage(browser, `${baseUrl}${postPath}`, DESKTOP);
    const expected = await headings(direct.page);
    expect(expected).toContain("More remodeling advice");
    expect(
      await direct.page.locator("script[data-server-json-ld]").count(),
    ).toBe(2);
    expect(direct.problems).toEqual([]);
    await direct.context.close();

    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/blogs`,
      DESKTOP,
    );
    await markWindow(page);
    await page.locator(`main a[href="${postPath}"]`).first().click();
    await page.waitForURL(`${baseUrl}${postPath}`);
    await page
      .getByRole("heading", { name: "More remodeling advice" })
      .waitFor({ timeout: 10_000 });
    expect(await windowMark(page)).toBe("same document");
    expect(await headings(page)).toEqual(expected);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a location page's islands", () => {
  const locationPath = "/rockland/new-city/kitchen-remodeling";

  it("writes its service, breadcrumb and FAQ structured data from the loader, on the configured site URL", async () => {
    const html = await (await fetch(`${baseUrl}${locationPath}`)).text();
    const blocks = [
      ...html.matchAll(
        /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map(
      (match) =>
        JSON.parse(match[1]!) as {
          "@type": string;
          url?: string;
          mainEntity?: unknown[];
        },
    );
    expect(blocks.map((block) => block["@type"])).toEqual([
      "Service",
      "BreadcrumbList",
      "FAQPage",
    ]);
    expect(blocks[0]!.url).toMatch(
      new RegExp(`^https?://[^/]+${locationPath}$`),
    );
    expect(blocks[2]!.mainEntity!.length).toBeGreaterThan(0);
  });

  it("keeps its sections through hydration and renders the same ones after a client-side navigation", async () => {
    const direct = await openPage(
      browser,
      `${baseUrl}${locationPath}`,
      DESKTOP,
    );
    const expected = await headings(direct.page);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(direct.problems).toEqual([]);
    await direct.context.close();

    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/near-me/rockland/new-city`,
      DESKTOP,
    );
    await markWindow(page);
    await page.locator(`main a[href="${locationPath}"]`).first().click();
    await page.waitForURL(`${baseUrl}${locationPath}`);
    await expect.poll(() => headings(page)).toEqual(expected);
    expect(await windowMark(page)).toBe("same document");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a client-side navigation within the same route", () => {
  // The route's component stays mounted; its islands must show the new
  // page, not keep the first page's server HTML.
  async function navigateWithin(
    fromPath: string,
    linkHref: string,
    newHeading: string,
  ) {
    const direct = await openPage(browser, `${baseUrl}${linkHref}`, DESKTOP);
    const expected = await headings(direct.page);
    await direct.context.close();

    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}${fromPath}`,
      DESKTOP,
    );
    await markWindow(page);
    await page.locator(`main a[href="${linkHref}"]`).first().click();
    await page.waitForURL(`${baseUrl}${linkHref}`);
    await page
      .getByRole("heading", { level: 1, name: newHeading })
      .waitFor({ timeout: 10_000 });
    await expect.poll(() => headings(page)).toEqual(expected);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await windowMark(page)).toBe("same document");
    expect(problems).toEqual([]);
    await context.close();
  }

  it("from one service to another", async () => {
    await navigateWithin(
      "/services/kitchen-remodeling",
      "/services/bathroom-remodeling",
      "Bathroom Remodeling",
    );
  });

  it("from one blog post to a related one", async () => {
    const html = await (
      await fetch(`${baseUrl}/blogs/kitchen-and-bath-permits-in-clarkstown`)
    ).text();
    const related =
      /id="related-heading"[\s\S]*?<h3[^>]*><a[^>]*href="(\/blogs\/[^"]+)"[^>]*>([\s\S]*?)<\/a>/.exec(
        html,
      );
    expect(related).not.toBeNull();
    const title = related![2]!
      .replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .trim();
    await navigateWithin(
      "/blogs/kitchen-and-bath-permits-in-clarkstown",
      related![1]!,
      title,
    );
  });
});

describe("a shared page the browser has kept", () => {
  it("is asked for again, not shown as kept, when a client navigation needs its data", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/blogs`,
      DESKTOP,
    );
    // Fetched as a client navigation fetches it, twice: a copy the browser
    // may show while it fetches the next (stale-while-revalidate in
    // Cache-Control) would answer the second from the cache, 0 bytes over
    // the network, however the blog changed in between.
    const transferred = await page.evaluate(async () => {
      for (let time = 0; time < 2; time++) {
        await (await fetch("/blogs.data")).text();
      }
      return performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === "/blogs.data")
        .map((entry) => (entry as PerformanceResourceTiming).transferSize);
    });
    expect(transferred).toHaveLength(2);
    expect(transferred.every((bytes) => bytes > 0)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
