import path from "node:path";
import ical, { type VEvent } from "node-ical";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#app/utils/showroom-hours.ts";
import { axeViolations } from "#tests/setup/axe.ts";
import { DESKTOP, openPage, PHONE } from "#tests/setup/browser-page.ts";
import { testBrowser } from "#tests/setup/chromium.ts";
import { e2eServer } from "#tests/setup/e2e-target.ts";
import { signInAsOwner } from "#tests/setup/admin-sign-in.ts";
import { mailInOutbox } from "#tests/setup/smtp-server.ts";

// A visitor books on a live slot at /book: with JavaScript at a phone's
// width (the times picked with the keyboard), and without it at a laptop's
// (a home estimate, the form posted as is).
const baseUrl = e2eServer.baseUrl;
const outbox = path.join(e2eServer.dataDir, "outbox");
let browser: Browser;
// The form asks for a resend when sent less than three seconds after it was shown.
const MIN_FILL_MS = 3_100;

beforeAll(async () => {
  browser = await testBrowser();
});

/** A photo of a room, as a phone would send it. */
const roomPhoto = () =>
  sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: { r: 200, g: 190, b: 170 },
    },
  })
    .jpeg()
    .toBuffer();

async function fillPerson(page: Page, email: string) {
  await page.locator("#book-name").fill("Ann Lee");
  await page.locator("#book-email").fill(email);
  await page.locator("#book-phone").fill("(845) 555-0199");
}

/** Clicks the label of the `n`th free time, as a mouse user does. */
async function pickTime(page: Page, n: number) {
  const id = await page
    .locator('input[name="start"]')
    .nth(n)
    .getAttribute("id");
  await page.locator(`label[for="${id}"]`).click();
  await expect
    .poll(() => page.locator('input[name="start"]').nth(n).isChecked())
    .toBe(true);
}

async function expectBooked(page: Page, time: string) {
  await page.waitForURL(/\/book\/confirmed\?ref=B\d+-[\w-]{8}$/);
  const main = page.locator("main");
  await expect.poll(() => main.innerText()).toContain("Reference number");
  const text = await main.innerText();
  expect(text).toContain("Your appointment is booked");
  expect(text).toContain(`${time} (New York time)`);
}

/** The visitor's email about their booking (subject "<word>: …"), with its calendar entry parsed. */
async function visitorEmail(address: string, word: string) {
  const mail = await mailInOutbox(
    outbox,
    (read) =>
      (read.headers.to?.includes(address) ?? false) &&
      (read.headers.subject?.startsWith(`${word}:`) ?? false),
    `"${word}" to ${address}`,
  );
  const calendar = mail.parts.find((part) =>
    part.headers["content-type"]?.startsWith("text/calendar"),
  );
  expect(calendar, "a text/calendar part").toBeDefined();
  const parsed = ical.sync.parseICS(calendar!.body);
  const events = Object.values(parsed).filter(
    (entry): entry is VEvent => entry?.type === "VEVENT",
  );
  expect(events).toHaveLength(1);
  const manage = /https?:\/\/[^\s"<>]+\/book\/manage\/[\w-]{43}/.exec(
    mail.body,
  );
  return {
    mail,
    calendar: calendar!.body,
    event: events[0]!,
    manage: manage![0]!,
  };
}

describe("booking on a live slot", { timeout: 120_000 }, () => {
  it.each([
    { width: "a phone's", viewport: PHONE, javaScriptEnabled: true },
    { width: "a laptop's", viewport: DESKTOP, javaScriptEnabled: false },
  ])(
    "books a showroom visit from the home page in five actions at $width width (JavaScript $javaScriptEnabled), gets a calendar entry, moves it by the email's link, and the owner sees the new time",
    async ({ viewport, javaScriptEnabled }) => {
      const email = `from-home-${javaScriptEnabled ? "js" : "no-js"}@example.com`;
      const { page, context, problems } = await openPage(
        browser,
        baseUrl,
        viewport,
        { javaScriptEnabled },
      );
      // What the visitor does: a tap or a field filled in.
      let actions = 0;
      const act = async (step: Promise<unknown>) => {
        actions += 1;
        await step;
      };
      await act(
        page.getByRole("link", { name: "Book a free time online" }).click(),
      );
      await page.waitForURL(/\/book$/);
      // axe runs in the page: only where scripts run.
      if (javaScriptEnabled) {
        await page.locator("html[data-hydrated]").waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }
      // The first free time is chosen, and the page says so.
      const chosen = page.locator('input[name="start"]:checked');
      expect(await chosen.count()).toBe(1);
      expect(await page.locator("main").innerText()).toContain(
        "The first free time is chosen: pick another if it suits you better.",
      );
      const start = (await chosen.getAttribute("value"))!;
      const label = await page
        .locator(`label[for="${await chosen.getAttribute("id")}"]`)
        .innerText();
      await act(page.locator("#book-name").fill("Ann Lee"));
      await act(page.locator("#book-email").fill(email));
      await act(page.locator("#book-phone").fill("(845) 555-0199"));
      await page.waitForTimeout(MIN_FILL_MS);
      await act(page.getByRole("button", { name: "Confirm booking" }).click());
      await expectBooked(page, label);
      expect(actions).toBeLessThan(6);
      const id = /ref=B(\d+)-/.exec(page.url())![1]!;

      // The confirmation's calendar entry, as a calendar program reads it.
      const booked = await visitorEmail(email, "Booked");
      expect(booked.calendar).toMatch(/^METHOD:REQUEST\r?$/m);
      expect(booked.event.uid).toMatch(new RegExp(`^booking-${id}@`));
      expect(booked.event.start.toISOString()).toBe(start);
      expect(booked.event.end!.getTime() - booked.event.start.getTime()).toBe(
        60 * 60_000,
      );
      expect(booked.event.sequence).toBe(0);

      // The email's link moves it; the calendar entry follows (same UID).
      await page.goto(booked.manage);
      // axe runs in the page: only where scripts run.
      if (javaScriptEnabled) {
        await page.locator("html[data-hydrated]").waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }
      await pickTime(page, 1);
      const moved = (await page
        .locator('input[name="start"]:checked')
        .getAttribute("value"))!;
      await page.getByRole("button", { name: /^Move/ }).click();
      await page.waitForURL(/\?done=moved$/);
      await page.getByText(/^Your appointment has moved\./).waitFor();
      const update = await visitorEmail(email, "Moved");
      expect(update.event.uid).toBe(booked.event.uid);
      expect(update.event.start.toISOString()).toBe(moved);
      expect(update.event.sequence).toBe(1);
      // The first email's link shows the booking's time now.
      expect(update.manage).toBe(booked.manage);

      // The owner's page for the booking shows where it went.
      const when = await page
        .locator("dt", { hasText: "When" })
        .locator("xpath=following-sibling::dd[1]")
        .innerText();
      expect(problems).toEqual([]);
      await context.close();
      const owner = await openPage(
        browser,
        `${baseUrl}/admin/booking/${id}`,
        DESKTOP,
      );
      await signInAsOwner(owner.page, baseUrl, `/admin/booking/${id}`);
      expect(await owner.page.locator("main").innerText()).toContain(when);
      await owner.context.close();
    },
  );

  it("books a showroom visit with JavaScript at a phone's width, the time chosen by keyboard", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/book`,
      PHONE,
    );
    expect(await axeViolations(page)).toEqual([]);
    const first = page.locator("#book-start");
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const chosen = page.locator('input[name="start"]:checked');
    await expect.poll(() => chosen.count()).toBe(1);
    const label = await page
      .locator(`label[for="${await chosen.getAttribute("id")}"]`)
      .innerText();
    // Once the visitor settles on it, the time is kept for them: another
    // visitor's page no longer offers it.
    await page
      .getByText(
        "We are keeping this time for you for 5 minutes while you fill in your details.",
      )
      .waitFor();
    const start = await chosen.getAttribute("value");
    const other = await openPage(browser, `${baseUrl}/book`, PHONE);
    expect(
      await other.page.locator(`input[name="start"][value="${start}"]`).count(),
    ).toBe(0);
    await other.context.close();
    await fillPerson(page, "js-booking@example.com");
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expectBooked(page, label);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("tells a visitor at once when the time they pick is being kept for someone else, and shows the times left", async () => {
    const bob = await openPage(browser, `${baseUrl}/book`, DESKTOP);
    const ann = await openPage(browser, `${baseUrl}/book`, DESKTOP);
    await pickTime(ann.page, 3);
    await ann.page.getByText(/^We are keeping this time for you/).waitFor();
    const start = await ann.page
      .locator('input[name="start"]:checked')
      .getAttribute("value");
    // Bob's page was shown before Ann picked: it still lists the time.
    const taken = bob.page.locator(`input[name="start"][value="${start}"]`);
    await bob.page
      .locator(`label[for="${await taken.getAttribute("id")}"]`)
      .click();
    await bob.page
      .getByText(/^That time was just booked\. The nearest free times: /)
      .waitFor();
    await expect.poll(() => taken.count()).toBe(0);
    expect(await axeViolations(bob.page)).toEqual([]);
    expect([...ann.problems, ...bob.problems]).toEqual([]);
    await ann.context.close();
    await bob.context.close();
  });

  it("says before sending that seven photos are one too many, with JavaScript", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/book`,
      PHONE,
    );
    await fillPerson(page, "seven-photos@example.com");
    const photo = await roomPhoto();
    await page.locator("#book-photos").setInputFiles(
      Array.from({ length: 7 }, (_, i) => ({
        name: `room-${i + 1}.jpg`,
        mimeType: "image/jpeg",
        buffer: photo,
      })),
    );
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await page.locator("#book-photos-error").waitFor();
    expect(await page.locator("#book-photos-error").innerText()).toContain(
      "Please choose up to 6 photos",
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("book-photos");
    expect(page.url()).toBe(`${baseUrl}/book`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("books a home estimate with JavaScript off at a laptop's width, after a refused ZIP code", async () => {
    const { page, context } = await openPage(
      browser,
      `${baseUrl}/book`,
      DESKTOP,
      { javaScriptEnabled: false },
    );
    await page.getByRole("link", { name: /In-home estimate/ }).click();
    await page.waitForURL(/type=home-estimate/);
    await page.locator("label[for='book-start']").click();
    const label = await page.locator("label[for='book-start']").innerText();
    await fillPerson(page, "no-js-booking@example.com");
    await page.locator("#book-photos").setInputFiles({
      name: "bathroom.jpg",
      mimeType: "image/jpeg",
      buffer: await roomPhoto(),
    });
    await page.locator("#book-address").fill("12 Lake Road");
    await page.locator("#book-zipCode").fill("90210");
    await page.locator("#book-room").selectOption("kitchen-remodeling");
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.locator("#book-zipCode-error").innerText()).toContain(
      "ZIP code 90210 is outside the area we visit for estimates",
    );
    expect(await page.locator("#book-address").inputValue()).toBe(
      "12 Lake Road",
    );
    expect(await page.locator("#book-start").isChecked()).toBe(true);
    await page.locator("#book-zipCode").fill("10920");
    // A browser never refills a file field: the photo is chosen again.
    await page.locator("#book-photos").setInputFiles({
      name: "bathroom.jpg",
      mimeType: "image/jpeg",
      buffer: await roomPhoto(),
    });
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expectBooked(page, label);
    expect(await page.locator("main").innerText()).toContain(
      "12 Lake Road, 10920",
    );
    const booked = await visitorEmail("no-js-booking@example.com", "Booked");
    expect(booked.mail.body).toContain("1 photo sent with the booking");
    await context.close();
  });

  it("shows the owner the booking, who moves it to another free time", async () => {
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/book`,
      DESKTOP,
    );
    await pickTime(page, 0);
    await fillPerson(page, "owner-moves@example.com");
    await page.locator("#book-photos").setInputFiles([
      {
        name: "kitchen.jpg",
        mimeType: "image/jpeg",
        buffer: await roomPhoto(),
      },
      { name: "sink.jpg", mimeType: "image/jpeg", buffer: await roomPhoto() },
    ]);
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await page.waitForURL(/\/book\/confirmed\?ref=B\d+-/);
    const id = /ref=B(\d+)-/.exec(page.url())![1]!;

    await page.goto(`${baseUrl}/admin/booking/${id}`);
    await signInAsOwner(page, baseUrl, `/admin/booking/${id}`);
    const when = page.locator("dd").nth(2);
    const before = await when.innerText();
    // The photos sent with the booking, each opening full size.
    const photos = page.getByRole("list", { name: "Photos of your room" });
    expect(await photos.getByRole("img").count()).toBe(2);
    expect(await photos.getByRole("link").first().getAttribute("href")).toMatch(
      /^\/media\/[0-9a-f-]{36}-1200\.webp$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    // The last time offered, days ahead: the owner may also choose one
    // later today, but a booking today would stay on this shared server
    // and appear among the dashboard's appointments in later files.
    await pickTime(page, -1);
    await page.getByRole("button", { name: "Move the booking" }).click();
    await page
      .getByText(/^Moved to .+ has been emailed the new time\.$/)
      .waitFor();
    await expect.poll(() => when.innerText()).not.toBe(before);
    expect(await axeViolations(page)).toEqual([]);

    // Its week on a phone, the booking in the grid's last column: the grid
    // scrolls inside its region and the page not at all.
    const week = new URL(
      (await page
        .getByRole("link", { name: "Back to the bookings of that week" })
        .getAttribute("href"))!,
      baseUrl,
    ).searchParams.get("week")!;
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/admin/booking?week=${addDays(week, -6)}`);
    const grid = page.getByRole("region", { name: "The week by hour" });
    expect(await grid.locator(`a[href="/admin/booking/${id}"]`).count()).toBe(
      1,
    );
    expect(
      await page.evaluate(
        () =>
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      ),
    ).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("books a free showroom time offered on /contact in one tap and the visitor's details, from a browser in Tokyo", async () => {
    // The times are New York's whatever the browser's zone: the page, the
    // picked time and the confirmation agree (and hydrate without a
    // mismatch, which would be a console error).
    const { page, context, problems } = await openPage(
      browser,
      `${baseUrl}/contact`,
      PHONE,
      { timezoneId: "Asia/Tokyo" },
    );
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBe(
      -540,
    );
    await page.locator("html[data-hydrated]").waitFor();
    const offer = page.getByRole("region", {
      name: "Book a free showroom time now",
    });
    await offer.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const time = offer.getByRole("link").first();
    const label = (await time.innerText()).split(", ").at(-1)!;
    await time.click();
    await page.waitForURL(/\/book\?type=showroom-visit&start=/);
    await expect
      .poll(() =>
        page.locator('input[name="start"]:checked').getAttribute("value"),
      )
      .toBe(decodeURIComponent(/start=([^&]+)/.exec(page.url())![1]!));
    await fillPerson(page, "from-contact@example.com");
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expectBooked(page, label);
    expect(problems).toEqual([]);
    await context.close();
  });
});
