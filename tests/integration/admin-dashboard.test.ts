import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPosts,
  contactRequests,
  emailOutbox,
  loanApplications,
} from "#app/db/schema.ts";
import {
  getAdminCounts,
  getLeadsPerWeek,
} from "#app/models/admin-overview.server.ts";
import {
  failBackupRun,
  finishBackupRun,
  startBackupRun,
} from "#app/models/backup-runs.server.ts";
import * as blogRoute from "#app/routes/admin/blog.tsx";
import * as dashboardRoute from "#app/routes/admin/dashboard.tsx";
import * as leadsRoute from "#app/routes/admin/leads.tsx";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// The dashboard's to-do counts, each equal to what the list it links to
// shows, and its leads per week: Monday-based New York weeks, the empty
// ones included.

type DashboardData = Awaited<ReturnType<typeof dashboardRoute.loader>>;

// Wednesday 11 March 2026, 11:00 in New York, three days after the clocks
// went forward: this week started on Monday 9 March, the twelfth week back
// on Monday 22 December 2025.
const NOW = new Date("2026-03-11T15:00:00Z");

const contact = (name: string, createdAt: Date) => ({
  requestType: "free-estimate",
  name,
  email: `${name.toLowerCase().replace(/\W/g, ".")}@example.com`,
  phone: "8455550100",
  createdAt,
});

const loan = (lastName: string, submittedAt: Date, status = "pending") => ({
  firstName: "Ana",
  lastName,
  email: `ana.${lastName.toLowerCase()}@example.com`,
  phone: "2015550199",
  address: "9 Elm St",
  city: "Teaneck",
  state: "NJ",
  zipCode: "07666",
  projectType: "kitchen-remodeling",
  requestedLoanAmount: 40_000,
  preferredTermMonths: 84,
  consentedAt: submittedAt,
  submittedAt,
  status,
});

const post = (slug: string, isPublished: number) => ({
  slug,
  title: slug,
  metaDescription: "A post.",
  excerpt: "A post.",
  content: "A post.",
  county: "rockland",
  state: "NY",
  isPublished,
});

const email = (subject: string, sentAt: Date | null) => ({
  kind: "lead-notification",
  toAddress: "owner@example.com",
  subject,
  message: { subject },
  sentAt,
});

describe.each(databaseKinds)("the admin dashboard on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;
  const get = async (handler: unknown, path: string) =>
    (
      await call(
        handler as Handler,
        new Request(`${SITE}${path}`, { headers: { Cookie: cookie } }),
      )
    ).body;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
    await db()
      .insert(contactRequests)
      .values([
        // Monday 9 March 00:30 in New York.
        contact("Monday Early", new Date("2026-03-09T04:30:00Z")),
        // Sunday 8 March 23:30 in New York, though Monday in UTC.
        contact("Sunday Late", new Date("2026-03-09T03:30:00Z")),
        // The first moment of the twelfth week back, and the last before it.
        contact("First Week", new Date("2025-12-22T05:00:00Z")),
        contact("Too Old", new Date("2025-12-22T04:59:59Z")),
        contact("January", new Date("2026-01-14T17:00:00Z")),
      ]);
    await db()
      .insert(loanApplications)
      .values([
        loan("February", new Date("2026-02-10T15:00:00Z")),
        loan("Febtwo", new Date("2026-02-16T04:30:00Z"), "approved"),
        // Thursday 5 March at midnight in New York, the first of the seven
        // dates up to 11 March, and one second before it.
        loan("Fifth", new Date("2026-03-05T05:00:00Z"), "reviewing"),
        loan("Fourth", new Date("2026-03-05T04:59:59Z")),
      ]);
    await db()
      .insert(blogPosts)
      .values([
        post("draft-one", 0),
        post("draft-two", 0),
        post("published", 1),
      ]);
    await db()
      .insert(emailOutbox)
      .values([
        email("waiting", null),
        email("sent", new Date("2026-03-01T12:00:00Z")),
      ]);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("counts the leads of the last seven New York dates, pending applications, drafts and unsent emails", async () => {
    const counts = await getAdminCounts(NOW);
    expect(counts).toMatchObject({
      newLeadsFrom: "2026-03-05",
      // Monday Early, Sunday Late and Fifth; Fourth is a second too early.
      newLeads: 3,
      // February and Fourth.
      pendingApplications: 2,
      drafts: 2,
      unsentEmails: 1,
      contactRequests: 5,
      loanApplications: 4,
    });
  });

  it("buckets twelve weeks of leads by New York Monday, empty weeks as zeros", async () => {
    const weeks = await getLeadsPerWeek(NOW);
    expect(weeks.map((week) => week.week)).toEqual([
      "2025-12-22",
      "2025-12-29",
      "2026-01-05",
      "2026-01-12",
      "2026-01-19",
      "2026-01-26",
      "2026-02-02",
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
    ]);
    const byWeek = Object.fromEntries(
      weeks.map((week) => [
        week.week,
        [week.contactRequests, week.loanApplications],
      ]),
    );
    expect(byWeek).toEqual({
      "2025-12-22": [1, 0],
      "2025-12-29": [0, 0],
      "2026-01-05": [0, 0],
      "2026-01-12": [1, 0],
      "2026-01-19": [0, 0],
      "2026-01-26": [0, 0],
      "2026-02-02": [0, 0],
      // Sunday 15 February 23:30 in New York, Monday in UTC, belongs here.
      "2026-02-09": [0, 2],
      "2026-02-16": [0, 0],
      "2026-02-23": [0, 0],
      // Sunday Late, Fifth and Fourth.
      "2026-03-02": [1, 2],
      "2026-03-09": [1, 0],
    });
  });

  it("links each to-do count to a list showing as many", async () => {
    await db().insert(contactRequests).values(contact("Today", new Date()));
    await db().insert(loanApplications).values(loan("Today", new Date()));
    const { counts, leadsPerWeek } = (await get(
      dashboardRoute.loader,
      "/admin",
    )) as DashboardData;
    expect(counts.newLeads).toBe(2);
    const leadsTotal = async (query: string) =>
      (
        (await get(leadsRoute.loader, `/admin/leads${query}`)) as {
          total: number;
        }
      ).total;
    expect(await leadsTotal(`?from=${counts.newLeadsFrom}`)).toBe(
      counts.newLeads,
    );
    expect(await leadsTotal("?type=loan&status=pending")).toBe(
      counts.pendingApplications,
    );
    const drafts = (await get(blogRoute.loader, "/admin/blog?state=draft")) as {
      total: number;
    };
    expect(drafts.total).toBe(counts.drafts);
    const unsent = (await get(leadsRoute.loader, "/admin/leads")) as {
      unsent: unknown[];
    };
    expect(unsent.unsent).toHaveLength(counts.unsentEmails);
    // This week, with the two leads received just now, comes last.
    expect(leadsPerWeek).toHaveLength(12);
    expect(leadsPerWeek.at(-1)).toMatchObject({
      contactRequests: 1,
      loanApplications: 1,
    });
  });

  it("tells when the last good backup was made, and a failure since", async () => {
    const backups = async () =>
      ((await get(dashboardRoute.loader, "/admin")) as DashboardData).backups;
    expect(await backups()).toMatchObject({
      lastGood: null,
      failure: null,
      everyHours: 24,
    });
    const good = await startBackupRun("manual");
    await finishBackupRun(good, {
      file: "/srv/data/backups/site-backup-a.tar.gz",
      bytes: 3_000_000,
      sha256: "a".repeat(64),
    });
    const failed = await startBackupRun("schedule");
    await failBackupRun(failed, "ENOSPC: no space left on device");
    const status = await backups();
    expect(status.lastGood).toMatchObject({
      file: "/srv/data/backups/site-backup-a.tar.gz",
      sizeBytes: 3_000_000,
    });
    expect(status.failure?.error).toBe("ENOSPC: no space left on device");
  });
});
