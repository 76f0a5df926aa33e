import { smtpPort } from "#tests/setup/loopback-smtp-env.ts";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import {
  cities,
  counties,
  emailOutbox,
  loanApplications,
} from "#app/db/schema.ts";
import { action, loader } from "#app/routes/site/financing-apply.tsx";
import { loader as receivedLoader } from "#app/routes/site/financing-received.tsx";
import {
  startEmailDrainer,
  stopEmailDrainer,
} from "#app/emails/drainer.server.ts";
import { loanMessages } from "#app/leads/loan-application-schema.ts";
import { applyRateLimited } from "#app/content/financing-apply.ts";
import { LOAN_FORM } from "#app/leads/loan-application.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import {
  FORM_EXPIRED_MESSAGE,
  SENT_TOO_FAST_MESSAGE,
} from "#app/utils/spam-trap.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import {
  testContext,
  validLoanApplication as valid,
} from "#tests/setup/fixtures.ts";
import {
  mailTo,
  readMail,
  loopbackSmtpServer,
} from "#tests/setup/smtp-server.ts";

// S10, S11 and R7 for the loan application, in process against PGlite (and
// PostgreSQL when TEST_DATABASE_URL is set), with a real SMTP server on
// loopback receiving what the outbox drainer sends.
const smtp = loopbackSmtpServer(smtpPort);

let ipCounter = 0;
const freshIp = () =>
  `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const oldToken = () => issueFormToken(LOAN_FORM, Date.now() - 5_000);

function formRequest(fields: Record<string, string>) {
  return new Request("http://localhost:3000/financing/apply", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

function rawRequest(body: string, contentType: string | null) {
  const headers: Record<string, string> = {};
  if (contentType) headers["Content-Type"] = contentType;
  return new Request("http://localhost:3000/financing/apply", {
    method: "POST",
    headers,
    body,
  });
}

interface Answer {
  status: number;
  location?: string;
  body?: {
    fieldErrors: Record<string, string>;
    formError?: string;
    values: Record<string, string>;
  };
  headers?: Headers;
}

async function submit(request: Request, ip = freshIp()): Promise<Answer> {
  try {
    const result = (await action({
      request,
      context: testContext({ clientKey: ip }),
      params: {},
    } as never)) as unknown;
    if (result instanceof Response) {
      return {
        status: result.status,
        location: result.headers.get("Location") ?? undefined,
      };
    }
    const wrapped = result as {
      data: Answer["body"];
      init?: ResponseInit;
    };
    return {
      status: wrapped.init?.status ?? 200,
      body: wrapped.data,
      headers: new Headers(wrapped.init?.headers),
    };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return {
      status: thrown.status,
      location: thrown.headers.get("Location") ?? undefined,
    };
  }
}

const post = (fields: Record<string, string>, ip?: string) =>
  submit(formRequest({ website: "", formToken: oldToken(), ...fields }), ip);

async function areaShownFor(location: string) {
  const shown = (await receivedLoader({
    request: new Request(`http://localhost${location}`),
  } as never)) as { received: { area: string } | null };
  return shown.received?.area;
}

async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databaseKinds)("the loan application on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.connection.db;
  const rows = async () =>
    (await db().select({ n: count() }).from(loanApplications))[0]!.n;
  const outboxRows = async () =>
    (await db().select({ n: count() }).from(emailOutbox))[0]!.n;

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
      slug: "new-city",
      name: "New City",
      countyId: rockland!.id,
      state: "NY",
      latitude: 41.1476,
      longitude: -73.9893,
    });
    startEmailDrainer({ intervalMs: 100, retryBaseMs: 100 });
  });
  afterAll(async () => {
    await stopEmailDrainer();
    await database.drop();
  });
  beforeEach(async () => {
    // Let the previous test's emails finish, so none arrive in this one.
    await waitFor(async () => {
      const queued = await db().select().from(emailOutbox);
      return queued.every((email) => email.sentAt) ? true : undefined;
    });
    await db().delete(emailOutbox);
    await db().delete(loanApplications);
    smtp.clear();
  });

  it("stores a valid application as pending and emails the business and the applicant", async () => {
    const answer = await post({ ...valid, ssn: "123-45-6789" });

    expect(answer.status).toBe(303);
    const location = new URL(answer.location!, "http://localhost");
    expect(location.pathname).toBe("/financing/apply/received");
    // No personal data in the URL.
    expect(answer.location).not.toMatch(/maria|lopez|birch|10956|30000|85000/i);

    const [row] = await db().select().from(loanApplications);
    expect(row).toMatchObject({
      firstName: "Maria",
      lastName: "Lopez",
      email: "maria.lopez@example.com",
      phone: "+18455550199",
      state: "NY",
      zipCode: "10956",
      projectType: "kitchen-remodeling",
      estimatedProjectCost: 45_000,
      requestedLoanAmount: 30_000,
      preferredTermMonths: 60,
      annualIncome: 85_000,
      creditScore: "Good (700-759)",
      status: "pending",
      inServiceArea: 1,
    });
    expect(row!.consentedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain("123-45-6789");
    const reference = leadReference("F", row!.id);
    expect(location.search).toBe(`?ref=${reference}`);
    expect(await areaShownFor(answer.location!)).toBe("served");

    // The confirmation page trusts only a genuine signed reference.
    for (const forged of [
      `F${row!.id + 1}-${reference.slice(-8)}`,
      `F${row!.id}-AAAAAAAA`,
      leadReference("C", row!.id),
    ]) {
      await expect(
        receivedLoader({
          request: new Request(
            `http://localhost/financing/apply/received?ref=${forged}`,
          ),
        } as never),
      ).rejects.toMatchObject({ init: { status: 404 } });
    }

    const received = await smtp.waitFor(2);
    const toBusiness = readMail(mailTo(received, business.leadsEmail)!);
    const toApplicant = readMail(mailTo(received, "maria.lopez@example.com")!);
    expect(toBusiness.headers.subject).toBe(
      `Financing application ${reference}: Maria Lopez, $30,000 over 60 months`,
    );
    expect(toBusiness.headers["reply-to"]).toContain("maria.lopez@example.com");
    for (const text of [
      "(845) 555-0199",
      "12 Birch Lane, New City, NY 10956",
      "Kitchen Remodeling",
      "New cabinets and quartz counters.",
      "$45,000",
      "$85,000",
      "Good (700-759)",
      "In service area: Yes",
    ]) {
      expect(toBusiness.body).toContain(text);
    }
    expect(toApplicant.headers.subject).toBe(
      `We received your financing application (${reference})`,
    );
    expect(toApplicant.body).toContain("Hello Maria,");
    expect(toApplicant.body).toContain(reference);
    expect(toApplicant.body).toContain("subject to credit approval");
    for (const secret of [
      "85,000",
      "85000",
      "Good (700-759)",
      "Birch",
      "30,000",
      "45,000",
    ]) {
      expect(toApplicant.body).not.toContain(secret);
    }
    for (const mail of received) expect(mail.raw).not.toContain("123-45-6789");
    // The drainer marks a message sent once the SMTP server has answered,
    // a moment after the server holds it.
    const sent = await waitFor(async () => {
      const rows = await db().select().from(emailOutbox);
      return rows.every((email) => email.sentAt !== null) ? rows : undefined;
    });
    expect(sent).toHaveLength(2);
  });

  it("accepts the same application as JSON, with __proto__ keys dropped", async () => {
    const body = `{"__proto__":{"isAdmin":true},${JSON.stringify({
      ...valid,
      website: "",
      formToken: oldToken(),
      requestedLoanAmount: 5000,
      preferredTermMonths: 12,
      consent: true,
    }).slice(1)}`;
    const answer = await submit(rawRequest(body, "application/json"));
    expect(answer.status).toBe(303);
    expect(await rows()).toBe(1);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("recognises an application sent twice instead of storing it twice, and stores a changed one", async () => {
    const [first, second] = await Promise.all([post(valid), post(valid)]);
    expect(first.status).toBe(303);
    expect(second.location).toBe(first.location);
    expect(await rows()).toBe(1);
    expect(await outboxRows()).toBe(2);
    const changed = await post({ ...valid, requestedLoanAmount: "31000" });
    expect(changed.status).toBe(303);
    expect(changed.location).not.toBe(first.location);
    expect(await rows()).toBe(2);
  });

  it("stores names and descriptions in any script and keeps HTML inert in the emails", async () => {
    const answer = await post({
      ...valid,
      firstName: "José <b>",
      lastName: "Ñúñez-李",
      projectDescription:
        '<script>alert(1)</script><img src=x onerror="alert(2)">\nSecond line',
    });
    expect(answer.status).toBe(303);
    const [row] = await db().select().from(loanApplications);
    expect(row!.firstName).toBe("José <b>");
    expect(row!.lastName).toBe("Ñúñez-李");
    const mails = (await smtp.waitFor(2)).map(readMail);
    // The HTML alternative comes after the plain-text one.
    const html = mails
      .map((mail) => mail.body.slice(mail.body.search(/<!doctype html/i)))
      .join("\n");
    expect(html).toContain("José &lt;b&gt; Ñúñez-李");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/<script|<img|<b>/i);
    // Headers carry the name as an encoded word, never raw markup or a break.
    for (const mail of mails) {
      expect(mail.raw.split("\r\n\r\n")[0]).not.toMatch(/<b>|\nBcc:/i);
    }
  });

  it("flags an out-of-area home but still stores it", async () => {
    const answer = await post({
      ...valid,
      city: "Stamford",
      state: "CT",
      zipCode: "06901",
    });
    expect(answer.status).toBe(303);
    expect(await areaShownFor(answer.location!)).toBe("outside");
    const [row] = await db().select().from(loanApplications);
    expect(row!.inServiceArea).toBe(0);
  });

  const bad: Array<[string, Record<string, string>, string, string]> = [
    ["no fields", {}, "firstName", loanMessages.firstName],
    [
      "amount 999",
      { requestedLoanAmount: "999" },
      "requestedLoanAmount",
      loanMessages.requestedLoanAmount,
    ],
    [
      "amount 150,001",
      { requestedLoanAmount: "150001" },
      "requestedLoanAmount",
      loanMessages.requestedLoanAmount,
    ],
    [
      "amount in words",
      { requestedLoanAmount: "ten thousand" },
      "requestedLoanAmount",
      loanMessages.requestedLoanAmount,
    ],
    [
      "term 18",
      { preferredTermMonths: "18" },
      "preferredTermMonths",
      loanMessages.preferredTermMonths,
    ],
    [
      "100 KB first name",
      { firstName: "x".repeat(100_000) },
      "firstName",
      "Please use at most 100 characters",
    ],
    [
      "100 KB description",
      { projectDescription: "y".repeat(100_000) },
      "projectDescription",
      loanMessages.projectDescription,
    ],
    [
      "CR/LF in a name",
      { lastName: "Lopez\r\nBcc: victim@example.net" },
      "lastName",
      "Please remove line breaks and control characters",
    ],
    [
      "CR/LF in the email",
      { email: "a@b.co\r\nBcc: victim@example.net" },
      "email",
      loanMessages.email,
    ],
    ["a state not served", { state: "PA" }, "state", loanMessages.state],
    ["a 4-digit ZIP", { zipCode: "1095" }, "zipCode", loanMessages.zipCode],
    [
      "a foreign phone",
      { phone: "+44 20 7946 0958" },
      "phone",
      loanMessages.phone,
    ],
    [
      "an unknown project",
      { projectType: "roofing" },
      "projectType",
      loanMessages.projectType,
    ],
    [
      "an income past the bound",
      { annualIncome: "10000001" },
      "annualIncome",
      loanMessages.annualIncome,
    ],
    [
      "a made-up credit range",
      { creditScore: "850" },
      "creditScore",
      loanMessages.creditScore,
    ],
    ["no consent", { consent: "" }, "consent", loanMessages.consent],
    [
      "a NUL in the city",
      { city: "New\u0000City" },
      "city",
      "Please remove line breaks and control characters",
    ],
  ];

  it.each(bad)(
    "refuses %s with a 400, the field's message and the values kept",
    async (_name, change, field, message) => {
      const fields =
        Object.keys(change).length === 0 ? {} : { ...valid, ...change };
      const answer = await post(fields);
      expect(answer.status).toBe(400);
      expect(answer.body!.fieldErrors[field]).toBe(message);
      if (Object.keys(change).length > 0) {
        expect(Object.keys(answer.body!.fieldErrors)).toEqual([field]);
        expect(answer.body!.values[field]).toBe(change[field]!.slice(0, 5_000));
      }
      expect(await rows()).toBe(0);
      expect(await outboxRows()).toBe(0);
    },
  );

  it.each([
    [
      "wrong types in JSON",
      JSON.stringify({
        ...valid,
        website: "",
        formToken: oldToken(),
        firstName: 42,
        requestedLoanAmount: true,
        consent: ["yes"],
      }),
      "application/json",
      400,
    ],
    ["malformed JSON", '{"firstName": "Maria",', "application/json", 400],
    ["a JSON array", "[1,2,3]", "application/json", 400],
    ["plain text", "firstName=Maria", "text/plain", 415],
    ["no content type", "firstName=Maria", null, 415],
  ] as const)(
    "answers %s with a 4xx and a message, storing nothing",
    async (_name, body, type, status) => {
      const answer = await submit(rawRequest(body, type));
      expect(answer.status).toBe(status);
      expect(
        answer.body!.formError ?? Object.values(answer.body!.fieldErrors)[0],
      ).toMatch(/\w/);
      expect(await rows()).toBe(0);
    },
  );

  it("treats a filled honeypot as a bot: the same answer, nothing stored", async () => {
    const trapped = await post({ ...valid, website: "http://spam.example" });
    expect(trapped.status).toBe(303);
    expect(trapped.location).toBe("/financing/apply/received");
    expect(await rows()).toBe(0);
    expect(await outboxRows()).toBe(0);
  });

  it("asks a fast sender to press Send again, keeping the values and storing nothing", async () => {
    const fast = await submit(
      formRequest({
        ...valid,
        website: "",
        formToken: issueFormToken(LOAN_FORM),
      }),
    );
    expect(fast.status).toBe(400);
    expect(fast.body!.formError).toBe(SENT_TOO_FAST_MESSAGE);
    expect(fast.body!.values.lastName).toBe("Lopez");
    expect(fast.body!.fieldErrors).toEqual({});
    expect(await rows()).toBe(0);
    expect(await outboxRows()).toBe(0);
  });

  it("answers an empty form sent fast with its field errors", async () => {
    const empty = await submit(
      formRequest({ website: "", formToken: issueFormToken(LOAN_FORM) }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body!.fieldErrors.firstName).toMatch(/\w/);
    expect(empty.body!.fieldErrors.email).toMatch(/\w/);
    expect(await rows()).toBe(0);
  });

  it("asks to resend a form whose token is missing or forged, keeping the values", async () => {
    for (const formToken of ["", "1.abc.def", `${oldToken()}x`]) {
      const answer = await submit(
        formRequest({ ...valid, website: "", formToken }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body!.formError).toBe(FORM_EXPIRED_MESSAGE);
      expect(answer.body!.values.lastName).toBe("Lopez");
    }
    expect(await rows()).toBe(0);
  });

  it("limits one address to 10 applications a minute with a 429 and Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await post({ ...valid, requestedLoanAmount: "999" }, ip)).status,
      ).toBe(400);
    }
    const limited = await post(valid, ip);
    expect(limited.status).toBe(429);
    expect(limited.body!.formError).toBe(applyRateLimited);
    expect(limited.body!.values.firstName).toBe("Maria");
    expect(Number(limited.headers!.get("Retry-After"))).toBeGreaterThan(0);
    expect(await rows()).toBe(0);
    expect((await post(valid)).status).toBe(303);
  });

  it("keeps the application when SMTP is down and delivers once it is back", async () => {
    await smtp.whileDown(async () => {
      expect((await post(valid)).status).toBe(303);
      expect(await rows()).toBe(1);
      const failed = await waitFor(async () => {
        const queued = await db().select().from(emailOutbox);
        return queued.length === 2 &&
          queued.every((email) => email.lastError && !email.sentAt)
          ? queued
          : undefined;
      });
      // Retries come every 100 ms here, so a slow poll may see a second try.
      for (const email of failed) {
        expect(email.attempts).toBeGreaterThanOrEqual(1);
      }
    });
    const delivered = await waitFor(async () => {
      const queued = await db().select().from(emailOutbox);
      return queued.every((email) => email.sentAt) ? queued : undefined;
    });
    expect(delivered).toHaveLength(2);
    expect(smtp.received).toHaveLength(2);
  });

  it("issues a fresh form token with the page", () => {
    const { formToken } = loader() as { formToken: string };
    expect(formToken).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
  });
});
