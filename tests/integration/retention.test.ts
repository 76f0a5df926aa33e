import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retention } from "#app/content/legal.ts";
import {
  bookings,
  contactRequests,
  emailOutbox,
  emailSubscribers,
  loanApplications,
  signInThrottle,
} from "#app/db/schema.ts";
import { purgeExpiredData } from "#app/models/retention.server.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// The privacy policy's retention periods, kept: a row an hour inside its
// period stays, one an hour past it goes, with the emails about it.

const ago = (interval: string) => sql`now() - ${interval}::interval`;
const inside = (period: string) => ago(`${period} - 1 hour`);
const outside = (period: string) => ago(`${period} 1 hour`);

const YEARS = `${retention.contactRequestYears} years`;
const MONTHS = `${retention.loanApplicationMonths} months`;

const contact = (name: string) => ({
  requestType: "free-estimate",
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: "+18455550100",
});

const loan = (firstName: string) => ({
  firstName,
  lastName: "Applicant",
  email: `${firstName.toLowerCase()}@example.com`,
  phone: "+18455550101",
  address: "1 Main St",
  city: "New City",
  state: "NY",
  zipCode: "10956",
  projectType: "kitchen-remodeling",
  requestedLoanAmount: 40_000,
  preferredTermMonths: 60,
});

const notification = (relatedTable: string, relatedId: number) => ({
  kind: "business",
  toAddress: "hello@example.com",
  subject: `About ${relatedTable} ${relatedId}`,
  message: {},
  relatedTable,
  relatedId,
  sentAt: new Date(),
});

describe.each(databaseKinds)("the retention purge on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("deletes each kind of record just past its period and keeps it just inside", async () => {
    const contacts = await db()
      .insert(contactRequests)
      .values([
        { ...contact("Kept"), createdAt: inside(YEARS) },
        { ...contact("Expired"), createdAt: outside(YEARS) },
      ])
      .returning({ id: contactRequests.id, name: contactRequests.name });
    const loans = await db()
      .insert(loanApplications)
      .values([
        { ...loan("Kept"), submittedAt: inside(MONTHS) },
        { ...loan("Expired"), submittedAt: outside(MONTHS) },
      ])
      .returning({
        id: loanApplications.id,
        firstName: loanApplications.firstName,
      });
    const EXPIRED_PHOTO =
      "/media/00000000-0000-4000-8000-000000000001-1200.webp";
    const booking = (name: string, ends: string, starts: string) => ({
      kind: "showroom-visit",
      resource: "showroom",
      startsAt: ago(starts),
      endsAt: ago(ends),
      takenFrom: ago(starts),
      takenUntil: ago(ends),
      localDate: "2024-01-01",
      status: "came",
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: "+18455550199",
      idempotencyKey: `retention-${name}`,
    });
    const booked = await db()
      .insert(bookings)
      .values([
        booking("Kept", `${YEARS} - 1 hour`, YEARS),
        {
          ...booking("Expired", `${YEARS} 1 hour`, `${YEARS} 2 hours`),
          photoUrls: [EXPIRED_PHOTO],
        },
      ])
      .returning({ id: bookings.id, name: bookings.name });
    // A hold that lapsed while its visitor was typing: nobody's, and gone.
    // One clock reading: two could straddle a millisecond and put the time
    // taken after the start, which the table refuses.
    const now = Date.now();
    await db()
      .insert(bookings)
      .values({
        kind: "showroom-visit",
        resource: "showroom",
        startsAt: new Date(now + 86_400_000),
        endsAt: new Date(now + 90_000_000),
        takenFrom: new Date(now + 86_400_000),
        takenUntil: new Date(now + 90_000_000),
        localDate: "2030-01-01",
        status: "held",
        holdExpiresAt: new Date(now - 60_000),
        idempotencyKey: "hold:retention-lapsed",
      });
    await db()
      .insert(emailOutbox)
      .values([
        ...contacts.map((row) => notification("contact_requests", row.id)),
        ...loans.map((row) => notification("loan_applications", row.id)),
        ...booked.map((row) => notification("bookings", row.id)),
      ]);
    await db()
      .insert(emailSubscribers)
      .values([
        { email: "reader@example.com", firstName: "Rea", lastName: "Der" },
        {
          email: "gone@example.com",
          firstName: "Gone",
          lastName: "Away",
          isActive: 0,
          unsubscribedAt: new Date(),
        },
      ]);

    const hoursAgo = (hours: number) =>
      new Date(Date.now() - hours * 60 * 60 * 1000);
    await db()
      .insert(signInThrottle)
      .values([
        {
          key: "name:old-guess",
          failures: 7,
          lastFailureAt: hoursAgo(2),
          nextAttemptAt: hoursAgo(2),
        },
        {
          key: "name:owner",
          failures: 3,
          lastFailureAt: hoursAgo(0.1),
          nextAttemptAt: hoursAgo(0.1),
        },
      ]);

    expect(await purgeExpiredData()).toEqual({
      contactRequests: 1,
      photoUrls: [EXPIRED_PHOTO],
      bookings: 2,
      reviewRequests: 0,
      loanApplications: 1,
      emails: 3,
      subscriberNames: 1,
      signInKeys: 1,
    });
    expect(
      await db().select({ key: signInThrottle.key }).from(signInThrottle),
    ).toEqual([{ key: "name:owner" }]);
    expect(await db().select({ name: bookings.name }).from(bookings)).toEqual([
      { name: "Kept" },
    ]);

    expect(
      await db().select({ name: contactRequests.name }).from(contactRequests),
    ).toEqual([{ name: "Kept" }]);
    expect(
      await db()
        .select({ firstName: loanApplications.firstName })
        .from(loanApplications),
    ).toEqual([{ firstName: "Kept" }]);
    const kept = [
      contacts.find((row) => row.name === "Kept")!.id,
      loans.find((row) => row.firstName === "Kept")!.id,
      booked.find((row) => row.name === "Kept")!.id,
    ];
    expect(
      (
        await db()
          .select({ relatedId: emailOutbox.relatedId })
          .from(emailOutbox)
          .orderBy(emailOutbox.id)
      ).map((row) => row.relatedId),
    ).toEqual(kept);
    expect(
      await db()
        .select({
          email: emailSubscribers.email,
          firstName: emailSubscribers.firstName,
          lastName: emailSubscribers.lastName,
        })
        .from(emailSubscribers)
        .orderBy(emailSubscribers.email),
    ).toEqual([
      { email: "gone@example.com", firstName: null, lastName: null },
      { email: "reader@example.com", firstName: "Rea", lastName: "Der" },
    ]);

    // A second run the same day finds nothing more to do.
    expect(await purgeExpiredData()).toEqual({
      contactRequests: 0,
      photoUrls: [],
      bookings: 0,
      reviewRequests: 0,
      loanApplications: 0,
      emails: 0,
      subscriberNames: 0,
      signInKeys: 0,
    });
  });

  it.skipIf(kind === "pglite")(
    "leaves the work to the server already running it",
    async () => {
      await db()
        .insert(contactRequests)
        .values({ ...contact("Late"), createdAt: outside(YEARS) });
      // Another server's purge holds the lock (same key as the model's).
      await db().transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('lakeside:retention-purge'))`,
        );
        expect(await purgeExpiredData()).toBeNull();
      });
      expect(
        await db()
          .select({ id: contactRequests.id })
          .from(contactRequests)
          .where(eq(contactRequests.name, "Late")),
      ).toHaveLength(1);
      expect((await purgeExpiredData())!.contactRequests).toBe(1);
    },
  );
});
