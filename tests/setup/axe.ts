import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

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

/** Each violation on the page as one line naming the rule and its first nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A fully sandboxed frame (the admin's email preview) runs no script, so
  // axe cannot be injected into it and would wait for it forever; it shows
  // an email, not a page of the site.
  // Only violations are read: axe then keeps one node of each passing rule
  // instead of every one (a tenth less time on the larger pages). options()
  // replaces what withTags() set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({
      resultTypes: ["violations"],
      // WCAG 2.5.3 Label in Name: axe ships it as experimental, so off
      // unless named. A control whose aria-label drops its visible words
      // cannot be spoken to by a voice-control user.
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .withTags(AXE_TAGS)
    .exclude('iframe[sandbox=""]')
    // Legacy mode runs axe.run in the page itself. The default runs it
    // in pieces per frame and joins them in a new blank tab, which cost
    // 45 % of every check (bench/RESULTS.md, "Test suite duration",
    // session 22) to reach frames from other sites: the site's only such
    // frames are the inspiration videos, which the test browser cannot load
    // (tests/setup/chromium.ts keeps it off every other host).
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}
