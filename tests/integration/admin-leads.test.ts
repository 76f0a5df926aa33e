import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactRequests,
  emailOutbox,
  leadChanges,
  loanApplications,
} from "#app/db/schema.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { eq } from "drizzle-orm";
import { action, loader } from "#app/routes/admin/leads.tsx";
import { leadStatusMessages } from "#app/leads/lead-status-schema.ts";
import { UNREADABLE_CHANGE_MESSAGE } from "#app/auth/admin-change.server.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// The owner's leads screen: only a signed-in admin sees it, and it lists
// contact requests and loan applications newest first, with the emails the
// outbox has not delivered.

const leadsRequest = (cookie?: string) =>
  new Request("http://localhost:3000/admin/leads", {
    headers: cookie ? { Cookie: cookie.split(";")[0]! } : {},
  });

async function load(cookie?: string) {
  try {
    return await loader({
      request: leadsRequest(cookie),
      params: {},
      context: {},
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function post(fields: Record<string, string>, cookie?: string) {
  try {
    const result = (await action({
      request: new Request("http://localhost:3000/admin/leads", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie.split(";")[0]! } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      }),
      params: {},
      context: {},
    } as never)) as unknown;
    if (result instanceof Response) return result;
    const wrapped = result as { data: { error: string }; init?: ResponseInit };
    return { status: wrapped.init?.status ?? 200, error: wrapped.data.error };
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe.each(databaseKinds)("the admin leads screen on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
    await db()
      .insert(contactRequests)
      .values([
        {
          requestType: "showroom-visit",
          name: "Older Lead",
          email: "older@example.com",
          phone: "+18455550100",
          createdAt: new Date("2026-11-01T15:00:00Z"),
        },
        {
          requestType: "free-estimate",
          name: "Newer Lead",
          email: "newer@example.com",
          phone: "+18455550101",
          townOrZip: "10956",
          inServiceArea: 1,
          distanceMiles: 4,
          createdAt: new Date("2026-11-20T15:00:00Z"),
        },
      ]);
    await db().insert(loanApplications).values({
      firstName: "Maria",
      lastName: "Lopez",
      email: "maria@example.com",
      phone: "+18455550102",
      address: "1 Main St",
      city: "New City",
      state: "NY",
      zipCode: "10956",
      projectType: "kitchen-remodeling",
      requestedLoanAmount: 40_000,
      preferredTermMonths: 84,
    });
    await db()
      .insert(emailOutbox)
      .values([
        {
          kind: "contact-business",
          toAddress: "hello@example.com",
          subject: "Unsent",
          message: {},
          attempts: 2,
          lastError: "connect ECONNREFUSED",
        },
        {
          kind: "loan-business",
          toAddress: "hello@example.com",
          subject: "Given up",
          message: {},
          attempts: 40,
          lastError: "550 mailbox unavailable",
          createdAt: new Date("2026-11-01T15:00:00Z"),
          failedAt: new Date("2026-11-04T15:00:00Z"),
          nextAttemptAt: new Date("2026-11-04T16:00:00Z"),
        },
        {
          kind: "contact-visitor",
          toAddress: "newer@example.com",
          subject: "Sent",
          message: {},
          sentAt: new Date(),
        },
      ]);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("sends a visitor without a session to sign in, and back here after", async () => {
    const answer = (await load()) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      "/login?redirectTo=%2Fadmin%2Fleads",
    );
  });

  it("lists the leads newest first and only the emails not sent", async () => {
    const data = (await load(cookie)) as Awaited<ReturnType<typeof loader>>;
    expect(data.leads.map((lead) => lead.name)).toEqual([
      "Maria Lopez",
      "Newer Lead",
      "Older Lead",
    ]);
    expect(data.total).toBe(3);
    expect(data.leads[1]).toMatchObject({
      kind: "contact",
      type: "free-estimate",
      inServiceArea: 1,
      distanceMiles: 4,
      town: "10956",
    });
    expect(data.leads[0]).toMatchObject({
      kind: "loan",
      type: "loan-application",
      town: "New City, NY 10956",
      status: "pending",
    });
    expect(data.unsent.map((email) => email.subject)).toEqual([
      "Given up",
      "Unsent",
    ]);
    expect(data.unsent[0]).toMatchObject({
      lastError: "550 mailbox unavailable",
      failedAt: new Date("2026-11-04T15:00:00Z"),
    });
    expect(data.unsent[1]).toMatchObject({
      attempts: 2,
      lastError: "connect ECONNREFUSED",
      failedAt: null,
    });
  });

  it("records how far a lead has got, who changed it, and sends the owner back to the list as it was", async () => {
    const [lead] = await db()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.name, "Older Lead"));
    const saved = (await post(
      {
        intent: "contact-status",
        id: String(lead!.id),
        status: "contacted",
        returnTo: "?type=contact&page=2",
      },
      cookie,
    )) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(
      "/admin/leads?type=contact&page=2",
    );
    expect(saved.headers.get("Set-Cookie")).toContain(
      encodeURIComponent("Status saved: Contacted."),
    );
    expect(
      await db()
        .select({
          field: leadChanges.field,
          oldValue: leadChanges.oldValue,
          newValue: leadChanges.newValue,
          changedBy: leadChanges.changedBy,
        })
        .from(leadChanges)
        .where(eq(leadChanges.leadId, lead!.id)),
    ).toEqual([
      {
        field: "status",
        oldValue: "new",
        newValue: "contacted",
        changedBy: "owner",
      },
    ]);
    const [after] = await db()
      .select({ status: contactRequests.status })
      .from(contactRequests)
      .where(eq(contactRequests.id, lead!.id));
    expect(after!.status).toBe("contacted");

    const [loan] = await db().select().from(loanApplications);
    const loanSaved = (await post(
      { intent: "loan-status", id: String(loan!.id), status: "reviewing" },
      cookie,
    )) as Response;
    expect(loanSaved.headers.get("Location")).toBe("/admin/leads");
    const [loanAfter] = await db().select().from(loanApplications);
    expect(loanAfter!.status).toBe("reviewing");
    expect(loanAfter!.lastUpdated.getTime()).toBeGreaterThan(
      loan!.lastUpdated.getTime(),
    );
  });

  it("refuses a change it cannot read, and one for a lead that is gone, changing nothing", async () => {
    const before = await db()
      .select({ id: contactRequests.id, status: contactRequests.status })
      .from(contactRequests);
    const id = String(before[0]!.id);
    const unreadable: Array<Record<string, string>> = [
      { intent: "contact-status", id, status: "approved" },
      { intent: "loan-status", id, status: "contacted" },
      { intent: "delete", id, status: "new" },
      { intent: "contact-status", id: "0", status: "new" },
      { intent: "contact-status", id: "1e3", status: "new" },
      { intent: "contact-status", id: "-1", status: "new" },
      { intent: "contact-status", id },
      {},
    ];
    for (const fields of unreadable) {
      expect(await post(fields, cookie), JSON.stringify(fields)).toEqual({
        status: 400,
        error: UNREADABLE_CHANGE_MESSAGE,
      });
    }
    expect(
      await post(
        { intent: "contact-status", id: "999999", status: "closed" },
        cookie,
      ),
    ).toEqual({ status: 404, error: leadStatusMessages.notFound });
    expect(
      await db()
        .select({ id: contactRequests.id, status: contactRequests.status })
        .from(contactRequests),
    ).toEqual(before);
  });

  it("changes nothing for a visitor without a session", async () => {
    const [lead] = await db().select().from(contactRequests);
    const answer = (await post({
      intent: "contact-status",
      id: String(lead!.id),
      status: "closed",
    })) as Response;
    expect(answer.status).toBe(302);
    const [after] = await db()
      .select({ status: contactRequests.status })
      .from(contactRequests)
      .where(eq(contactRequests.id, lead!.id));
    expect(after!.status).toBe(lead!.status);
  });

  it("lets the owner retry an email the outbox gave up on, and only such an email", async () => {
    const outbox = async (subject: string) =>
      (
        await db()
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.subject, subject))
      )[0]!;
    const failed = await outbox("Given up");
    const pending = await outbox("Unsent");
    const retry = (id: number, withCookie = cookie) =>
      post({ intent: "retry-email", id: String(id) }, withCookie);

    const signedOut = (await post({
      intent: "retry-email",
      id: String(failed.id),
    })) as Response;
    expect(signedOut.status).toBe(302);
    expect((await outbox("Given up")).failedAt).not.toBeNull();

    for (const id of [pending.id, 999_999]) {
      expect(await retry(id)).toEqual({
        status: 404,
        error: leadStatusMessages.emailNotFound,
      });
    }
    expect(await post({ intent: "retry-email", id: "x" }, cookie)).toEqual({
      status: 400,
      error: UNREADABLE_CHANGE_MESSAGE,
    });

    const answer = (await retry(failed.id)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/leads#unsent-emails");
    const after = await outbox("Given up");
    expect(after.failedAt).toBeNull();
    expect(after.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(after.nextAttemptAt.getTime()).toBeGreaterThan(
      failed.nextAttemptAt.getTime(),
    );
  });
});
