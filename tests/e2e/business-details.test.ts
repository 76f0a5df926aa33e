import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortDate } from "#app/business/exceptions.ts";
import { addDays, todayInShowroom } from "#app/utils/showroom-hours.ts";
import { SAVED_MESSAGE } from "#app/business/save.server.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { E2E_ADMIN } from "#tests/setup/e2e-server.ts";
import {
  createAdminIn,
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// The owner closes the showroom for a day and changes Saturday's hours,
// with the keyboard, at a phone's width and a laptop's; a visitor sees both
// at once. Its own server: the facts it changes are every page's.
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(
    path.join(os.tmpdir(), "lakeside-e2e-business-"),
  );
  await createAdminIn(dataDir, E2E_ADMIN);
  server = await startServer({ dataDir });
  browser = await testBrowser();
});
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function press(page: Page, name: string, key = "Enter") {
  const button = page.getByRole("button", { name, exact: true });
  await button.focus();
  await page.keyboard.press(key);
}

// Chromium's date and time fields take digits segment by segment, in the
// browser's locale (en-US here): month, day, year; hour, minute, AM/PM.
async function typeDate(page: Page, isoDate: string) {
  const [y, m, d] = isoDate.split("-");
  await page.keyboard.type(`${m}${d}${y}`);
}
async function typeTime(page: Page, time: string) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour = String(((h + 11) % 12) + 1).padStart(2, "0");
  await page.keyboard.type(
    `${hour}${String(m).padStart(2, "0")}${h >= 12 ? "P" : "A"}`,
  );
}

const tomorrow = addDays(todayInShowroom(), 1);
// The first Saturday after the day the owner closes.
const nextSaturday = [2, 3, 4, 5, 6, 7, 8]
  .map((days) => addDays(tomorrow, days - 1))
  .find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6)!;

describe(
  "the owner's hours, as a visitor sees them",
  { timeout: 180_000 },
  () => {
    for (const [name, viewport, saturdayCloses, shown, reason] of [
      ["phone", PHONE, "14:00", "Sat 9–2", "Staff training"],
      ["laptop", DESKTOP, "15:00", "Sat 9–3", "Inventory day"],
    ] as const) {
      it(`at a ${name}'s width`, async () => {
        const owner = await openPage(
          browser,
          `${server.url}/admin/business/closures`,
          viewport,
        );
        const { page } = owner;
        await signInAsOwner(page, server.url, "/admin/business/closures");
        await page.getByLabel("Closed (a holiday, up to 6 days)").focus();
        await page.keyboard.press("Space");
        await page.getByLabel("First day", { exact: true }).focus();
        await typeDate(page, tomorrow);
        await page.getByLabel("Reason shown to visitors").focus();
        await page.keyboard.type(reason);
        await press(page, "Add");
        const closure = `Closed ${shortDate(tomorrow)} for ${reason}`;
        await page.getByText(closure, { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`${server.url}/admin/business`);
        await page.locator("html[data-hydrated]").waitFor();
        await page.getByLabel("Saturday closes at").focus();
        await typeTime(page, saturdayCloses);
        await press(page, "Save business details");
        await page.getByText(SAVED_MESSAGE).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);

        const visitor = await openPage(browser, `${server.url}/`, viewport);
        const notice = visitor.page.getByRole("complementary", {
          name: "Opening hours notice",
        });
        expect(await notice.textContent()).toContain(closure);
        expect(await visitor.page.locator("footer").textContent()).toContain(
          shown,
        );
        expect(
          await visitor.page.getByText("Holiday hours").count(),
        ).toBeGreaterThan(0);
        expect(await axeViolations(visitor.page)).toEqual([]);
        await press(visitor.page, "Dismiss the notice");
        await expect.poll(() => notice.count()).toBe(0);

        await visitor.page.goto(`${server.url}/contact`);
        await visitor.page.locator("html[data-hydrated]").waitFor();
        const card = visitor.page.locator("aside", {
          hasText: "Visit the showroom",
        });
        expect(await card.textContent()).toContain(
          `9AM – ${saturdayCloses === "14:00" ? "2PM" : "3PM"}`,
        );
        expect(await card.textContent()).toContain(closure);
        // The visit times offered on a Saturday end an hour before closing.
        await visitor.page.locator("#contact-preferredDate").focus();
        await typeDate(visitor.page, nextSaturday);
        await expect
          .poll(async () =>
            (
              await visitor.page
                .locator("#contact-preferredTime option")
                .allInnerTexts()
            ).at(-1),
          )
          .toBe(saturdayCloses === "14:00" ? "1:00 PM" : "2:00 PM");
        expect(await axeViolations(visitor.page)).toEqual([]);
        expect(visitor.problems).toEqual([]);
        await visitor.context.close();

        // The owner takes the closure back: the next visitor sees no notice.
        await page.goto(`${server.url}/admin/business/closures`);
        await page.locator("html[data-hydrated]").waitFor();
        const remove = page.getByRole("button", { name: `Remove ${closure}` });
        await remove.focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => remove.count()).toBe(0);
        expect(owner.problems).toEqual([]);
        await owner.context.close();
        const later = await (await fetch(`${server.url}/`)).text();
        expect(later.includes(closure)).toBe(false);
      });
    }
  },
);
