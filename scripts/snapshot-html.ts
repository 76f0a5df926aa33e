// Saves the server HTML of every kind of route, with what changes on every
// build or request (asset hashes, nonces, form tokens, request ids) masked,
// and with --screenshots a full-page PNG of each page at 390 and 1280 px
// (JavaScript off, so only the server's markup and CSS are pictured), so a
// refactor can show that markup and looks did not change:
//
//   npx tsx scripts/snapshot-html.ts /tmp/before --screenshots  # old commit
//   npx tsx scripts/snapshot-html.ts /tmp/after --screenshots   # new one
//   diff -r -x '*.png' /tmp/before /tmp/after
//   npx tsx scripts/compare-screenshots.ts /tmp/before /tmp/after
//
// It builds if needed and serves the production build on a fresh data
// directory, as the end-to-end tests do.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DESKTOP, PHONE } from "#tests/setup/browser-page.ts";
import { launchChromium } from "#tests/setup/chromium.ts";
import { startServer } from "#tests/setup/server-process.ts";

const outDir = process.argv[2];
const withScreenshots = process.argv.includes("--screenshots");
if (!outDir) {
  console.error(
    "usage: npx tsx scripts/snapshot-html.ts <output directory> [--screenshots]",
  );
  process.exit(2);
}

// Routes that are not in the sitemap, and samples of those that are.
const EXTRA_PATHS = [
  "/services/bath-remodeling",
  "/financing/apply",
  "/financing/apply/received",
  "/contact/thank-you",
  "/gallery?category=kitchens",
  "/blogs?page=2",
  "/login",
  "/no-such-page",
  "/robots.txt",
  "/llms.txt",
  "/sitemap.xml",
];
const PER_KIND = 3;

function mask(body: string): string {
  return (
    body
      .replace(/nonce="[^"]*"/g, 'nonce="NONCE"')
      .replace(/-[A-Za-z0-9_-]{8}\.(js|css|mjs)\b/g, "-HASH.$1")
      .replace(/"version":"[0-9a-f]+"/g, '"version":"VERSION"')
      .replace(/(name="formToken"[^>]*value=")[^"]*"/g, '$1TOKEN"')
      .replace(/("formToken":")[^"]*"/g, '$1TOKEN"')
      .replace(/(\\"formToken\\",\\")[^\\]*/g, "$1TOKEN")
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "TIME")
      .replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:PORT")
      // Dates in loader data travel as epoch milliseconds.
      .replace(/\b1[78]\d{11}\b/g, "EPOCH")
      // Which chunks a page loads is the bundler's business, not markup.
      .replace(/window\.__reactRouterManifest = [^\n]*/g, "MANIFEST")
      .replace(/\}\)\(\["\/assets[^\]]*\]/g, "})([MODULES]")
      .replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
        "UUID",
      )
  );
}

// A sample of each kind of sitemap URL: the first few of each first segment.
function samplePaths(sitemapUrls: string[]): string[] {
  const seen = new Map<string, number>();
  return sitemapUrls.filter((url) => {
    const kind = url.split("/").length > 2 ? url.split("/")[1]! : url;
    const count = seen.get(kind) ?? 0;
    seen.set(kind, count + 1);
    return count < PER_KIND;
  });
}

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], {
  stdio: "inherit",
});
const server = await startServer();
try {
  const locsOf = async (pathname: string) => {
    const xml = await (await fetch(server.url + pathname)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    return { locs, isIndex: xml.includes("<sitemapindex") };
  };
  const root = await locsOf("/sitemap.xml");
  const locs = root.isIndex
    ? (await Promise.all(root.locs.map(locsOf))).flatMap((map) => map.locs)
    : root.locs;
  const paths = [...new Set([...samplePaths(locs), ...EXTRA_PATHS])];
  fs.mkdirSync(outDir, { recursive: true });
  for (const pathname of paths) {
    const response = await fetch(server.url + pathname, { redirect: "manual" });
    const body = `${response.status} ${response.headers.get("location") ?? ""}\n${mask(await response.text())}`;
    const file = pathname.replace(/[^a-z0-9-]+/gi, "_") || "_";
    fs.writeFileSync(path.join(outDir, `${file}.html`), body);
  }
  if (withScreenshots) {
    const browser = await launchChromium();
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({
        viewport,
        javaScriptEnabled: false,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const pathname of paths) {
        const response = await page.goto(server.url + pathname);
        if (!response?.headers()["content-type"]?.includes("text/html")) {
          continue;
        }
        const file = pathname.replace(/[^a-z0-9-]+/gi, "_") || "_";
        // The whole page in one viewport, so every lazy image loads before
        // the picture is taken (a full-page capture catches some half-way).
        const height = await page.evaluate(
          () => document.documentElement.scrollHeight,
        );
        await page.setViewportSize({ width: viewport.width, height });
        await page.waitForLoadState("networkidle");
        await page.screenshot({
          path: path.join(outDir, `${file}.${viewport.width}.png`),
        });
        await page.setViewportSize(viewport);
      }
      await context.close();
    }
    await browser.close();
  }
  console.log(`${paths.length} responses saved in ${outDir}`);
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
