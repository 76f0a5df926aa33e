import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { emailSubscribers, erasedAddresses } from "#app/db/schema.ts";
import { type EnqueueInput, enqueueEmails } from "./email-outbox.server.ts";
import type { SubscribeInput } from "#app/subscribers/subscribe-schema.ts";

/** What a sign-up from the site did; the visitor is told the same for all. */
export type SignUp =
  /** A new address, on the list at once: the welcome email is queued. */
  | { kind: "joined" }
  /** Waiting for the address's own confirmation: its link is queued (at most one a day). */
  | { kind: "confirming" }
  /** Nothing to do: already on the list, or a confirmation went out today. */
  | { kind: "unchanged" };

const CONFIRMATION_EVERY_MS = 24 * 60 * 60 * 1000;

export function addressFingerprint(email: string) {
  return crypto
    .createHash("sha256")
    .update(email.trim().toLowerCase())
    .digest("hex");
}

/**
 * A sign-up from the site's form. A new address joins at once, unless
 * `confirmFirst` (double opt-in). An address that unsubscribed, or whose
 * data was deleted on request, is never put back by a sign-up: it only gets
 * a link that its own mailbox must press (at most one a day, so the form
 * cannot flood someone). Names are taken only for an address new to the
 * site. The row is locked (or inserted) first, so simultaneous sign-ups for
 * one address queue one email.
 */
export async function signUpSubscriber(
  input: SubscribeInput,
  {
    confirmFirst,
    welcome,
    confirmation,
  }: {
    confirmFirst: boolean;
    welcome: (subscriber: NewSubscriberRow) => Promise<EnqueueInput[]>;
    confirmation: (subscriber: NewSubscriberRow) => Promise<EnqueueInput>;
  },
  now = new Date(),
): Promise<SignUp> {
  return getDb().transaction(async (tx) => {
    const [erased] = await tx
      .select({ at: erasedAddresses.erasedAt })
      .from(erasedAddresses)
      .where(eq(erasedAddresses.emailSha256, addressFingerprint(input.email)));
    const joinsAtOnce = !confirmFirst && !erased;
    const [inserted] = await tx
      .insert(emailSubscribers)
      .values({
        email: input.email,
        // A deleted person's names come back only from their own hand.
        firstName: erased ? null : (input.firstName ?? null),
        lastName: erased ? null : (input.lastName ?? null),
        source: input.source,
        isActive: joinsAtOnce ? 1 : 0,
        confirmationSentAt: joinsAtOnce ? null : now,
      })
      .onConflictDoNothing({ target: emailSubscribers.email })
      .returning();
    if (inserted) {
      if (joinsAtOnce) {
        await enqueueEmails(tx, await welcome(inserted));
        return { kind: "joined" };
      }
      await enqueueEmails(tx, [await confirmation(inserted)]);
      return { kind: "confirming" };
    }
    const [existing] = await tx
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, input.email))
      .for("update");
    if (!existing || existing.isActive === 1) return { kind: "unchanged" };
    const sentAt = existing.confirmationSentAt?.getTime() ?? 0;
    if (now.getTime() - sentAt < CONFIRMATION_EVERY_MS) {
      return { kind: "unchanged" };
    }
    await tx
      .update(emailSubscribers)
      .set({ confirmationSentAt: now })
      .where(eq(emailSubscribers.id, existing.id));
    await enqueueEmails(tx, [await confirmation(existing)]);
    return { kind: "confirming" };
  });
}

export type NewSubscriberRow = typeof emailSubscribers.$inferSelect;

/**
 * Confirms a double opt-in address by the token its confirmation email
 * carried (only its owner's mailbox has it), with the welcome email in the
 * same transaction. False for an unknown token.
 */
export async function confirmSubscriber(
  token: string,
  emailsFor: (subscriber: NewSubscriberRow) => Promise<EnqueueInput[]>,
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
    // Back on the list by their own hand: a deletion on request no longer
    // needs remembering.
    await tx
      .delete(erasedAddresses)
      .where(eq(erasedAddresses.emailSha256, addressFingerprint(row!.email)));
    await enqueueEmails(tx, await emailsFor(row!));
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
