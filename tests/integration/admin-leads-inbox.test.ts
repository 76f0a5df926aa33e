import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import {
  bookings,
  contactRequests,
  emailOutbox,
  emailSubscribers,
  leadChanges,
  loanApplications,
} from "#app/db/schema.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import * as detailRoute from "#app/routes/admin/lead-detail.tsx";
import * as icsRoute from "#app/routes/admin/lead-visit-ics.ts";
import * as exportRoute from "#app/routes/admin/leads-export.ts";
import * as listRoute from "#app/routes/admin/leads.tsx";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// The leads inbox as the owner uses it: find a lead by any part of who
// they are, narrow the list, open it, keep notes, see who changed what,
// take the list to a spreadsheet, and delete a person's data on request.

type ListData = Awaited<ReturnType<typeof listRoute.loader>>;
type DetailData = Awaited<ReturnType<typeof detailRoute.loader>>;

describe.each(databaseKinds)("the leads inbox on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;

  const list = async (query = "") =>
    (
      await call(
        listRoute.loader as Handler,
        new Request(`${SITE}/admin/leads${query}`, {
          headers: { Cookie: cookie },
        }),
      )
    ).body as ListData;
  const names = async (query: string) =>
    (await list(query)).leads.map((lead) => lead.name);

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
    // 30 contact requests, one a day through November 2026 at 10:00 New
    // York time, then the few the tests look for by name.
    await db()
      .insert(contactRequests)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          requestType: "free-estimate",
          name: `Visitor ${String(i + 1).padStart(2, "0")}`,
          email: `visitor${i + 1}@example.com`,
          phone: `+1845555${String(1000 + i)}`,
          townOrZip: "Nyack",
          inServiceArea: 1,
          createdAt: new Date(
            `2026-11-${String(i + 1).padStart(2, "0")}T15:00:00Z`,
          ),
        })),
      );
    await db()
      .insert(contactRequests)
      .values([
        {
          requestType: "showroom-visit",
          name: "Ana Ruiz",
          email: "Ana.Ruiz@example.com",
          phone: "(201) 555-0199",
          townOrZip: "Teaneck",
          inServiceArea: 1,
          distanceMiles: 12,
          preferredDate: "2026-12-03",
          preferredTime: "14:00",
          contactMethod: "text",
          message: '=HYPERLINK("http://evil.example","click")',
          createdAt: new Date("2026-10-15T03:30:00Z"),
        },
        {
          requestType: "consultation",
          name: "Far Away",
          email: "far@example.com",
          phone: "+15555550100",
          townOrZip: "Albany",
          inServiceArea: 0,
          distanceMiles: 130,
          status: "closed",
          createdAt: new Date("2026-10-14T15:00:00Z"),
        },
      ]);
    await db()
      .insert(loanApplications)
      .values({
        firstName: "Ana",
        lastName: "Ruiz",
        email: "ana.ruiz@example.com",
        phone: "2015550199",
        address: "9 Elm St",
        city: "Teaneck",
        state: "NJ",
        zipCode: "07666",
        projectType: "kitchen-remodeling",
        projectDescription: "New cabinets",
        estimatedProjectCost: 52_000,
        requestedLoanAmount: 40_000,
        preferredTermMonths: 84,
        annualIncome: 120_000,
        creditScore: "Good (700-759)",
        consentedAt: new Date("2026-10-16T15:00:00Z"),
        inServiceArea: 1,
        submittedAt: new Date("2026-10-16T15:00:00Z"),
      });
    await db()
      .insert(emailSubscribers)
      .values([
        { email: "ana.ruiz@example.com", source: "website" },
        { email: "visitor1@example.com", source: "website" },
      ]);
  });
  afterAll(async () => {
    await database.drop();
  });

  const idOf = async (name: string) =>
    (
      await db()
        .select({ id: contactRequests.id })
        .from(contactRequests)
        .where(eq(contactRequests.name, name))
    )[0]!.id;

  it("pages through every lead, 25 at a time, newest first", async () => {
    const first = await list();
    expect(first.total).toBe(33);
    expect(first.pageCount).toBe(2);
    expect(first.leads).toHaveLength(25);
    expect(first.leads[0]!.name).toBe("Visitor 30");
    const second = await list("?page=2");
    expect(second.leads.map((lead) => lead.name)).toEqual([
      "Visitor 05",
      "Visitor 04",
      "Visitor 03",
      "Visitor 02",
      "Visitor 01",
      "Ana Ruiz",
      "Ana Ruiz",
      "Far Away",
    ]);
    expect(second.leads.map((lead) => lead.kind).slice(5, 7)).toEqual([
      "loan",
      "contact",
    ]);
  });

  it("finds a lead by name, email, town or a phone number typed any way", async () => {
    expect(await names("?q=ana%20ruiz")).toEqual(["Ana Ruiz", "Ana Ruiz"]);
    expect(await names("?q=ANA.RUIZ@example")).toEqual([
      "Ana Ruiz",
      "Ana Ruiz",
    ]);
    expect(await names("?q=teaneck")).toEqual(["Ana Ruiz", "Ana Ruiz"]);
    for (const phone of ["201-555-0199", "(201) 5550199", "2015550199"]) {
      expect(await names(`?q=${encodeURIComponent(phone)}`), phone).toEqual([
        "Ana Ruiz",
        "Ana Ruiz",
      ]);
    }
    expect(await names("?q=%25")).toEqual([]);
    expect(await names("?q=nobody")).toEqual([]);
  });

  it("filters by type, status, service area and New York dates", async () => {
    expect(await names("?type=loan")).toEqual(["Ana Ruiz"]);
    expect((await list("?type=contact")).total).toBe(32);
    expect(await names("?status=closed")).toEqual(["Far Away"]);
    expect(await names("?area=out")).toEqual(["Far Away"]);
    expect(await names("?area=unknown")).toEqual([]);
    // 03:30 UTC on the 15th is still the 14th in New York.
    expect(await names("?from=2026-10-14&to=2026-10-14")).toEqual([
      "Ana Ruiz",
      "Far Away",
    ]);
    expect(await names("?from=2026-11-29")).toEqual([
      "Visitor 30",
      "Visitor 29",
    ]);
    expect(await names("?type=contact&q=ruiz&area=in&to=2026-10-31")).toEqual([
      "Ana Ruiz",
    ]);
  });

  it("says what it left out of a filter it cannot read, instead of failing", async () => {
    const odd = await list("?from=yesterday&type=spam&status=lost&area=moon");
    expect(odd.filter).toMatchObject({
      from: "",
      type: "",
      status: "",
      area: "",
    });
    expect(odd.total).toBe(33);
    expect(odd.problems).toEqual([
      "“yesterday” is not a date; the start of the range was left out.",
    ]);
    const reversed = await list("?from=2026-11-10&to=2026-11-01");
    expect(reversed.total).toBe(0);
    expect(reversed.problems[0]).toMatch(/start date is after the end date/);
  });

  it("shows a lead's page with every field it was sent with", async () => {
    const id = await idOf("Ana Ruiz");
    const answer = await call(
      detailRoute.loader as Handler,
      new Request(`${SITE}/admin/leads/contact/${id}`, {
        headers: { Cookie: cookie },
      }),
      { kind: "contact", id: String(id) },
    );
    const lead = answer.body as DetailData;
    const fields = Object.fromEntries(
      lead.fields.map((field) => [field.label, field.value]),
    );
    expect(fields).toMatchObject({
      Request: "Showroom visit",
      "Town or ZIP": "Teaneck",
      "In service area": "Yes, 12 miles from the showroom",
      "Preferred visit":
        "Thursday, December 3, 2026 at 2:00 PM (New York time)",
      "Reach by": "Text message",
    });
    expect(fields.Received).toMatch(/October 14, 2026/);
    expect(lead.hasCalendar).toBe(true);

    const [loan] = await db().select().from(loanApplications);
    const loanPage = (
      await call(
        detailRoute.loader as Handler,
        new Request(`${SITE}/admin/leads/loan/${loan!.id}`, {
          headers: { Cookie: cookie },
        }),
        { kind: "loan", id: String(loan!.id) },
      )
    ).body as DetailData;
    const loanFields = Object.fromEntries(
      loanPage.fields.map((field) => [field.label, field.value]),
    );
    expect(loanFields).toMatchObject({
      Address: "9 Elm St, Teaneck, NJ 07666",
      "Estimated project cost": "$52,000",
      "Amount requested": "$40,000",
      "Preferred term": "84 months",
      "Annual income": "$120,000",
      "Credit score": "Good (700-759)",
    });
    expect(loanFields["Consent to contact and credit check"]).toMatch(
      /^Given .*October 16, 2026/,
    );

    for (const params of [
      { kind: "contact", id: "999999" },
      { kind: "lead", id: String(id) },
      { kind: "contact", id: "1e3" },
    ]) {
      const missing = await call(
        detailRoute.loader as Handler,
        new Request(`${SITE}/admin/leads/${params.kind}/${params.id}`, {
          headers: { Cookie: cookie },
        }),
        params,
      );
      expect(missing.status, JSON.stringify(params)).toBe(404);
    }
  });

  it("gives the requested showroom visit as a calendar file", async () => {
    const id = await idOf("Ana Ruiz");
    const answer = await icsRoute.loader({
      request: new Request(`${SITE}/admin/leads/contact/${id}/visit.ics`, {
        headers: { Cookie: cookie },
      }),
      params: { id: String(id) },
      context: {},
    } as never);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe(
      "text/calendar; charset=utf-8",
    );
    const ics = await answer.text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("DTSTART;TZID=America/New_York:20261203T140000");
    const none = await icsRoute.loader({
      request: new Request(`${SITE}/x`, { headers: { Cookie: cookie } }),
      params: { id: String(await idOf("Far Away")) },
      context: {},
    } as never);
    expect(none.status).toBe(404);
  });

  it("keeps the owner's notes and a history of who changed what", async () => {
    const id = await idOf("Far Away");
    const post = (fields: Record<string, string>) =>
      call(
        detailRoute.action as Handler,
        formPost(`/admin/leads/contact/${id}`, fields, cookie),
        { kind: "contact", id: String(id) },
      );
    const saved = await post({
      intent: "notes",
      kind: "contact",
      id: String(id),
      notes: "  Called twice; too far for us. Referred to a colleague.  ",
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/admin/leads/contact/${id}`);
    const status = await post({
      intent: "contact-status",
      id: String(id),
      status: "contacted",
    });
    expect(status.status).toBe(303);
    // Saving the same notes again records nothing new.
    await post({
      intent: "notes",
      kind: "contact",
      id: String(id),
      notes: "Called twice; too far for us. Referred to a colleague.",
    });
    const [row] = await db()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, id));
    expect(row!.notes).toBe(
      "Called twice; too far for us. Referred to a colleague.",
    );
    expect(row!.status).toBe("contacted");
    const lead = (
      await call(
        detailRoute.loader as Handler,
        new Request(`${SITE}/admin/leads/contact/${id}`, {
          headers: { Cookie: cookie },
        }),
        { kind: "contact", id: String(id) },
      )
    ).body as DetailData;
    expect(lead.notes).toBe(row!.notes);
    expect(lead.changes.map(({ what, by }) => `${what}, by ${by}`)).toEqual([
      "Changed the notes, by owner",
      "Status: Closed to Contacted, by owner",
    ]);
    expect((await list(`?q=far`)).leads[0]!.hasNotes).toBe(true);

    const tooLong = await post({
      intent: "notes",
      kind: "contact",
      id: String(id),
      notes: "x".repeat(5_001),
    });
    expect(tooLong.status).toBe(400);
    const other = await post({
      intent: "notes",
      kind: "contact",
      id: String(id + 1),
      notes: "wrong lead",
    });
    expect(other.status).toBe(400);
    const [after] = await db()
      .select({ notes: contactRequests.notes })
      .from(contactRequests)
      .where(eq(contactRequests.id, id));
    expect(after!.notes).toBe(row!.notes);
  });

  it("exports the filtered list as CSV a spreadsheet shows as text, never as formulas", async () => {
    const answer = await exportRoute.loader({
      request: new Request(`${SITE}/admin/leads/export.csv?q=ruiz`, {
        headers: { Cookie: cookie },
      }),
      params: {},
      context: {},
    } as never);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const text = await answer.text();
    const rows = parse(text.replace(/^\uFEFF/, ""), {
      columns: true,
    }) as Record<string, string>[];
    expect(rows.map((row) => row.Request)).toEqual([
      "Loan application",
      "Showroom visit",
    ]);
    expect(rows[1]).toMatchObject({
      Name: "Ana Ruiz",
      Phone: "(201) 555-0199",
      Town: "Teaneck",
      "In service area": "Yes",
      "Miles from showroom": "12",
      "Reach by": "Text message",
      Service: expect.any(String),
      "Preferred visit": expect.stringContaining("December 3, 2026"),
    });
    // Each form's own columns, blank for the other form; finances stay out.
    expect(rows[0]!["Amount requested"]).toMatch(/^\$[\d,]+$/);
    expect(rows[1]!["Amount requested"]).toBe("");
    expect(rows[0]!["Reach by"]).toBe("");
    expect(Object.keys(rows[0]!)).not.toContain("Annual income");
    expect(Object.keys(rows[0]!)).not.toContain("Credit score");

    // Every cell that would start a formula gets a leading quote.
    await db()
      .insert(contactRequests)
      .values({
        requestType: "consultation",
        name: "=1+2",
        email: "@sum@example.com",
        phone: "+1 845 555 0100",
        townOrZip: "-cmd|' /C calc'!A0",
        createdAt: new Date("2026-01-01T15:00:00Z"),
      });
    const risky = await exportRoute.loader({
      request: new Request(`${SITE}/admin/leads/export.csv?to=2026-01-31`, {
        headers: { Cookie: cookie },
      }),
      params: {},
      context: {},
    } as never);
    const [cells] = parse((await risky.text()).replace(/^\uFEFF/, ""), {
      columns: true,
    }) as Record<string, string>[];
    expect(cells).toMatchObject({
      Name: "'=1+2",
      Email: "'@sum@example.com",
      Phone: "'+1 845 555 0100",
      Town: "'-cmd|' /C calc'!A0",
    });
  });

  it("deletes everything stored about a person on request, and nothing else", async () => {
    const id = await idOf("Ana Ruiz");
    const [loan] = await db().select().from(loanApplications);
    await db()
      .insert(emailOutbox)
      .values([
        {
          kind: "contact-visitor",
          toAddress: "ana.ruiz@example.com",
          subject: "Your request",
          message: {},
        },
        {
          kind: "loan-business",
          toAddress: "owner@lakeside.example",
          subject: "New loan application",
          message: {},
          relatedTable: "loan_applications",
          relatedId: loan!.id,
        },
        {
          kind: "contact-visitor",
          toAddress: "visitor1@example.com",
          subject: "Someone else's",
          message: {},
        },
      ]);
    await db().insert(leadChanges).values({
      leadKind: "loan",
      leadId: loan!.id,
      field: "status",
      oldValue: "pending",
      newValue: "reviewing",
      changedBy: "owner",
    });
    const visit = (email: string, hour: number) => ({
      kind: "showroom-visit",
      resource: "showroom",
      startsAt: new Date(`2027-02-01T${hour}:00:00Z`),
      endsAt: new Date(`2027-02-01T${hour + 1}:00:00Z`),
      takenFrom: new Date(`2027-02-01T${hour}:00:00Z`),
      takenUntil: new Date(`2027-02-01T${hour + 1}:00:00Z`),
      localDate: "2027-02-01",
      status: "confirmed",
      name: "Visitor",
      email,
      phone: "+18455550199",
      idempotencyKey: `inbox-${email}`,
    });
    await db()
      .insert(bookings)
      .values([
        visit("Ana.Ruiz@example.com", 14),
        visit("visitor1@example.com", 16),
      ]);
    const before = {
      contacts: (await db().select().from(contactRequests)).length,
      subscribers: (await db().select().from(emailSubscribers)).length,
    };

    const answer = await call(
      detailRoute.action as Handler,
      formPost(
        `/admin/leads/contact/${id}`,
        { intent: "delete-person", kind: "contact", id: String(id) },
        cookie,
      ),
      { kind: "contact", id: String(id) },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/admin/leads");
    expect(decodeURIComponent(answer.cookie ?? "")).toContain(
      "Deleted everything stored about Ana Ruiz: 1 contact request(s), 1 booking(s), 1 loan application(s), 1 newsletter subscription(s), 0 review request(s) with their reviews, 2 email(s).",
    );

    expect(await names("?q=ruiz")).toEqual([]);
    expect(await db().select().from(loanApplications)).toEqual([]);
    expect(
      (await db().select({ email: bookings.email }).from(bookings)).map(
        (row) => row.email,
      ),
    ).toEqual(["visitor1@example.com"]);
    expect(
      (await db().select().from(leadChanges)).filter(
        (change) => change.leadKind === "loan",
      ),
    ).toEqual([]);
    expect(
      (await db().select().from(emailSubscribers)).map((row) => row.email),
    ).toEqual(["visitor1@example.com"]);
    expect(
      (await db().select().from(emailOutbox)).map((row) => row.subject),
    ).toEqual(["Someone else's"]);
    expect((await db().select().from(contactRequests)).length).toBe(
      before.contacts - 1,
    );
    expect(before.subscribers).toBe(2);

    const again = await call(
      detailRoute.action as Handler,
      formPost(
        `/admin/leads/contact/${id}`,
        { intent: "delete-person", kind: "contact", id: String(id) },
        cookie,
      ),
      { kind: "contact", id: String(id) },
    );
    expect(again.status).toBe(404);
  });
});
