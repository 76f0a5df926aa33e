import type { Browser, BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { countySeeds } from "#app/db/seed/data/places.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";

const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

const town = (slug: string) =>
  countySeeds.flatMap((county) => county.cities).find((c) => c.slug === slug)!;

async function nearMeWith(
  options: Parameters<Browser["newContext"]>[0],
): Promise<{
  context: BrowserContext;
  problems: string[];
  requests: string[];
}> {
  const context = await browser.newContext({ viewport: PHONE, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${baseUrl}/near-me`);
  await page.waitForSelector("html[data-hydrated]");
  // After hydration React Router asks for the routes of every link on the
  // page (/__manifest, the same list for every visitor); let that settle so
  // only what the location button causes is recorded.
  await page.waitForLoadState("networkidle");
  page.on("request", (request) => requests.push(request.url()));
  return { context, problems, requests };
}

describe("finding a local page", () => {
  it("a visitor goes from /locations to a county, a town, a service page and the contact page", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/locations`,
      DESKTOP,
    );
    const rockland = page.locator("#rockland");
    expect(await rockland.getByRole("heading").innerText()).toContain(
      "Core service area",
    );
    await rockland.getByRole("link", { name: "New City" }).click();
    await page
      .getByRole("heading", {
        level: 1,
        name: "Kitchen & Bath Remodeler Near New City, NY",
      })
      .waitFor();
    expect(page.url()).toBe(`${baseUrl}/near-me/rockland/new-city`);
    await page
      .getByRole("link", { name: "Kitchen Remodeling in New City" })
      .click();
    await page
      .getByRole("heading", {
        level: 1,
        name: "Kitchen Remodeling in New City, New York",
      })
      .waitFor();
    expect(page.url()).toBe(`${baseUrl}/rockland/new-city/kitchen-remodeling`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      await crumbs
        .getByRole("link", { name: "Rockland County" })
        .getAttribute("href"),
    ).toBe("/locations#rockland");
    await page
      .getByRole("link", { name: "Schedule a showroom visit" })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: /Contact Us/ }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/contact`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the county crumb leads back to that county on /locations", async () => {
    const { page, context } = await openPage(
      browser,
      `${baseUrl}/rockland/nyack/countertops`,
      DESKTOP,
    );
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Rockland County" })
      .click();
    await page.waitForURL(`${baseUrl}/locations#rockland`);
    expect(await page.locator("#rockland h3").innerText()).toContain(
      "Rockland County",
    );
    await context.close();
  });
});

describe("near me", () => {
  it("suggests the nearest served town from a location worked out on the device", async () => {
    const nyack = town("nyack");
    const { context, problems, requests } = await nearMeWith({
      geolocation: {
        latitude: nyack.lat + 0.004,
        longitude: nyack.lng - 0.003,
      },
      permissions: ["geolocation"],
    });
    const page = context.pages()[0]!;
    await page.getByRole("button", { name: "Use my location" }).click();
    const status = page.getByRole("status").filter({ hasText: "nearest town" });
    await status.waitFor();
    expect(await status.innerText()).toMatch(
      /^The nearest town we serve is Nyack, NY, less than a mile from you\.$/,
    );
    // Nothing about the visitor's position left the page: no request at all
    // apart from the site's own scripts and styles.
    expect(
      requests.filter((url) => !url.startsWith(`${baseUrl}/assets/`)),
    ).toEqual([]);
    await status.getByRole("link", { name: "Nyack, NY" }).click();
    await page.waitForURL(`${baseUrl}/near-me/rockland/nyack`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("explains a refused permission and keeps the list of towns", async () => {
    const { context, problems } = await nearMeWith({ permissions: [] });
    const page = context.pages()[0]!;
    await page.getByRole("button", { name: "Use my location" }).click();
    const status = page.getByRole("status").filter({ hasText: "refused" });
    await status.waitFor();
    expect(await status.innerText()).toBe(
      "Location permission was refused, so we cannot suggest a town. Choose yours from the list below.",
    );
    await page.getByRole("link", { name: "Greenwich" }).click();
    await page.waitForURL(`${baseUrl}/near-me/fairfield/greenwich`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: no location button, every town listed", async () => {
    const { page, context } = await openPage(
      browser,
      `${baseUrl}/near-me`,
      PHONE,
      { javaScriptEnabled: false },
    );
    expect(
      await page.getByRole("button", { name: "Use my location" }).count(),
    ).toBe(0);
    const towns = countySeeds.flatMap((county) => county.cities);
    for (const { name } of towns) {
      expect(await page.getByRole("link", { name, exact: true }).count()).toBe(
        1,
      );
    }
    await context.close();
  });

  it("a town page links every service there, with distance and drive time", async () => {
    const response = await fetch(`${baseUrl}/near-me/bergen/ridgewood`);
    const html = await response.text();
    for (const service of [
      "kitchen-remodeling",
      "bathroom-remodeling",
      "kitchen-cabinets",
      "countertops",
      "tile-installation",
      "closets",
    ]) {
      expect(html).toContain(`href="/bergen/ridgewood/${service}"`);
    }
    expect(html).toMatch(/\d+<!-- --> miles \(straight line\)/);
    expect(html).toContain(
      `${town("ridgewood").driveMinutes}<!-- --> minutes from`,
    );
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/financing"');
  });
});
