import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#app/db/schema.ts";
import {
  claimDueEmails,
  enqueueEmails,
  listUnsentEmails,
  markEmailFailed,
  markEmailSent,
  retryDelayMs,
  retryFailedEmail,
} from "#app/models/email-outbox.server.ts";
import type { OutgoingEmail } from "#app/utils/email.server.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

const email = (n: number): OutgoingEmail => ({
  from: { name: "Site", address: "hello@lakesidekitchenbath.com" },
  to: { address: `person${n}@example.com` },
  subject: `Message ${n}`,
  text: "text",
  html: "<p>text</p>",
});

describe("retry delays", () => {
  it("double from the base and stop at one hour", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(50, 30_000)).toBe(3_600_000);
  });
});

describe.each(databaseKinds)("email outbox on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("stores nothing when the lead's transaction rolls back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueEmails(tx, [{ kind: "test", email: email(0) }]);
        throw new Error("the lead insert failed");
      }),
    ).rejects.toThrow("the lead insert failed");
    expect(await db().select().from(emailOutbox)).toEqual([]);
  });

  it("never hands the same row to two drainers at once", async () => {
    await enqueueEmails(
      db(),
      Array.from({ length: 30 }, (_, n) => ({ kind: "test", email: email(n) })),
    );
    const [a, b, c] = await Promise.all([
      claimDueEmails(12),
      claimDueEmails(12),
      claimDueEmails(12),
    ]);
    const ids = [...a!, ...b!, ...c!].map((row) => row.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    // Claimed rows are leased: nothing is due until the lease ends.
    expect(await claimDueEmails(50)).toEqual([]);
    expect(a![0]!.attempts).toBe(1);
    expect(a![0]!.message.to.address).toMatch(/@example\.com$/);
  });

  it("backs off after a failure, keeps the error visible, and forgets sent rows", async () => {
    const unsent = await listUnsentEmails();
    expect(unsent).toHaveLength(30);
    const [first, second] = unsent;
    await markEmailSent(first!.id);
    await markEmailFailed(
      second!.id,
      1,
      "connect ECONNREFUSED 127.0.0.1:25",
      60_000,
    );
    const after = await listUnsentEmails();
    expect(after).toHaveLength(29);
    const failed = after.find((row) => row.id === second!.id)!;
    expect(failed.lastError).toBe("connect ECONNREFUSED 127.0.0.1:25");
    const [{ seconds }] = (await db()
      .select({
        seconds: sql<number>`extract(epoch from ${emailOutbox.nextAttemptAt} - now())::float8`,
      })
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} = ${second!.id}`)) as [{ seconds: number }];
    expect(Number(seconds)).toBeGreaterThan(50);
    expect(Number(seconds)).toBeLessThanOrEqual(60);
    // Due again once the delay has passed.
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(sql`${emailOutbox.id} = ${second!.id}`);
    const again = await claimDueEmails(5);
    expect(again.map((row) => [row.id, row.attempts])).toEqual([
      [second!.id, 2],
    ]);
  });

  it("gives up on a message still failing three days after it was queued, until the owner retries it", async () => {
    await db().delete(emailOutbox);
    const [young, old] = await db()
      .insert(emailOutbox)
      .values(
        [71.9, 72.1].map((hours, n) => ({
          kind: "test",
          toAddress: `person${n}@example.com`,
          subject: `Queued ${hours} hours ago`,
          message: email(n),
          createdAt: sql`now() - make_interval(secs => ${hours * 3600})`,
        })),
      )
      .returning({ id: emailOutbox.id });
    const claimed = await claimDueEmails(5);
    expect(claimed.map((row) => row.id).sort()).toEqual(
      [young!.id, old!.id].sort(),
    );
    expect(await markEmailFailed(young!.id, 1, "still refused", 1)).toBe(false);
    expect(await markEmailFailed(old!.id, 1, "mailbox unavailable", 1)).toBe(
      true,
    );
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` });
    // Only the younger one is tried again; the other waits for the owner.
    expect((await claimDueEmails(5)).map((row) => row.id)).toEqual([young!.id]);
    const listed = await listUnsentEmails();
    expect(listed.find((row) => row.id === old!.id)).toMatchObject({
      lastError: "mailbox unavailable",
      failedAt: expect.any(Date) as Date,
    });
    expect(listed.find((row) => row.id === young!.id)!.failedAt).toBeNull();

    // The owner's retry: only for a failed message, and due at once.
    expect(await retryFailedEmail(young!.id)).toBe(false);
    expect(await retryFailedEmail(999_999)).toBe(false);
    expect(await retryFailedEmail(old!.id)).toBe(true);
    expect(await retryFailedEmail(old!.id)).toBe(false);
    const [retried] = await claimDueEmails(5);
    expect(retried!.id).toBe(old!.id);
    await markEmailSent(old!.id);
    const [sent] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, old!.id));
    expect(sent).toMatchObject({ failedAt: null, lastError: null });
    expect(sent!.sentAt).not.toBeNull();
  });
});
