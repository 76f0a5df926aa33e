import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import {
  afterOpeningEffects,
  DESKTOP,
  openPage,
  PHONE,
} from "#tests/setup/browser-page.ts";

const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

describe("the shared layout on a phone", () => {
  it("a visitor opens the menu, stays trapped inside it, and Escape returns focus to the button", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/`,
      PHONE,
    );
    const menuButton = page.getByRole("button", { name: "Menu" });
    await expect(menuButton.isVisible()).resolves.toBe(true);
    await menuButton.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();

    const box = await dialog.boundingBox();
    expect(box!.x + box!.width).toBeCloseTo(PHONE.width, 0);
    expect(box!.width).toBeCloseTo(Math.min(PHONE.width * 0.88, 320), 0);

    const links = await dialog.getByRole("link").allInnerTexts();
    expect(links.slice(0, 11)).toEqual([
      "Home",
      "Services",
      "Education",
      "Gallery",
      "Inspiration",
      "Locations",
      "About",
      "Blog",
      "News",
      "Financing",
      "Contact",
    ]);
    expect(links).toContain("Schedule Showroom Visit");
    expect(links.some((text) => text.startsWith("Call"))).toBe(true);
    expect(
      links.some((text) => text.includes("100 Lake Road, Congers, NY 10920")),
    ).toBe(true);

    // Focus stays inside the panel however far the visitor tabs.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          document
            .querySelector("[role=dialog]")
            ?.contains(document.activeElement) ?? false,
      );
      expect(inside).toBe(true);
    }
    // The page behind does not scroll.
    expect(
      await page.evaluate(() => getComputedStyle(document.body).overflow),
    ).toBe("hidden");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.waitForFunction(
      () => document.activeElement?.id === "mobile-menu-button",
    );
    expect(
      await page.evaluate(() => getComputedStyle(document.body).overflow),
    ).not.toBe("hidden");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the backdrop, the close button and a route change each close the menu", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/`,
      PHONE,
    );
    const menuButton = page.getByRole("button", { name: "Menu" });
    const dialog = page.getByRole("dialog", { name: "Menu" });

    await menuButton.click();
    await dialog.waitFor();
    await afterOpeningEffects(page);
    await page.mouse.click(10, PHONE.height / 2);
    await dialog.waitFor({ state: "hidden" });

    await menuButton.click();
    await dialog.waitFor();
    await page.getByRole("button", { name: "Close menu" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.waitForFunction(
      () => document.activeElement?.id === "mobile-menu-button",
    );

    await menuButton.click();
    await dialog.waitFor();
    await dialog.getByRole("link", { name: "Gallery" }).click();
    await page.waitForURL(`${baseUrl}/gallery`);
    await dialog.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the floating Text Us Now link with a prefilled message", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, PHONE);
    const textUs = page.getByRole("link", { name: "Text Us Now" });
    expect(await textUs.isVisible()).toBe(true);
    const href = await textUs.getAttribute("href");
    expect(href).toMatch(/^sms:\+18455550142\?&body=/);
    expect(decodeURIComponent(href!.split("body=")[1]!)).toContain(
      "contact me",
    );
    await context.close();
  });

  it("Skip to navigation lands on the menu button where the links are hidden", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, PHONE);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Skip to navigation",
    );
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      "mobile-menu-button",
    );
    await context.close();
  });
});

describe("the shared layout on a desktop", () => {
  it("shows the brand, the links in order, the showroom button and the phone, and no Text Us button", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/`,
      DESKTOP,
    );
    const header = page.getByRole("banner");
    expect(
      await header
        .getByText("Kitchen & Bath Remodeling", { exact: true })
        .isVisible(),
    ).toBe(true);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual([
      "Home",
      "Services",
      "Education",
      "Gallery",
      "Inspiration",
      "Locations",
      "About",
      "Blog",
      "News",
      "Financing",
      "Contact",
    ]);
    expect(
      await header
        .getByRole("link", { name: "Schedule Showroom Visit" })
        .getAttribute("href"),
    ).toBe("/contact");
    expect(
      await header
        .getByRole("link", { name: "(845) 555-0142" })
        .getAttribute("href"),
    ).toBe("tel:+18455550142");
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(
      false,
    );
    expect(
      await page.getByRole("link", { name: "Text Us Now" }).isVisible(),
    ).toBe(false);
    // The header stays on screen while the page scrolls.
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await header.evaluate(
      (element) => element.getBoundingClientRect().top,
    );
    expect(top).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("states the years in business and projects done beside the brand, and fits from 768 px up", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/`,
      DESKTOP,
    );
    const header = page.getByRole("banner");
    const box = async (locator: ReturnType<typeof page.locator>) =>
      (await locator.boundingBox())!;
    const brand = header.getByRole("link", { name: /^Lakeside Kitchen/ });
    const showroom = header.getByRole("link", {
      name: "Schedule Showroom Visit",
    });
    for (const fact of ["15+ years", "2,500+ projects"]) {
      const figure = header.getByText(fact, { exact: true });
      expect(await figure.isVisible(), fact).toBe(true);
      const [own, logo, button] = await Promise.all([
        box(figure),
        box(brand),
        box(showroom),
      ]);
      // On the brand's row, one line each, between the brand and the actions.
      expect(own.height).toBeLessThan(24);
      expect(own.y).toBeGreaterThanOrEqual(logo.y);
      expect(own.y + own.height).toBeLessThanOrEqual(logo.y + logo.height);
      expect(own.x).toBeGreaterThan(logo.x + logo.width);
      expect(own.x + own.width).toBeLessThan(button.x);
    }
    for (const width of [768, 900, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `no sideways scroll at ${width} px`,
      ).toBeLessThanOrEqual(width);
      const row = await header
        .locator(":scope > div > *")
        .evaluateAll((items) =>
          items
            .map((item) => item.getBoundingClientRect())
            .filter((rect) => rect.width > 0)
            .map((rect) => ({ left: rect.left, right: rect.right })),
        );
      for (let i = 1; i < row.length; i++) {
        expect(
          row[i]!.left,
          `header items overlap at ${width} px`,
        ).toBeGreaterThanOrEqual(row[i - 1]!.right);
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the footer holds the spec's links, the address, phone, hours and the year", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, DESKTOP);
    const footer = page.locator("#site-footer");
    const hrefs = await footer
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/",
      "/about",
      "/gallery",
      "/locations",
      "/financing",
      "/contact",
      "/privacy",
      "/terms",
      "/admin/email-marketing",
    ]);
    expect(await footer.getByRole("link", { name: "Admin" }).count()).toBe(1);
    const serviceLinks = await footer
      .getByRole("link", {
        name: /Remodeling|Cabinet|Countertops|Tile|Closets/,
      })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(serviceLinks).toEqual(Array(6).fill("/services"));
    expect(
      await footer
        .getByRole("link", { name: /100 Lake Road/ })
        .getAttribute("href"),
    ).toContain("google.com/maps/dir");
    expect(
      await footer
        .getByRole("link", { name: "(845) 555-0142" })
        .getAttribute("href"),
    ).toBe("tel:+18455550142");
    const text = await footer.innerText();
    expect(text).toContain("Mon–Fri 9–6 • Sat 9–4 • Sun by Appt");
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(text).toContain("25+ years");
    await context.close();
  });

  it("skip links are the first stops and move focus to main, navigation and footer", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, DESKTOP);
    const targets: Array<[string, string]> = [
      ["Skip to main content", "main"],
      ["Skip to navigation", "site-nav"],
      ["Skip to footer", "site-footer"],
    ];
    for (const [index, [label, id]] of targets.entries()) {
      await page.goto(`${baseUrl}/`);
      await page.waitForSelector("html[data-hydrated]");
      for (let i = 0; i <= index; i++) await page.keyboard.press("Tab");
      const focused = await page.evaluate(
        () => document.activeElement?.textContent,
      );
      expect(focused).toBe(label);
      expect(await page.locator(":focus").isVisible()).toBe(true);
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
    }
    await context.close();
  });

  it("every navigation starts at the top of the next page", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, DESKTOP);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 200);
    await page
      .locator("#site-footer")
      .getByRole("link", { name: "About Us" })
      .click();
    await page.waitForURL(`${baseUrl}/about`);
    await page
      .getByRole("heading", { level: 1, name: "About Lakeside Kitchen & Bath" })
      .waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("shows 'Loading page...' while the next page loads", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, DESKTOP);
    await page.route("**/locations.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Locations" })
      .click();
    await page
      .getByRole("status")
      .filter({ hasText: "Loading page..." })
      .waitFor();
    await page.waitForURL(`${baseUrl}/locations`);
    await page
      .getByRole("status")
      .filter({ hasText: "Loading page..." })
      .waitFor({ state: "detached" });
    await context.close();
  });

  it("an unknown address shows the not-found page with status 404", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/this/page/does-not-exist`);
    expect(response!.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Page not found",
    );
    await context.close();
  });

  it("with reduced motion, a change of style shows at once, and animations still end", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, DESKTOP);
    // A near-zero transition would make the new width show only from the
    // next frame: read in the same task, the old one.
    const widths = await page.evaluate(() => {
      const box = document.createElement("div");
      box.style.width = "100px";
      document.body.append(box);
      const before = box.getBoundingClientRect().width;
      box.style.width = "300px";
      const after = box.getBoundingClientRect().width;
      box.remove();
      return { before, after };
    });
    expect(widths).toEqual({ before: 100, after: 300 });
    expect(
      await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return [style.transitionDuration, style.animationDuration];
      }),
    ).toEqual(["0s", "1e-05s"]);
    await context.close();
  });

  it("pages hydrate under the CSP with no violation or console error", async () => {
    for (const path of [
      "/",
      "/services/kitchen-remodeling",
      "/locations",
      "/near-me/rockland/new-city",
      "/login",
    ]) {
      const { context, problems } = await openPage(
        browser,
        baseUrl + path,
        DESKTOP,
      );
      expect(problems, path).toEqual([]);
      await context.close();
    }
  });
});
