import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactRequests,
  emailOutbox,
  loanApplications,
} from "#app/db/schema.ts";
import { createUser } from "#app/models/users.server.ts";
import { loader } from "#app/routes/admin/leads.tsx";
import { createSessionCookie } from "#app/utils/session.server.ts";
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

describe.each(databaseKinds)("the admin leads screen on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    const user = await createUser("owner", "a long enough passphrase");
    cookie = await createSessionCookie(user.id);
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
    expect(data.contacts.map((lead) => lead.name)).toEqual([
      "Newer Lead",
      "Older Lead",
    ]);
    expect(data.contacts[0]).toMatchObject({
      inServiceArea: 1,
      distanceMiles: 4,
    });
    expect(data.loans).toHaveLength(1);
    expect(data.loans[0]).toMatchObject({
      firstName: "Maria",
      requestedLoanAmount: 40_000,
      status: "pending",
    });
    expect(data.unsent.map((email) => email.subject)).toEqual(["Unsent"]);
    expect(data.unsent[0]).toMatchObject({
      attempts: 2,
      lastError: "connect ECONNREFUSED",
    });
  });
});
