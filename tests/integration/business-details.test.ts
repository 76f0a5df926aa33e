import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_BUSINESS } from "#app/business/defaults.ts";
import { BUSINESS_FIELDS } from "#app/business/form-fields.ts";
import { formFromFacts } from "#app/business/form-facts.ts";
import { businessChanges, emailOutbox } from "#app/db/schema.ts";
import { readBusiness } from "#app/models/business.server.ts";
import * as businessRoute from "#app/routes/admin/business.tsx";
import * as dashboardRoute from "#app/routes/admin/dashboard.tsx";
import * as closuresRoute from "#app/routes/admin/business-closures.tsx";
import { withCurrentBusiness } from "#app/business/request.server.ts";
import { getDb as database } from "#app/db/client.server.ts";
import { addDays } from "#app/utils/showroom-hours.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { localBusinessJsonLd } from "#app/utils/structured-data.ts";
import { action as contactAction } from "#app/routes/site/contact.tsx";
import {
  asHtml,
  nextMonday,
  validContact,
} from "#tests/setup/contact-client.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { testContext } from "#tests/setup/fixtures.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  createAdminIn,
  type ServerProcess,
  signInOver,
  startServer,
} from "#tests/setup/server-process.ts";

// The owner's facts in /admin/business: refused field by field with nothing
// stored, or stored whole with a history row per changed field, and read
// by the next request (its emails too).

const demoForm = formFromFacts(DEMO_BUSINESS);

describe.each(databaseKinds)("business details on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;
  const historyRows = async () =>
    (await db().select({ n: count() }).from(businessChanges))[0]!.n;
  const save = (fields: Record<string, string>) =>
    call(
      businessRoute.action as Handler,
      formPost("/admin/business", { ...demoForm, ...fields }, cookie),
    );

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner("maria"));
  });

  it("is for a signed-in owner only", async () => {
    for (const [handler, request] of [
      [businessRoute.loader, new Request(`${SITE}/admin/business`)],
      [businessRoute.action, formPost("/admin/business", demoForm)],
    ] as const) {
      const answer = await call(handler as Handler, request);
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("shows the demo facts on a fresh install, and a save of them changes nothing", async () => {
    const screen = await call(
      businessRoute.loader as Handler,
      new Request(`${SITE}/admin/business`, { headers: { Cookie: cookie } }),
    );
    const body = screen.body as { stored: Record<string, string> };
    expect(body.stored).toEqual(demoForm);
    expect(Object.keys(body.stored).sort()).toEqual(
      [...BUSINESS_FIELDS].sort(),
    );
    const answer = await save({});
    expect(answer.status).toBe(303);
    expect(await historyRows()).toBe(0);
  });

  it("refuses each bad value in words, keeps what was typed and stores nothing", async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [
        { phoneDisplay: "555-0142" },
        "phoneDisplay",
        /US phone number with area code/,
      ],
      [{ phoneDisplay: "(145) 555-0142" }, "phoneDisplay", /US phone number/],
      [
        { phoneTel: "+18455550199" },
        "phoneTel",
        /same number as the phone shown/,
      ],
      [{ email: "hello at lakeside" }, "email", /valid email address/],
      [{ leadsEmail: "" }, "leadsEmail", /valid email address/],
      [
        { saturdayOpens: "16:00", saturdayCloses: "09:00" },
        "saturdayCloses",
        /closing time must be after the opening time/,
      ],
      [{ mondayOpens: "" }, "mondayOpens", /Please enter a time/],
      [{ ratingValue: "6" }, "ratingValue", /from 1 to 5/],
      [{ ratingValue: "0.5" }, "ratingValue", /from 1 to 5/],
      [{ ratingCount: "-1" }, "ratingCount", /0 or more/],
      [{ ratingUrl: "javascript:alert(1)" }, "ratingUrl", /https:\/\//],
      [
        { ratingCheckedOn: "2999-01-01" },
        "ratingCheckedOn",
        /cannot be in the future/,
      ],
      [{ coreCounties: "" }, "coreCounties", /at least one core county/],
      [
        { extendedCounties: "Westchester" },
        "extendedCounties",
        /Name County, ST/,
      ],
      [{ zip: "1092" }, "zip", /5-digit ZIP/],
      [{ latitude: "91" }, "latitude", /between -90 and 90/],
      [
        { license1Number: "" },
        "license1Number",
        /state, who issued it and its number/,
      ],
      [{ license2ExpiresOn: "2027-02-30" }, "license2ExpiresOn", /real date/],
      [{ social1Url: "" }, "social1Url", /both the name and the address/],
      [{ name: "" }, "name", /Please enter the business name/],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await save({ ...fields, tagline: "Typed and kept" });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      const body = answer.body as {
        fieldErrors: Record<string, string>;
        values: Record<string, string>;
      };
      expect(body.fieldErrors[field], JSON.stringify(body.fieldErrors)).toMatch(
        message,
      );
      expect(body.values.tagline).toBe("Typed and kept");
    }
    expect(await historyRows()).toBe(0);
    expect((await readBusiness()).tagline).toBe(DEMO_BUSINESS.tagline);
  });

  it("stores a change whole, records who changed what, and the next lead email shows it", async () => {
    const answer = await save({
      phoneDisplay: "(845) 555-0177",
      phoneTel: "+1 845 555 0177",
      saturdayCloses: "14:00",
      license1ExpiresOn: "2027-01-15",
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/admin/business");
    const facts = await readBusiness();
    expect(facts.phone).toEqual({
      display: "(845) 555-0177",
      tel: "+18455550177",
    });
    expect(facts.weeklyHours.find((day) => day.day === "Saturday")).toEqual({
      day: "Saturday",
      mode: "open",
      opens: "09:00",
      closes: "14:00",
    });
    const history = await db()
      .select()
      .from(businessChanges)
      .orderBy(desc(businessChanges.id));
    expect(
      history.map(({ field, oldValue, newValue, changedBy }) => ({
        field,
        oldValue,
        newValue,
        changedBy,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          field: "phoneDisplay",
          oldValue: "(845) 555-0142",
          newValue: "(845) 555-0177",
          changedBy: "maria",
        },
        {
          field: "phoneTel",
          oldValue: "+18455550142",
          newValue: "+18455550177",
          changedBy: "maria",
        },
        {
          field: "saturdayCloses",
          oldValue: "16:00",
          newValue: "14:00",
          changedBy: "maria",
        },
        {
          field: "license1ExpiresOn",
          oldValue: "",
          newValue: "2027-01-15",
          changedBy: "maria",
        },
      ]),
    );
    expect(history).toHaveLength(4);

    const lead = await call(
      contactAction as Handler,
      formPost("/contact", validContact({ email: "new.phone@example.com" })),
      {},
      testContext({ clientKey: "10.9.0.1" }) as never,
    );
    expect(lead.status).toBe(303);
    const emails = await db()
      .select({ message: emailOutbox.message })
      .from(emailOutbox);
    const acknowledgement = emails
      .map((row) => row.message as { to: { address: string }; text: string })
      .find((message) => message.to.address === "new.phone@example.com");
    expect(acknowledgement?.text).toContain("(845) 555-0177");
    expect(acknowledgement?.text).toContain("Sat 9–2");
    expect(acknowledgement?.text).not.toContain("555-0142");
  });

  it("tells the owner who moves the showroom that the location pages keep the old distances", async () => {
    const toast = (answer: { cookie: string | null }) =>
      decodeURIComponent(/admin_flash=([^;]*)/.exec(answer.cookie ?? "")![1]!);
    const moved = await save({ latitude: "41.2001" });
    expect(moved.status).toBe(303);
    expect(toast(moved)).toMatch(/regenerate them in Location pages/);
    const back = await save({});
    expect(toast(back)).toMatch(/regenerate them in Location pages/);
    expect(toast(await save({}))).toBe("Nothing was changed.");
  });

  it("warns on the dashboard 60 days before a licence expires, and not earlier", async () => {
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const dashboard = async () =>
      (
        await call(
          dashboardRoute.loader as Handler,
          new Request(`${SITE}/admin`, { headers: { Cookie: cookie } }),
        )
      ).body as {
        expiring: { state: string; expiresOn: string; expired: boolean }[];
      };
    expect((await save({ license1ExpiresOn: inDays(90) })).status).toBe(303);
    expect((await dashboard()).expiring).toEqual([]);
    expect(
      (
        await save({
          license1ExpiresOn: inDays(30),
          license3ExpiresOn: inDays(-2),
        })
      ).status,
    ).toBe(303);
    expect(
      (await dashboard()).expiring.map((l) => [l.state, l.expired]),
    ).toEqual([
      ["CT", true],
      ["NY", false],
    ]);
  });
});

describe.each(databaseKinds)("holiday closures on %s", (kind) => {
  let cookie: string;
  const thanksgiving = "2027-11-25";
  const post = (fields: Record<string, string>) =>
    call(
      closuresRoute.action as Handler,
      formPost("/admin/business/closures", fields, cookie),
    );
  const at = async <T>(isoDate: string, run: () => Promise<T>) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${isoDate}T15:00:00Z`));
    try {
      return await run();
    } finally {
      vi.useRealTimers();
    }
  };
  const notice = (isoDate: string) =>
    at(isoDate, async () => {
      const root = await withCurrentBusiness(async () => rootLoader());
      return root.hoursNotice;
    });

  beforeAll(async () => {
    await useTestDatabase(kind);
    ({ cookie } = await signedInOwner("maria"));
  });

  it("closes for a holiday: the notice on the day and the day before, JSON-LD, the visit date refused, and back after removal", async () => {
    const added = await post({
      intent: "add",
      kind: "closed",
      from: thanksgiving,
      to: "",
      reason: "Thanksgiving",
    });
    expect(added.status).toBe(303);
    const text = "Closed Thursday, Nov 25 for Thanksgiving";
    expect(await notice("2027-11-23")).toBeNull();
    expect(await notice("2027-11-24")).toBe(text);
    expect(await notice("2027-11-25")).toBe(text);
    expect(await notice("2027-11-26")).toBeNull();

    const special = await at("2027-11-20", () =>
      withCurrentBusiness(async () =>
        localBusinessJsonLd(
          "http://localhost:3000",
          { count: 1, average: 5 },
          [],
        ),
      ),
    );
    expect(special.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: thanksgiving,
        validThrough: thanksgiving,
      },
    ]);

    const visit = await at("2027-11-20", () =>
      call(
        contactAction as Handler,
        formPost(
          "/contact",
          validContact({ preferredDate: thanksgiving, preferredTime: "10:00" }),
        ),
        {},
        testContext({ clientKey: "10.9.1.1" }) as never,
      ),
    );
    expect(visit.status).toBe(400);
    expect(
      (visit.body as { fieldErrors: Record<string, string> }).fieldErrors
        .preferredDate,
    ).toBe(
      "The showroom is closed on Thursday, Nov 25 for Thanksgiving: please choose another day",
    );

    const clash = await post({
      intent: "add",
      kind: "special",
      from: thanksgiving,
      opens: "10:00",
      closes: "12:00",
    });
    expect(clash.status).toBe(400);
    expect(
      (clash.body as { fieldErrors: Record<string, string> }).fieldErrors.from,
    ).toMatch(
      /overlaps.*Closed Thursday, Nov 25 for Thanksgiving\. Remove it first/,
    );

    const tooLong = await post({
      intent: "add",
      kind: "closed",
      from: "2027-12-20",
      to: "2027-12-31",
    });
    expect(tooLong.status).toBe(400);
    expect(
      (tooLong.body as { fieldErrors: Record<string, string> }).fieldErrors.to,
    ).toMatch(/Temporarily closed/);

    const [stored] = (await readBusiness()).exceptions;
    const removed = await post({ intent: "remove", id: stored!.id });
    expect(removed.status).toBe(303);
    expect(await notice("2027-11-24")).toBeNull();
    const history = await database()
      .select({
        field: businessChanges.field,
        oldValue: businessChanges.oldValue,
        newValue: businessChanges.newValue,
      })
      .from(businessChanges)
      .orderBy(businessChanges.id);
    expect(history).toEqual([
      { field: "exceptions", oldValue: "", newValue: text },
      { field: "exceptions", oldValue: text, newValue: "" },
    ]);
  });
});

// What a visitor sees after the owner's save: every part of every page, on
// the next request, with the page cache on.
describe("business details on the pages a server sends", () => {
  const account = { username: "owner", password: "a long enough passphrase" };
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(
      path.join(os.tmpdir(), "lakeside-business-"),
    );
    await createAdminIn(dataDir, account);
    server = await startServer({ dataDir });
    cookie = await signInOver(server, account);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const page = async (pathname: string) =>
    (await fetch(`${server.url}${pathname}`)).text();
  const jsonLd = (html: string) =>
    [
      ...html.matchAll(
        /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs,
      ),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

  it("shows a changed phone and Saturday's hours in the header, footer, contact page and JSON-LD at the next request", async () => {
    // Twice: the second answer comes from the page cache.
    expect(await page("/")).toContain('href="tel:+18455550142"');
    expect(await page("/")).toContain('href="tel:+18455550142"');
    const saved = await fetch(`${server.url}/admin/business`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: cookie,
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        ...demoForm,
        phoneDisplay: "(845) 555-0123",
        phoneTel: "+18455550123",
        saturdayOpens: "10:00",
        saturdayCloses: "15:00",
      }).toString(),
    });
    expect(saved.status).toBe(303);

    const home = await page("/");
    // Only the old number's links and text: forms keep (845) 555-0142 as
    // the example of how to type a phone number.
    expect(home.includes("tel:+18455550142"), "old tel: link").toBe(false);
    const header = home.slice(
      home.indexOf("<header"),
      home.indexOf("</header>"),
    );
    expect(header).toContain('href="tel:+18455550123"');
    const footer = home.slice(
      home.indexOf("<footer"),
      home.indexOf("</footer>"),
    );
    expect(footer).toContain("(845) 555-0123");
    expect(footer).toContain("Mon–Fri 9–6 • Sat 10–3 • Sun by Appt");
    const business = jsonLd(home).find(
      (block) => block["@type"] === "HomeAndConstructionBusiness",
    );
    expect(business?.telephone).toBe("+18455550123");
    expect(business?.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Saturday"],
      opens: "10:00",
      closes: "15:00",
    });
    const contact = await page("/contact");
    expect(contact).toContain("10AM – 3PM");
    expect(contact.includes("tel:+18455550142"), "old tel: link").toBe(false);
    expect(contact).toContain('href="tel:+18455550123"');
    expect(await page("/llms.txt")).toContain("(845) 555-0123");

    // The contact form's visit times follow the new Saturday.
    const saturday = addDays(nextMonday(), 5);
    const visit = await fetch(`${server.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(
        validContact({ preferredDate: saturday, preferredTime: "09:30" }),
      ).toString(),
    });
    expect(visit.status).toBe(400);
    expect(await visit.text()).toContain(
      asHtml(
        "On Saturdays the showroom is open 10 AM to 3 PM: please choose a start time from 10:00 AM to 2:00 PM",
      ),
    );
  });
});
