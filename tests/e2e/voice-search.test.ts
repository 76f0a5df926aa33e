import type { Browser, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { DESKTOP, PHONE } from "#tests/setup/browser-page.ts";

const baseUrl = e2eServer.baseUrl;
let browser: Browser;

beforeAll(async () => {
  browser = await testBrowser();
});

// A scripted stand-in for the Web Speech API, installed before any page
// script runs. The test drives it through window.__fakeSpeech. Plain
// JavaScript in a string: nothing from the test's compiler leaks in.
const FAKE_SPEECH = `
(() => {
  const fake = {
    instances: [],
    throwOnConstruct: false,
    get current() {
      return fake.instances[fake.instances.length - 1];
    },
    interim(text) {
      fake.current.emitResult(text, false);
    },
    final(text) {
      fake.current.emitResult(text, true);
      fake.current.end();
    },
    error(code) {
      fake.current.onerror?.({ error: code });
      fake.current.end();
    },
  };
  class FakeSpeechRecognition {
    constructor() {
      if (fake.throwOnConstruct) throw new Error("speech service missing");
      this.continuous = true;
      this.interimResults = false;
      this.lang = "";
      this.maxAlternatives = 0;
      this.onresult = null;
      this.onerror = null;
      this.onend = null;
      this.starts = 0;
      this.aborted = false;
      this.ended = false;
      fake.instances.push(this);
    }
    start() {
      if (this.starts > 0) throw new Error("InvalidStateError: already started");
      this.starts += 1;
    }
    stop() {
      this.end();
    }
    abort() {
      this.aborted = true;
      this.onerror?.({ error: "aborted" });
      this.end();
    }
    emitResult(text, isFinal) {
      const result = [{ transcript: text, confidence: 0.9 }];
      result.isFinal = isFinal;
      this.onresult?.({ resultIndex: 0, results: [result] });
    }
    end() {
      if (this.ended) return;
      this.ended = true;
      this.onend?.();
    }
  }
  window.SpeechRecognition = FakeSpeechRecognition;
  window.webkitSpeechRecognition = FakeSpeechRecognition;
  window.__fakeSpeech = fake;
})();
`;

const NO_SPEECH = `
delete window.SpeechRecognition;
delete window.webkitSpeechRecognition;
`;

interface FakeInstance {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  maxAlternatives: number;
  starts: number;
  aborted: boolean;
}

interface FakeSpeech {
  instances: FakeInstance[];
  throwOnConstruct: boolean;
  interim(text: string): void;
  final(text: string): void;
  error(code: string): void;
}

declare global {
  interface Window {
    __fakeSpeech: FakeSpeech;
  }
}

/**
 * Like openPage (tests/setup/browser-page.ts), with a speech script installed
 * before the page's own scripts.
 */
async function openVoicePage(
  path: string,
  {
    viewport = DESKTOP,
    speech = "fake",
    reducedMotion = "reduce",
  }: {
    viewport?: typeof DESKTOP;
    speech?: "fake" | "none";
    reducedMotion?: "reduce" | "no-preference";
  } = {},
) {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => requests.push(request.url()));
  await page.addInitScript({
    content: `
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error("CSP violation: " + event.violatedDirective + " " + event.blockedURI);
      });
      ${speech === "fake" ? FAKE_SPEECH : NO_SPEECH}
    `,
  });
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector("html[data-hydrated]");
  return { page, context, problems, requests };
}

/** The desktop header's microphone, once its idle-loaded code is in. */
async function headerMic(page: Page): Promise<Locator> {
  const mic = page
    .getByRole("banner")
    .getByRole("button", { name: "Search by voice" });
  await mic.waitFor();
  return mic;
}

function headerStatus(page: Page): Locator {
  return page.getByRole("banner").getByTestId("voice-search-status");
}

/** The toast on screen (docs/product.md, "Constants": at most one at a time). */
function openToast(page: Page): Locator {
  return page.locator("li[data-state=open]");
}

function fakeSpeech<T>(page: Page, run: (fake: FakeSpeech) => T) {
  return page.evaluate(`(${run.toString()})(window.__fakeSpeech)`) as Promise<
    Awaited<T>
  >;
}

/** Idle callbacks have run (the slot's trigger) and then some. */
async function afterIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3000 }),
      ),
  );
}

describe("voice search availability", () => {
  it("the server HTML never holds the button or its code", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).not.toContain("Search by voice");
    expect(html).not.toContain("voice-search-button");
  });

  it("without the speech API the button never appears, in the header or the menu", async () => {
    const desktop = await openVoicePage("/", { speech: "none" });
    await afterIdle(desktop.page);
    expect(
      await desktop.page
        .getByRole("button", { name: "Search by voice" })
        .count(),
    ).toBe(0);
    // Its code is not even fetched.
    expect(
      desktop.requests.some((url) => url.includes("voice-search-button")),
    ).toBe(false);
    expect(desktop.problems).toEqual([]);
    await desktop.context.close();

    const phone = await openVoicePage("/", { speech: "none", viewport: PHONE });
    await afterIdle(phone.page);
    await phone.page.getByRole("button", { name: "Menu" }).click();
    const dialog = phone.page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await afterIdle(phone.page);
    expect(
      await dialog.getByRole("button", { name: "Search by voice" }).count(),
    ).toBe(0);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it("with the API the button loads lazily after hydration, in the header and in the menu panel", async () => {
    const desktop = await openVoicePage("/");
    const mic = await headerMic(desktop.page);
    expect(await mic.isVisible()).toBe(true);
    expect(await mic.getAttribute("aria-pressed")).toBe("false");
    expect(
      desktop.requests.some((url) =>
        /voice-search-button-[\w-]+\.js/.test(url),
      ),
    ).toBe(true);
    expect(desktop.problems).toEqual([]);
    await desktop.context.close();

    const phone = await openVoicePage("/", { viewport: PHONE });
    await afterIdle(phone.page);
    await phone.page.getByRole("button", { name: "Menu" }).click();
    const dialog = phone.page.getByRole("dialog", { name: "Menu" });
    const menuMic = dialog.getByRole("button", { name: "Search by voice" });
    await menuMic.waitFor();
    expect(await menuMic.isVisible()).toBe(true);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});

describe("voice search in use", () => {
  it("listens with the spec's settings, shows 'Speak now...' then 'Listening...' with the transcript, and navigates on a final result", async () => {
    const { page, context, problems } = await openVoicePage("/");
    const mic = await headerMic(page);
    const status = headerStatus(page);
    expect(await status.innerText()).toBe("");

    await mic.click();
    expect(await mic.getAttribute("aria-pressed")).toBe("true");
    expect(await mic.getAttribute("aria-disabled")).toBe("true");
    expect(await status.getAttribute("role")).toBe("status");
    await status.getByText("Speak now...").waitFor();
    expect(
      await fakeSpeech(page, (fake) => ({
        count: fake.instances.length,
        starts: fake.instances[0]!.starts,
        continuous: fake.instances[0]!.continuous,
        interimResults: fake.instances[0]!.interimResults,
        lang: fake.instances[0]!.lang,
        maxAlternatives: fake.instances[0]!.maxAlternatives,
      })),
    ).toEqual({
      count: 1,
      starts: 1,
      continuous: false,
      interimResults: true,
      lang: "en-US",
      maxAlternatives: 1,
    });

    await fakeSpeech(page, (fake) => fake.interim("kitchen remod"));
    await status.getByText("Listening...").waitFor();
    expect(await status.innerText()).toContain("kitchen remod");
    expect(await status.innerText()).not.toContain("Speak now...");

    // A second click while listening starts nothing new.
    await mic.click({ force: true });
    expect(
      await fakeSpeech(page, (fake) => ({
        count: fake.instances.length,
        starts: fake.instances[0]!.starts,
      })),
    ).toEqual({ count: 1, starts: 1 });
    expect(await mic.getAttribute("aria-pressed")).toBe("true");

    await fakeSpeech(page, (fake) => fake.final("Kitchen remodeling in Nyack"));
    await page.waitForURL(`${baseUrl}/services/kitchen-remodeling`);
    expect(await mic.getAttribute("aria-pressed")).toBe("false");
    expect(await mic.getAttribute("aria-disabled")).toBeNull();
    expect(await status.innerText()).toBe("");
    expect(await openToast(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("works from the mobile menu panel, which closes on arrival", async () => {
    const { page, context, problems } = await openVoicePage("/", {
      viewport: PHONE,
    });
    await afterIdle(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const mic = dialog.getByRole("button", { name: "Search by voice" });
    await mic.click();
    await dialog.getByText("Speak now...").waitFor();
    await fakeSpeech(page, (fake) => fake.interim("tell me about"));
    await dialog.getByText("Listening...").waitFor();
    await fakeSpeech(page, (fake) => fake.final("tell me about your company"));
    await page.waitForURL(`${baseUrl}/about`);
    await dialog.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await context.close();
  });

  const ERRORS: [code: string, title: string, destructive: boolean][] = [
    ["not-allowed", "Microphone access needed", true],
    ["service-not-allowed", "Microphone access needed", true],
    ["no-speech", "No speech detected", false],
    ["audio-capture", "Microphone not found", true],
    ["network", "Network error", true],
    ["language-not-supported", "Voice search error", true],
    // Aborted by something other than the page itself.
    ["aborted", "Voice search error", true],
  ];

  it("each recognition error shows its toast and returns to idle with the transcript cleared", async () => {
    const { page, context, problems } = await openVoicePage("/");
    const mic = await headerMic(page);
    const status = headerStatus(page);
    for (const [code, title, destructive] of ERRORS) {
      await mic.click();
      await fakeSpeech(page, (fake) => fake.interim("half a sentence"));
      await status.getByText("half a sentence").waitFor();

      await page.evaluate(
        (errorCode) => window.__fakeSpeech.error(errorCode),
        code,
      );
      const toast = openToast(page);
      await toast.getByText(title, { exact: true }).waitFor();
      expect(await toast.count(), code).toBe(1);
      expect(await toast.innerText(), code).toMatch(/\S+\n\S/); // a description
      expect((await toast.getAttribute("class"))!.includes("bg-red-700")).toBe(
        destructive,
      );
      expect(await mic.getAttribute("aria-pressed"), code).toBe("false");
      expect(await status.innerText(), code).toBe("");
      expect(page.url()).toBe(`${baseUrl}/`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("tells a browser whose recognition cannot start that voice search is not supported", async () => {
    const { page, context, problems } = await openVoicePage("/");
    const mic = await headerMic(page);
    await page.evaluate(() => {
      window.__fakeSpeech.throwOnConstruct = true;
    });
    await mic.click();
    await openToast(page)
      .getByText("Voice search not supported", { exact: true })
      .waitFor();
    expect(await openToast(page).innerText()).toContain("Chrome or Edge");
    expect(await mic.getAttribute("aria-pressed")).toBe("false");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("leaving the page stops listening silently", async () => {
    const { page, context, problems } = await openVoicePage("/");
    const mic = await headerMic(page);
    await mic.click();
    await fakeSpeech(page, (fake) => fake.interim("what about"));
    await headerStatus(page).getByText("Listening...").waitFor();

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await page.waitForURL(`${baseUrl}/about`);
    await page.waitForFunction(() => window.__fakeSpeech.instances[0]!.aborted);
    expect(await mic.getAttribute("aria-pressed")).toBe("false");
    expect(await headerStatus(page).innerText()).toBe("");
    await page.waitForTimeout(300);
    expect(await openToast(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is operable from the keyboard, keeps focus while listening, and shows a focus ring", async () => {
    const { page, context, problems } = await openVoicePage("/");
    const mic = await headerMic(page);
    const isFocused = () =>
      mic.evaluate((element) => document.activeElement === element);

    for (let i = 0; i < 15 && !(await isFocused()); i++) {
      await page.keyboard.press("Tab");
    }
    expect(await isFocused()).toBe(true);
    expect(
      await mic.evaluate((element) => {
        const style = getComputedStyle(element);
        return style.outlineStyle !== "none" && parseFloat(style.outlineWidth);
      }),
    ).toBeGreaterThanOrEqual(2);

    await page.keyboard.press("Enter");
    expect(await mic.getAttribute("aria-pressed")).toBe("true");
    await headerStatus(page).getByText("Speak now...").waitFor();
    expect(await isFocused()).toBe(true);
    // Space while listening starts nothing new.
    await page.keyboard.press("Space");
    expect(await fakeSpeech(page, (fake) => fake.instances.length)).toBe(1);

    await fakeSpeech(page, (fake) => fake.error("no-speech"));
    await openToast(page)
      .getByText("No speech detected", { exact: true })
      .waitFor();
    expect(await mic.getAttribute("aria-pressed")).toBe("false");
    expect(await isFocused()).toBe(true);

    await page.keyboard.press("Space");
    expect(await mic.getAttribute("aria-pressed")).toBe("true");
    await fakeSpeech(page, (fake) => fake.final("I need a quote"));
    await page.waitForURL(`${baseUrl}/contact`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("pulses while listening, unless the visitor prefers reduced motion", async () => {
    const animationWhileListening = async (
      reducedMotion: "reduce" | "no-preference",
    ) => {
      const { page, context } = await openVoicePage("/", { reducedMotion });
      const mic = await headerMic(page);
      await mic.click();
      const animation = await mic.evaluate(
        (element) => getComputedStyle(element).animationName,
      );
      await context.close();
      return animation;
    };
    expect(await animationWhileListening("no-preference")).toBe("pulse");
    expect(await animationWhileListening("reduce")).toBe("none");
  });
});
