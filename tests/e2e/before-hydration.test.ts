import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import {
  afterOpeningEffects,
  openPage,
  PHONE,
} from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";

// Issue 18: a phone visitor can use the page from the first paint, before
// the hydration code has arrived and with JavaScript off.
const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

const mobileNav = (page: Page) =>
  page.getByRole("navigation", { name: "Mobile" });

describe("with JavaScript off, on a phone", () => {
  it("the Menu button opens the navigation and a link in it navigates", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, PHONE, {
      javaScriptEnabled: false,
    });
    await page.getByRole("button", { name: "Menu" }).click();
    await mobileNav(page).waitFor();
    expect(await mobileNav(page).getByRole("link").allInnerTexts()).toContain(
      "Gallery",
    );

    await mobileNav(page).getByRole("link", { name: "Gallery" }).click();
    await page.waitForURL(`${baseUrl}/gallery`);
    expect(await mobileNav(page).isVisible()).toBe(false);
    await context.close();
  });

  it("Escape and the close button close the menu", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, PHONE, {
      javaScriptEnabled: false,
    });
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    await mobileNav(page).waitFor();
    await page.keyboard.press("Escape");
    await mobileNav(page).waitFor({ state: "hidden" });

    await menuButton.click();
    await mobileNav(page).waitFor();
    await page.getByRole("button", { name: "Close menu" }).click();
    await mobileNav(page).waitFor({ state: "hidden" });
    await context.close();
  });

  it("the home page shows real reviews instead of skeletons", async () => {
    const { page, context } = await openPage(browser, `${baseUrl}/`, PHONE, {
      javaScriptEnabled: false,
    });
    const section = page.locator("section[aria-label='Customer reviews']");
    expect(await section.locator("blockquote").count()).toBe(6);
    expect(
      (await section.locator("blockquote").first().innerText()).length,
    ).toBeGreaterThan(20);
    expect(await section.innerText()).toMatch(/Showing 6 of \d+ reviews/);
    expect(
      await section.getByTestId("testimonial-skeleton").first().isVisible(),
    ).toBe(false);
    expect(await section.getAttribute("aria-busy")).toBe("false");
    await context.close();
  });
});

describe("with JavaScript, before the hydration code arrives", () => {
  it("a tap on Menu opens the navigation, and once hydrated the panel takes over with every behaviour the product asks of it", async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    // Hold back every module script until the tap has been answered.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/contact`);

    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.tap();
    await mobileNav(page).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.dataset.hydrated),
    ).toBeUndefined();

    // Hydration hands the open menu over to the modal panel.
    release();
    await page.waitForSelector("html[data-hydrated]");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll("nav[aria-label=Mobile]").length > 0,
    );
    expect(await page.locator("nav[aria-label=Mobile]:visible").count()).toBe(
      1,
    );
    // The open modal hides the page (and the button) from the role queries.
    const buttonElement = page.locator("#mobile-menu-button");
    expect(await buttonElement.getAttribute("aria-expanded")).toBe("true");

    // Focus trap and scroll lock.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(
        await dialog.evaluate((element) =>
          element.contains(document.activeElement),
        ),
      ).toBe(true);
    }
    expect(
      await page.evaluate(() => getComputedStyle(document.body).overflow),
    ).toBe("hidden");

    // Escape closes it and focus returns to the button.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.waitForFunction(
      () => document.activeElement?.id === "mobile-menu-button",
    );
    expect(await buttonElement.getAttribute("aria-expanded")).toBe("false");

    // The backdrop, the close button and a route change close it too.
    await menuButton.tap();
    await dialog.waitFor();
    await afterOpeningEffects(page);
    await page.mouse.click(10, PHONE.height / 2);
    await dialog.waitFor({ state: "hidden" });
    await menuButton.tap();
    await dialog.waitFor();
    await page.getByRole("button", { name: "Close menu" }).click();
    await dialog.waitFor({ state: "hidden" });
    await menuButton.tap();
    await dialog.waitFor();
    await dialog.getByRole("link", { name: "Gallery" }).click();
    await page.waitForURL(`${baseUrl}/gallery`);
    await dialog.waitFor({ state: "hidden" });
    expect(await page.locator("nav[aria-label=Mobile]:visible").count()).toBe(
      0,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the open menu and the reviews a visitor without JavaScript sees are axe-clean", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // axe needs JavaScript, so the page runs none of its own instead, and
    // the <noscript> reviews are put in place as a browser without it shows
    // them.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => {
      for (const element of document.querySelectorAll("main noscript")) {
        const template = document.createElement("template");
        template.innerHTML = element.textContent ?? "";
        element.replaceWith(template.content);
      }
    });
    await page.getByRole("button", { name: "Menu" }).click();
    await mobileNav(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("the learning guide's Print button is disabled until hydration and absent without JavaScript", async () => {
    const print = (page: Page) =>
      page.getByRole("button", { name: "Print this guide" });
    const held = await browser.newContext({ viewport: PHONE });
    const page = await held.newPage();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${baseUrl}/learning-guide`);
    expect(await print(page).isDisabled()).toBe(true);
    await held.close();

    const off = await openPage(browser, `${baseUrl}/learning-guide`, PHONE, {
      javaScriptEnabled: false,
    });
    expect(await print(off.page).isVisible()).toBe(false);
    await off.context.close();
  });

  it("the popover's links navigate before hydration", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: "Menu" }).click();
    await mobileNav(page).getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(`${baseUrl}/contact`);
    await context.close();
  });
});
