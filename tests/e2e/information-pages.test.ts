import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import { countertopMaterials } from "#app/content/education.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";

// The information pages (about, information, education, learning guide,
// privacy, terms, licensing): server-rendered sections, head tags, onward
// links, and the learning guide's print button and "email me" form.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

function decode(text: string) {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .trim();
}

function h2sOf(html: string) {
  return [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) =>
    decode(match[1]!),
  );
}

function mainOf(html: string) {
  return /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
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

async function fetchPage(path: string) {
  const response = await fetch(baseUrl + path);
  expect(response.status).toBe(200);
  return response.text();
}

interface PageCase {
  path: string;
  h1: string;
  crumb: string;
  sections: string[];
  links: string[];
}

const pages: PageCase[] = [
  {
    path: "/about",
    h1: "About Lakeside Kitchen & Bath",
    crumb: "About Us",
    sections: [
      "Our family story",
      "Two ways to count our experience",
      "Lakeside Kitchen & Bath by the numbers",
      "Our mission",
      "Our promise",
      "The people you will work with",
      "Visit our Congers showroom",
      "Credentials and recognition",
      "In our community",
      "Where we work",
      "Keep exploring",
    ],
    links: ["/contact", "/gallery", "/services", "/locations", "/information"],
  },
  {
    path: "/information",
    h1: "Homeowner Information Center",
    crumb: "Information",
    sections: [
      "Our process, step by step",
      "What to expect while we work",
      "How to prepare your home",
      "Warranties",
      "Permits and inspections",
      "Licenses and insurance",
      "Payments and financing",
      "More help for homeowners",
    ],
    links: ["/licensing-info", "/financing", "/learning-guide", "/contact"],
  },
  {
    path: "/education",
    h1: "Remodeling Education",
    crumb: "Education",
    sections: [
      "Cabinets: stock, semi-custom and custom",
      "Countertop materials compared",
      "Tile: choosing what goes on floors and walls",
      "Kitchen and bath layouts",
      "Accessibility and aging in place",
      "Put it into practice",
    ],
    links: [
      "/services/kitchen-cabinets",
      "/services/countertops",
      "/services/tile-installation",
      "/learning-guide",
      "/contact",
    ],
  },
  {
    path: "/learning-guide",
    h1: "Free Remodeling Learning Guide",
    crumb: "Learning Guide",
    sections: [
      "What this guide covers",
      "The eight steps of a successful remodel",
      "Questions to ask any contractor",
      "My project notes",
      "Email me the guide",
      "Ready for the next step?",
    ],
    links: ["/education", "/information", "/contact", "/privacy"],
  },
  {
    path: "/privacy",
    h1: "Privacy Policy",
    crumb: "Privacy Policy",
    sections: [
      "What we collect through our forms",
      "Cookies and information collected automatically",
      "How we use and share information",
      "Email provider and other service providers",
      "How long we keep it",
      "Your choices and rights",
      "Security and children",
      "Changes and how to contact us",
      "Related pages",
    ],
    links: [
      "/terms",
      "/licensing-info",
      "/contact",
      `mailto:${business.email}`,
    ],
  },
  {
    path: "/terms",
    h1: "Terms of Service",
    crumb: "Terms of Service",
    sections: [
      "Prices, estimates and timelines are not offers",
      "Financing is subject to credit approval",
      "Using our content",
      "Acceptable use",
      "General information, not professional advice",
      "Links and limits of liability",
      "Governing law",
      "Changes and contact",
      "Related pages",
    ],
    links: ["/privacy", "/financing", "/information"],
  },
  {
    path: "/licensing-info",
    h1: "Licensing & Insurance",
    crumb: "Licensing",
    sections: [
      "Licenses and registrations by state",
      "Insurance that protects you",
      "EPA Lead-Safe Certified Firm",
      "Next steps",
    ],
    links: ["/information", "/about", "/contact"],
  },
];

describe("the information pages", () => {
  it.each(pages)(
    "$path renders its sections in order, its head tags, breadcrumbs and onward links",
    async ({ path, h1, crumb, sections, links }) => {
      const html = await fetchPage(path);
      const main = mainOf(html);
      expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? "")).toBe(
        h1,
      );

      // Key sections, in order.
      const h2s = h2sOf(main);
      let cursor = -1;
      for (const section of sections) {
        const index = h2s.findIndex(
          (text, i) => i > cursor && text === section,
        );
        expect(index, `${section} after position ${cursor}`).toBeGreaterThan(
          cursor,
        );
        cursor = index;
      }

      // Headings never skip a level inside the main content.
      const levels = headingLevels(html);
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
      }

      // Head: title, description, canonical, Open Graph.
      expect(html).toMatch(
        /<title>[^<]*Lakeside Kitchen &amp; Bath[^<]*<\/title>/,
      );
      expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
      expect(html).toContain(`<link rel="canonical" href="${baseUrl}${path}"`);
      expect(html).toContain(
        `<meta property="og:url" content="${baseUrl}${path}"`,
      );
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:description"');

      // Breadcrumb trail, visible and as structured data.
      expect(main).toContain('aria-label="Breadcrumb"');
      expect(main).toMatch(
        new RegExp(
          `<span aria-current="page">${crumb.replace(/&/g, "&amp;")}</span>`,
        ),
      );
      const breadcrumbs = jsonLdBlocks(html).find(
        (block) => block["@type"] === "BreadcrumbList",
      ) as { itemListElement: Array<{ name: string; item: string }> };
      expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
        "Home",
        crumb,
      ]);
      expect(breadcrumbs.itemListElement[1]!.item).toBe(baseUrl + path);

      // Onward links: no dead ends.
      for (const link of links) {
        expect(main, link).toContain(`href="${link}"`);
      }

      // No placeholder copy.
      expect(main).not.toMatch(/lorem ipsum|coming soon/i);
    },
  );

  it("/licensing-info shows each state's license number marked as a demo value", async () => {
    const html = decode(mainOf(await fetchPage("/licensing-info")));
    for (const license of business.licenses) {
      const number = license.number.replace(/\s*\(demo value\)$/, "");
      expect(html).toContain(license.authority);
      expect(html).toMatch(
        new RegExp(
          `${license.state}[\\s\\S]*?${number.replace(/\./g, "\\.")}\\s*\\(demo value\\)`,
        ),
      );
    }
    for (const fact of [
      "General liability",
      "Workers' compensation",
      "before 1978",
      "Renovation, Repair and Painting",
    ]) {
      expect(html.toLowerCase()).toContain(fact.toLowerCase());
    }
  });

  it("/education compares countertop materials in an accessible, keyboard-scrollable table", async () => {
    const html = mainOf(await fetchPage("/education"));
    const region = /<div role="region"[^>]*tabindex="0"[^>]*>/.exec(html)?.[0];
    expect(region).toContain("aria-label=");
    expect(html).toMatch(/<caption[^>]*>[^<]*Countertop materials compared/);
    expect(html).toContain('<th scope="col"');
    for (const material of countertopMaterials) {
      expect(html).toContain(`<th scope="row"`);
      expect(decode(html)).toContain(material.name);
    }
  });

  it("/privacy and /terms cover what the site collects and the key terms", async () => {
    const privacy = decode(mainOf(await fetchPage("/privacy")));
    for (const fact of [
      "set no cookies",
      "loan",
      "newsletter",
      "email provider",
      "never sell",
      business.email,
    ]) {
      expect(privacy.toLowerCase()).toContain(fact.toLowerCase());
    }
    const terms = decode(mainOf(await fetchPage("/terms")));
    for (const fact of [
      "not offers",
      "subject to credit approval",
      "laws of the State of New York",
    ]) {
      expect(terms).toContain(fact);
    }
  });
});

describe("the learning guide", () => {
  it("subscribes with source learning-guide from the 'Email me the guide' form", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/learning-guide`,
      PHONE,
      { coldCache: true },
    );
    const form = page.locator("form", {
      has: page.getByRole("heading", { name: "Email me the guide" }),
    });
    await form
      .getByLabel("Email address")
      .fill(`guide.${Date.now()}@example.com`);
    const request = page.waitForRequest("**/api/email/subscribe");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const body = (await request).postDataJSON() as { source: string };
    expect(body.source).toBe("learning-guide");
    await page.getByText("Success!", { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("has a print button that prints only the guide", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/learning-guide`,
      DESKTOP,
    );
    await page.evaluate(() => {
      const flagged = window as unknown as { printed: number };
      flagged.printed = 0;
      window.print = () => {
        flagged.printed += 1;
      };
    });
    await page.getByRole("button", { name: "Print this guide" }).click();
    expect(
      await page.evaluate(
        () => (window as unknown as { printed: number }).printed,
      ),
    ).toBe(1);

    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.locator("#site-footer").isVisible()).toBe(false);
    expect(
      await page.getByRole("button", { name: "Print this guide" }).isVisible(),
    ).toBe(false);
    expect(
      await page
        .getByRole("heading", { name: "Email me the guide" })
        .isVisible(),
    ).toBe(false);
    expect(
      await page
        .getByRole("heading", {
          name: "The eight steps of a successful remodel",
        })
        .isVisible(),
    ).toBe(true);
    await page.emulateMedia({ media: "screen" });
    expect(await page.locator("#site-footer").isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
