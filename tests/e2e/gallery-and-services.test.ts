import type { Browser, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { costRanges } from "#app/content/home.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";

const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

function h1Of(html: string) {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<!-- -->/g, "")
    .trim();
}

function h2sOf(html: string) {
  return [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
    match[1]!
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
      .trim(),
  );
}

function jsonLdTypes(html: string) {
  return [
    ...html.matchAll(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => (JSON.parse(match[1]!) as { "@type": string })["@type"]);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;");

describe("service pages, rendered on the server", () => {
  it.each(serviceSummaries.map((service) => [service.href, service] as const))(
    "%s shows its heading, what's included, the process, materials, FAQs and calls to action",
    async (href, service) => {
      const response = await fetch(baseUrl + href);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(h1Of(html)).toBe(escapeHtml(service.title));
      const h2s = h2sOf(html);
      expect(h2s).toEqual(
        expect.arrayContaining([
          "At a glance",
          "What's included",
          "Our process, from showroom visit to final walkthrough",
          "Materials and options",
          "Frequently asked questions",
          "Other services",
        ]),
      );
      expect(html).toContain('href="/contact"');
      expect(html).toContain("Schedule a showroom visit");
      expect(html).toContain("Request a free quote");
      expect(html).toContain('href="tel:+18455550142"');
      expect(html).toContain('href="/financing"');
      expect(jsonLdTypes(html)).toEqual(
        expect.arrayContaining(["Service", "BreadcrumbList", "FAQPage"]),
      );
      // The seeded demo has projects and reviews for every service.
      expect(h2s).toContain(`Recent ${service.title.toLowerCase()} projects`);
      expect(h2s).toContain(
        `What our ${service.title.toLowerCase()} clients say`,
      );
      expect(html).toContain(
        `href="/gallery?category=${service.galleryCategory}"`,
      );
    },
  );

  it("the kitchen and bathroom pages quote the spec's price ranges and timeline", async () => {
    const kitchen = await (
      await fetch(`${baseUrl}/services/kitchen-remodeling`)
    ).text();
    expect(kitchen).toContain(costRanges.kitchen);
    expect(kitchen).toContain(costRanges.kitchenTimeline);
    const bath = await (
      await fetch(`${baseUrl}/services/bathroom-remodeling`)
    ).text();
    expect(bath).toContain(costRanges.bathroom);
    expect(bath).toContain(costRanges.smallBathroom);
  });

  it("/services lists all six services with a photo, a summary and a link", async () => {
    const response = await fetch(`${baseUrl}/services`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1Of(html)).toBe("Kitchen &amp; Bath Remodeling Services");
    const h2s = h2sOf(html);
    for (const service of serviceSummaries) {
      expect(h2s).toContain(service.title);
      expect(html).toContain(`href="${service.href}"`);
      expect(html).toContain(escapeHtml(service.shortDescription));
    }
    expect(html.match(/<source type="image\/avif"/g)?.length).toBe(6);
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="tel:+18455550142"');
    expect(html).toContain('href="/financing"');
    expect(jsonLdTypes(html)).toEqual(
      expect.arrayContaining(["BreadcrumbList", "ItemList"]),
    );
  });
});

function projectCategories(page: Page) {
  return page
    .getByRole("article")
    .evaluateAll((articles) =>
      articles.map((article) => (article as HTMLElement).dataset.category),
    );
}

describe("the gallery", () => {
  it("filters by category with JavaScript off, with a shareable URL", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/gallery`,
      PHONE,
      { javaScriptEnabled: false },
    );
    const filter = page.getByRole("navigation", {
      name: "Filter projects by category",
    });
    const all = (await projectCategories(page)).length;
    expect(all).toBeGreaterThanOrEqual(6);
    // Without JavaScript both photos of each project are on the page.
    expect(await page.getByRole("slider").count()).toBe(0);
    expect(
      await page
        .getByRole("img", { name: "Modern Kitchen Renovation, before" })
        .count(),
    ).toBe(1);
    expect(
      await page
        .getByRole("img", { name: "Modern Kitchen Renovation, after" })
        .count(),
    ).toBe(1);

    await filter.getByRole("link", { name: "Bathrooms" }).click();
    await page.waitForURL(`${baseUrl}/gallery?category=bathrooms`);
    const bathrooms = await projectCategories(page);
    expect(bathrooms.length).toBeGreaterThan(0);
    expect(bathrooms.length).toBeLessThan(all);
    expect(new Set(bathrooms)).toEqual(new Set(["bathrooms"]));
    for (const article of await page.getByRole("article").all()) {
      expect(await article.innerText()).toContain("Bathrooms");
    }
    expect(
      await filter
        .getByRole("link", { name: "Bathrooms" })
        .getAttribute("aria-current"),
    ).toBe("page");
    expect(await page.getByRole("status").innerText()).toBe(
      `Showing ${bathrooms.length} bathroom projects.`,
    );

    await filter.getByRole("link", { name: "All projects" }).click();
    await page.waitForURL(`${baseUrl}/gallery`);
    expect(await projectCategories(page)).toHaveLength(all);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows every project for an unknown category, without an error", async () => {
    const response = await fetch(`${baseUrl}/gallery?category=roofing`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const everything = await (await fetch(`${baseUrl}/gallery`)).text();
    const count = (text: string) => text.match(/<article/g)?.length ?? 0;
    expect(count(html)).toBe(count(everything));
    expect(html).toMatch(/Showing all \d+ projects\./);
  });

  it("projects appear featured first, in the owner's order, with their story", async () => {
    const html = await (await fetch(`${baseUrl}/gallery`)).text();
    const first = html.indexOf("Modern Kitchen Renovation");
    const later = html.indexOf("Custom Tile Work");
    expect(first).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(first);
    expect(html).toContain("New City, NY");
    expect(html).toContain("May 2025");
    // The first project's photos load at once; the rest wait until needed.
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images[0]).toContain('loading="eager"');
    expect(images[1]).toContain('loading="eager"');
    expect(images.slice(2).every((tag) => tag.includes('loading="lazy"'))).toBe(
      true,
    );
    expect(images[0]).toMatch(/width="\d+"/);
    expect(html).toContain("400w");
    expect(html).toContain("1200w");
  });
});

async function clipOf(slider: Locator) {
  return slider.evaluate(
    (input) =>
      (input.parentElement!.querySelector("[data-slider-after]") as HTMLElement)
        .style.clipPath,
  );
}

describe("the before/after slider", () => {
  it("moves with the keyboard and announces how much of the after photo shows", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/gallery`,
      DESKTOP,
    );
    const slider = page.getByRole("slider", {
      name: "Reveal the after photo of Modern Kitchen Renovation",
    });
    expect(await slider.getAttribute("aria-valuetext")).toBe("50% after");
    expect(await clipOf(slider)).toBe("inset(0px 50% 0px 0px)");

    await slider.focus();
    expect(
      await slider.evaluate((input) => input.matches(":focus-visible")),
    ).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await slider.getAttribute("aria-valuetext")).toBe("52% after");
    expect(await clipOf(slider)).toBe("inset(0px 48% 0px 0px)");
    await page.keyboard.press("End");
    expect(await slider.getAttribute("aria-valuetext")).toBe("100% after");
    expect(await clipOf(slider)).toBe("inset(0px 0% 0px 0px)");
    await page.keyboard.press("Home");
    expect(await slider.getAttribute("aria-valuetext")).toBe("0% after");
    expect(await clipOf(slider)).toBe("inset(0px 100% 0px 0px)");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("follows a click and a drag across the photo", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/gallery`,
      DESKTOP,
    );
    const slider = page.getByRole("slider", {
      name: "Reveal the after photo of Modern Kitchen Renovation",
    });
    // The range is added once the page has hydrated.
    await slider.waitFor();
    const photo = slider.locator("xpath=..");
    await photo.evaluate((element) =>
      element.scrollIntoView({ block: "center" }),
    );
    const box = (await photo.boundingBox())!;
    const at = (share: number) => box.x + box.width * share;
    const reveal = async () => Number(await slider.inputValue());

    await page.mouse.click(at(0.25), box.y + box.height * 0.8);
    expect(Math.abs((await reveal()) - 25)).toBeLessThanOrEqual(1);
    expect(await slider.getAttribute("aria-valuetext")).toBe(
      `${await reveal()}% after`,
    );

    await page.mouse.move(at(0.3), box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(at(0.75), box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    expect(Math.abs((await reveal()) - 75)).toBeLessThanOrEqual(1);
    expect(await clipOf(slider)).toBe(
      `inset(0px ${100 - (await reveal())}% 0px 0px)`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("follows a finger on a phone", async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/gallery`);
    await page.waitForSelector("html[data-hydrated]");
    const slider = page.getByRole("slider", {
      name: "Reveal the after photo of Modern Kitchen Renovation",
    });
    await slider.waitFor();
    const photo = slider.locator("xpath=..");
    // Centred, clear of the sticky header and the floating Text Us button.
    await photo.evaluate((element) =>
      element.scrollIntoView({ block: "center" }),
    );
    const box = (await photo.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await context.newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: box.x + box.width / 2, y }],
    });
    for (let step = 1; step <= 10; step++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: box.x + box.width * (0.5 + 0.03 * step), y }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchEnd",
      touchPoints: [],
    });
    await expect
      .poll(async () => Number(await slider.inputValue()))
      .toBeGreaterThanOrEqual(75);
    await context.close();
  });

  it("a service page shows its related projects with working sliders", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/services/bathroom-remodeling`,
      DESKTOP,
    );
    const sliders = page.getByRole("slider", {
      name: /^Reveal the after photo of /,
    });
    expect(await sliders.count()).toBeGreaterThan(0);
    await sliders.first().focus();
    await page.keyboard.press("PageUp");
    expect(await sliders.first().getAttribute("aria-valuetext")).not.toBe(
      "50% after",
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
