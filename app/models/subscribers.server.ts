import { eq, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { emailSubscribers } from "#app/db/schema.ts";
import type { SubscribeInput } from "#app/utils/subscribe-schema.ts";

/**
 * Adds a subscriber, or re-activates one who had unsubscribed. Names given
 * now fill in missing ones but never erase stored ones. One statement, so two
 * simultaneous sign-ups for one address still leave one row.
 */
export async function upsertSubscriber(input: SubscribeInput) {
  await getDb()
    .insert(emailSubscribers)
    .values({
      email: input.email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      source: input.source,
    })
    .onConflictDoUpdate({
      target: emailSubscribers.email,
      set: {
        isActive: 1,
        unsubscribedAt: null,
        firstName: sql`coalesce(${emailSubscribers.firstName}, excluded.first_name)`,
        lastName: sql`coalesce(${emailSubscribers.lastName}, excluded.last_name)`,
      },
    });
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
