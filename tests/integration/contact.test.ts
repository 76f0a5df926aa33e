import { smtpPort } from "#tests/setup/loopback-smtp-env.ts";
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  cities,
  contactRequests,
  counties,
  emailOutbox,
} from "#app/db/schema.ts";
import { listUnsentEmails } from "#app/models/email-outbox.server.ts";
import { action } from "#app/routes/site/contact.tsx";
import { loader as thankYouLoader } from "#app/routes/site/contact-thank-you.tsx";
import {
  startEmailDrainer,
  stopEmailDrainer,
} from "#app/emails/drainer.server.ts";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import { SENT_TOO_FAST_MESSAGE } from "#app/utils/spam-trap.ts";
import { addDays, todayInShowroom } from "#app/utils/showroom-hours.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { testContext } from "#tests/setup/fixtures.ts";
import {
  mailTo,
  readMail,
  loopbackSmtpServer,
} from "#tests/setup/smtp-server.ts";

// The settings are read once per process, when first used, so these are in
// place before any test runs; SMTP_URL names loopback-smtp-env's port.
process.env.LEADS_EMAIL = "owner@lakeside.test";
process.env.LEAD_RATE_LIMIT_PER_MINUTE = "5";

// A Monday two weeks ahead keeps the visit inside opening hours all year.
function nextMonday() {
  let date = addDays(todayInShowroom(), 14);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1)
    date = addDays(date, 1);
  return date;
}
const VISIT_DATE = nextMonday();

let ip = 0;
const oldToken = () => issueFormToken("contact", Date.now() - 10_000);

function validForm(overrides: Record<string, string> = {}) {
  return {
    formToken: oldToken(),
    website: "",
    requestType: "showroom-visit",
    name: "Ann Lee",
    email: " Ann.Lee@Example.com ",
    phone: "(845) 555-0199",
    service: "kitchen-remodeling",
    townOrZip: "10960",
    preferredDate: VISIT_DATE,
    preferredTime: "10:30",
    contactMethod: "phone",
    message: "<script>alert(1)</script>\nWe'd like to see cabinets & tile.",
    ...overrides,
  };
}

async function submit(
  body: Record<string, unknown> | string,
  options: { contentType?: string; clientKey?: string } = {},
) {
  const contentType =
    options.contentType ?? "application/x-www-form-urlencoded";
  const payload =
    typeof body === "string"
      ? body
      : contentType === "application/json"
        ? JSON.stringify(body)
        : new URLSearchParams(body as Record<string, string>).toString();
  const request = new Request("http://localhost:3000/contact", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: payload,
  });
  const result: unknown = await action({
    request,
    context: testContext({ clientKey: options.clientKey ?? `10.1.0.${++ip}` }),
    params: {},
  } as never);
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      data: null,
    };
  }
  const { data, init } = result as { data: unknown; init?: ResponseInit };
  return {
    status: init?.status ?? 200,
    location: null,
    data: data as {
      fieldErrors: Record<string, string>;
      formError?: string;
      values: Record<string, string>;
    },
    headers: new Headers(init?.headers),
  };
}

describe.each(databaseKinds)("contact requests on %s", (kind) => {
  let database: TestDatabase;
  const smtp = loopbackSmtpServer(smtpPort);
  const db = () => database.connection.db;
  const rows = async () =>
    (await db().select({ n: count() }).from(contactRequests))[0]!.n;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    const [rockland] = await db()
      .insert(counties)
      .values({
        slug: "rockland",
        name: "Rockland County",
        state: "NY",
        tier: "core",
      })
      .returning();
    await db().insert(cities).values({
      slug: "nyack",
      name: "Nyack",
      state: "NY",
      countyId: rockland!.id,
      latitude: 41.0906,
      longitude: -73.9179,
    });
    startEmailDrainer({ intervalMs: 200, retryBaseMs: 200 });
  });
  afterAll(async () => {
    await stopEmailDrainer();
    await database.drop();
  });
  beforeEach(async () => {
    smtp.clear();
  });

  it("stores a showroom visit and delivers both emails with the calendar entry", async () => {
    const response = await submit(validForm());
    expect(response.status).toBe(303);
    const ref = new URL(response.location!, "http://x").searchParams.get(
      "ref",
    )!;
    expect(response.location).toBe(`/contact/thank-you?ref=${ref}`);
    expect(ref).toMatch(/^C\d+-[\w-]{8}$/);

    const [row] = await db().select().from(contactRequests);
    expect(row).toMatchObject({
      requestType: "showroom-visit",
      name: "Ann Lee",
      email: "ann.lee@example.com",
      phone: "+18455550199",
      service: "kitchen-remodeling",
      townOrZip: "10960",
      preferredDate: VISIT_DATE,
      preferredTime: "10:30",
      contactMethod: "phone",
      message: "<script>alert(1)</script>\nWe'd like to see cabinets & tile.",
      inServiceArea: 1,
      distanceMiles: 4,
      status: "new",
    });

    const mails = await smtp.waitFor(2);
    const business = mailTo(mails, "owner@lakeside.test");
    const visitor = mailTo(mails, "ann.lee@example.com");
    expect(business).toBeDefined();
    expect(visitor).toBeDefined();

    const businessMail = readMail(business!);
    expect(businessMail.headers["reply-to"]).toBe(
      "Ann Lee <ann.lee@example.com>",
    );
    expect(businessMail.headers.subject).toBe(
      `New showroom visit request from Ann Lee (${ref})`,
    );
    const [text, html] = businessMail.parts;
    expect(text!.body).toContain("Phone: (845) 555-0199 (+18455550199)");
    expect(text!.body).toContain(
      "In service area: Yes, 4 miles from the showroom",
    );
    expect(text!.body).toContain("<script>alert(1)</script>");
    expect(html!.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html!.body).not.toContain("<script>");

    const visitorMail = readMail(visitor!);
    expect(visitorMail.headers.subject).toBe(
      `We received your request (${ref}) - Lakeside Kitchen & Bath`,
    );
    const { parts } = visitorMail;
    expect(parts[0]!.body).toContain("within one business day");
    expect(parts[0]!.body).toContain("Good news: you are in our service area");
    const calendar = parts.find((p) =>
      p.headers["content-type"]?.startsWith("text/calendar"),
    );
    expect(calendar?.headers["content-type"]).toContain("method=PUBLISH");
    const ics = calendar!.body.replace(/\r\n[ \t]/g, "");
    const stamp = VISIT_DATE.replaceAll("-", "");
    expect(ics).toContain(`DTSTART;TZID=America/New_York:${stamp}T103000`);
    expect(ics).toContain(`DTEND;TZID=America/New_York:${stamp}T113000`);
    expect(ics).toContain("LOCATION:100 Lake Road\\, Congers\\, NY 10920");

    await expect
      .poll(async () =>
        (await db().select().from(emailOutbox)).every((e) => e.sentAt),
      )
      .toBe(true);
    const outbox = await db().select().from(emailOutbox);
    expect(
      outbox.every((entry) => entry.sentAt !== null && entry.attempts === 1),
    ).toBe(true);
    expect(outbox.map((entry) => entry.relatedId)).toEqual([row!.id, row!.id]);

    const page = (await thankYouLoader({
      request: new Request(`http://localhost:3000${response.location}`),
      context: testContext(),
      params: {},
    } as never)) as {
      request: { reference: string; inArea: boolean; miles: number };
    };
    expect(page.request).toMatchObject({
      reference: ref,
      inArea: true,
      miles: 4,
    });
  });

  it("sends the visitor's acknowledgement nothing typed but a first name that can only be a name", async () => {
    for (const [name, greeting] of [
      ["Zoë Quinn", "Hello Zoë,"],
      ["www.win-a-prize.example click here", "Hello,"],
    ] as const) {
      const email = `ack${++ip}@example.com`;
      expect((await submit(validForm({ name, email }))).status).toBe(303);
      const [ack] = await db()
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.kind, "contact-confirmation"),
            eq(emailOutbox.toAddress, email),
          ),
        );
      const message = JSON.stringify(ack!.message);
      expect(message).toContain(greeting);
      expect(message).not.toContain("win-a-prize");
      expect(message).not.toContain("cabinets &");
    }
  });

  it("recognises a repeated submission instead of storing it twice", async () => {
    const before = await rows();
    const form = validForm({ email: "twice@example.com" });
    const [first, second] = await Promise.all([submit(form), submit(form)]);
    expect(first.location).toBe(second.location);
    expect(await rows()).toBe(before + 1);
  });

  it("stores the lead when SMTP is down and delivers once it is back", async () => {
    await smtp.whileDown(async () => {
      const response = await submit(
        validForm({
          email: "retry@example.com",
          requestType: "free-estimate",
          preferredDate: "",
          preferredTime: "",
          townOrZip: "90210",
        }),
      );
      expect(response.status).toBe(303);
      const [row] = await db()
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.email, "retry@example.com"));
      expect(row).toMatchObject({
        inServiceArea: 0,
        requestType: "free-estimate",
      });

      // The first attempts fail and stay visible with their error.
      const deadline = Date.now() + 10_000;
      const unsentForRow = async () =>
        (await listUnsentEmails()).filter((e) => e.relatedId === row!.id);
      let unsent = await unsentForRow();
      while (unsent.some((e) => !e.lastError) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        unsent = await unsentForRow();
      }
      expect(unsent).toHaveLength(2);
      expect(unsent[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(unsent[0]!.attempts).toBeGreaterThanOrEqual(1);
    });
    const visitorMail = () => mailTo(smtp.received, "retry@example.com");
    await expect.poll(visitorMail, { timeout: 15_000 }).toBeDefined();
    const { parts } = readMail(visitorMail()!);
    expect(
      parts.some((p) => p.headers["content-type"]?.startsWith("text/calendar")),
    ).toBe(false);
    expect(parts[0]!.body).toContain("outside the area we usually serve");
    // Everything queued while the server was down goes out too.
    await expect
      .poll(
        async () =>
          (
            await db()
              .select({ n: count() })
              .from(emailOutbox)
              .where(isNull(emailOutbox.sentAt))
          )[0]!.n,
        { timeout: 15_000 },
      )
      .toBe(0);
  });

  it("accepts JSON as well as form posts", async () => {
    const response = await submit(validForm({ email: "json@example.com" }), {
      contentType: "application/json",
    });
    expect(response.status).toBe(303);
  });

  it("gives a filled honeypot a silent success and stores nothing", async () => {
    const before = await rows();
    const honeypot = await submit(
      validForm({ email: "bot1@example.com", website: "http://spam" }),
    );
    expect(honeypot.status).toBe(303);
    expect(honeypot.location).toBe("/contact/thank-you");
    expect(await rows()).toBe(before);
  });

  it("asks a fast sender, or a post without the honeypot field, to send again: values kept, nothing stored", async () => {
    const before = await rows();
    const tooFast = await submit(
      validForm({
        email: "fast@example.com",
        formToken: issueFormToken("contact"),
      }),
    );
    expect(tooFast.status).toBe(400);
    expect(tooFast.data?.formError).toBe(SENT_TOO_FAST_MESSAGE);
    expect(tooFast.data?.values.email).toBe("fast@example.com");
    const missingTrap = await submit(
      Object.fromEntries(
        Object.entries(validForm({ email: "no-trap@example.com" })).filter(
          ([k]) => k !== "website",
        ),
      ),
    );
    expect(missingTrap.status).toBe(400);
    expect(missingTrap.data?.formError).toMatch(/send it again/);
    const emptyAndFast = await submit({
      website: "",
      formToken: issueFormToken("contact"),
    });
    expect(emptyAndFast.status).toBe(400);
    expect(emptyAndFast.data?.fieldErrors.name).toMatch(/\w/);
    expect(emptyAndFast.data?.fieldErrors.email).toMatch(/\w/);
    expect(await rows()).toBe(before);
  });

  it("asks for a resend when the form token is missing, forged, old or from the future", async () => {
    const before = await rows();
    const fresh = oldToken();
    for (const formToken of [
      "",
      "garbage",
      // Change the signature's last character (to one it is not already).
      `${fresh.slice(0, -1)}${fresh.endsWith("x") ? "y" : "x"}`,
      issueFormToken("contact", Date.now() - 25 * 60 * 60 * 1000),
      issueFormToken("contact", Date.now() + 60_000),
      issueFormToken("financing", Date.now() - 10_000),
    ]) {
      const response = await submit(
        validForm({ email: "expired@example.com", formToken }),
      );
      expect(response.status).toBe(400);
      expect(response.data?.formError).toMatch(/send it again/);
      expect(response.data?.values.name).toBe("Ann Lee");
    }
    expect(await rows()).toBe(before);
  });

  it("limits each address to the configured submissions per minute", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof submit>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await submit(validForm({ name: "" }), {
        clientKey: `${kind}-limited`,
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(last!.data?.formError).toMatch(/wait a minute/);
    expect(last!.headers?.get("Retry-After")).toMatch(/^\d+$/);
    expect(
      (await submit(validForm({ name: "" }), { clientKey: `${kind}-other` }))
        .status,
    ).toBe(400);
  });

  it("rejects an unknown ZIP code with a message beside the field", async () => {
    const response = await submit(
      validForm({ townOrZip: "00000", email: "zip@example.com" }),
    );
    expect(response.status).toBe(400);
    expect(response.data?.fieldErrors).toEqual({
      townOrZip:
        "We could not find ZIP code 00000: please check it, or enter your town instead",
    });
  });

  it("refuses a reference that was not issued", async () => {
    for (const ref of ["C1-AAAAAAAA", "C999-xxxxxxxx", "F1-abcdefgh", "1"]) {
      await expect(
        thankYouLoader({
          request: new Request(
            `http://localhost:3000/contact/thank-you?ref=${ref}`,
          ),
          context: testContext(),
          params: {},
        } as never),
      ).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});
