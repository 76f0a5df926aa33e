import { eq, sql } from "drizzle-orm";
import { type Database, getDb } from "#app/db/client.server.ts";
import { emailSubscribers } from "#app/db/schema.ts";
import { type EnqueueInput, enqueueEmails } from "./email-outbox.server.ts";
import type { SubscribeInput } from "#app/utils/subscribe-schema.ts";

export interface UpsertedSubscriber {
  id: number;
  token: string;
  /** Newly on the list (a new address, or one that had unsubscribed). */
  joined: boolean;
}

/**
 * Adds a subscriber, or re-activates one who had unsubscribed (this is the
 * person's own sign-up; imports never do it). Names given now fill in
 * missing ones but never erase stored ones. One statement, so two
 * simultaneous sign-ups for one address still leave one row. `active`
 * false (double opt-in) adds the address unconfirmed and leaves an
 * existing row as it is.
 */
export async function upsertSubscriber(
  input: SubscribeInput,
  {
    active = true,
    emailsFor,
  }: {
    active?: boolean;
    /** The emails a new subscriber gets, stored in the same transaction. */
    emailsFor?: (joined: UpsertedSubscriber) => Promise<EnqueueInput[]>;
  } = {},
): Promise<UpsertedSubscriber> {
  return getDb().transaction(async (tx) => {
    const subscriber = await upsertRow(tx, input, active);
    if (subscriber.joined && emailsFor) {
      await enqueueEmails(tx, await emailsFor(subscriber));
    }
    return subscriber;
  });
}

async function upsertRow(
  executor: Pick<Database, "execute">,
  input: SubscribeInput,
  active: boolean,
): Promise<UpsertedSubscriber> {
  const result = (await executor.execute(sql`
    with before as (
      select is_active from email_subscribers where email = ${input.email})
    insert into email_subscribers (email, first_name, last_name, source, is_active)
    values (${input.email}, ${input.firstName ?? null}, ${input.lastName ?? null},
            ${input.source}, ${active ? 1 : 0})
    on conflict (email) do update set
      is_active = case when ${active} then 1 else email_subscribers.is_active end,
      unsubscribed_at = case when ${active} then null else email_subscribers.unsubscribed_at end,
      first_name = coalesce(email_subscribers.first_name, excluded.first_name),
      last_name = coalesce(email_subscribers.last_name, excluded.last_name)
    returning id, token, coalesce((select is_active from before), 0) as was_active`)) as unknown as {
    rows: Array<{ id: number; token: string; was_active: number }>;
  };
  const row = result.rows[0]!;
  return {
    id: Number(row.id),
    token: row.token,
    joined: Number(row.was_active) !== 1,
  };
}

/**
 * Confirms a double opt-in address by the token its confirmation email
 * carried (only its owner's mailbox has it), with the welcome email in the
 * same transaction. False for an unknown token.
 */
export async function confirmSubscriber(
  token: string,
  emailsFor: (
    subscriber: UpsertedSubscriber & {
      email: string;
      firstName: string | null;
      source: string;
    },
  ) => Promise<EnqueueInput[]>,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(token)) return false;
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: emailSubscribers.isActive })
      .from(emailSubscribers)
      .where(eq(emailSubscribers.token, token))
      .for("update");
    if (!before) return false;
    if (before.isActive === 1) return true;
    const [row] = await tx
      .update(emailSubscribers)
      .set({ isActive: 1, unsubscribedAt: null })
      .where(eq(emailSubscribers.token, token))
      .returning();
    await enqueueEmails(tx, await emailsFor({ ...row!, joined: true }));
    return true;
  });
}

/** A subscriber's confirmation state, by the token of their email. */
export async function subscriberByToken(token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await getDb()
    .select({
      email: emailSubscribers.email,
      isActive: emailSubscribers.isActive,
    })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.token, token));
  return row ?? null;
}

/**
 * Unsubscribes one subscriber at once: inactive from this statement on (the
 * campaign sender checks before every message), the name deleted as the
 * privacy page promises, the first time and campaign kept on a repeat.
 * Returns the address, or null when there is no such subscriber.
 */
export async function unsubscribeSubscriber(
  id: number,
  campaignId: number | null = null,
): Promise<string | null> {
  const [row] = await getDb()
    .update(emailSubscribers)
    .set({
      isActive: 0,
      unsubscribedAt: sql`coalesce(${emailSubscribers.unsubscribedAt}, now())`,
      unsubscribedCampaignId: sql`coalesce(${emailSubscribers.unsubscribedCampaignId}, ${campaignId})`,
      firstName: null,
      lastName: null,
    })
    .where(eq(emailSubscribers.id, id))
    .returning({ email: emailSubscribers.email });
  return row?.email ?? null;
}

export async function subscriberStatus(id: number) {
  const [row] = await getDb()
    .select({
      email: emailSubscribers.email,
      isActive: emailSubscribers.isActive,
    })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.id, id));
  return row ? { email: row.email, active: row.isActive === 1 } : null;
}
