import { launchChromium } from "#tests/setup/chromium.ts";
const [url, out, w, h, full] = process.argv.slice(2);
const browser = await launchChromium();
const page = await browser.newPage({
  viewport: { width: Number(w), height: Number(h) },
});
const errors: string[] = [];
page.on("console", (m) => {
  if (m.type() === "error") errors.push(m.text());
});
page.on("pageerror", (e) => errors.push(e.message));
await page.goto(url!);
await page
  .waitForSelector("html[data-hydrated]", { timeout: 10000 })
  .catch(() => errors.push("no hydration"));
if (full === "scroll") {
  for (let y = 0; y < 20000; y += 600) {
    await page.evaluate((yy) => window.scrollTo(0, yy), y);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(800);
  await page.evaluate(() => window.scrollTo(0, 0));
}
await page.screenshot({ path: out!, fullPage: full !== "no" });
console.log("errors:", JSON.stringify(errors));
await browser.close();
