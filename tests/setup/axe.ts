import axe from "axe-core";
import type { Frame, Page } from "playwright-core";

// axe-core's WCAG 2.2 A and AA rules and its best practices, as every
// accessibility check in the suite runs them.
const AXE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
];

const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: "tag", values: AXE_TAGS },
  // Only violations are read: axe then keeps one node of each passing rule
  // instead of every one (a tenth less time on the larger pages).
  resultTypes: ["violations"],
  // WCAG 2.5.3 Label in Name: axe ships it as experimental, so off unless
  // named. A control whose aria-label drops its visible words cannot be
  // spoken to by a voice-control user.
  rules: { "label-content-name-mismatch": { enabled: true } },
};

// A fully sandboxed frame (the admin's email preview) runs no script, so
// axe cannot be injected into it; it shows an email, not a page of the site.
const CONTEXT: axe.ElementContext = { exclude: ['iframe[sandbox=""]'] };

// axe's source and its settings, evaluated once in each frame. Frames
// answer the top one's questions by message, so only frames on the page's
// own origin are reached (the site's only other-origin frames are the
// inspiration videos, which the test browser cannot load:
// tests/setup/chromium.ts keeps it off every other host).
const INJECT = `${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"] });`;

/** A frame script can run in: not one sandboxed without allow-scripts. */
async function runsScript(frame: Frame): Promise<boolean> {
  const element = await frame.frameElement().catch(() => null);
  if (!element) return true;
  const sandbox = await element.getAttribute("sandbox");
  return sandbox === null || sandbox.split(/\s+/).includes("allow-scripts");
}

/**
 * Each violation on the page as one line naming the rule and its first nodes.
 *
 * axe runs in the page itself, as @axe-core/playwright's legacy mode does,
 * but with its 650 KB source evaluated once per frame: that library's
 * analyze() evaluates it in the top frame twice, over a quarter of each
 * check's browser time (bench/RESULTS.md, "axe's source once per frame"). Its
 * default mode, which runs axe per frame and joins the pieces in a new tab,
 * cost 45 % more again (session 22).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) {
      await frame.evaluate(INJECT);
    } else if (await runsScript(frame)) {
      // A child frame that is gone or does not answer within a second is
      // left out, as @axe-core/playwright leaves it out.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        frame.evaluate(INJECT).catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, 1_000))),
      ]);
      clearTimeout(timer);
    }
  }
  return page.evaluate(
    async ({ context, options }) => {
      const results = await window.axe.run(
        context as axe.ElementContext,
        options as axe.RunOptions,
      );
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} -> ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(" | ")}`,
      );
    },
    // Plain objects to Playwright, whose argument types recurse too deep
    // through axe's.
    { context: CONTEXT as object, options: RUN_OPTIONS as object },
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
