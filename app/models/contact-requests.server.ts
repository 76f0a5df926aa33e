import { and, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { contactRequests } from "#app/db/schema.ts";
import type { ContactInput } from "#app/leads/contact-schema.ts";
import { type EnqueueInput, enqueueEmails } from "./email-outbox.server.ts";
import {
  justNow,
  lockLeadsFrom,
  sameOrNull,
} from "./lead-duplicates.server.ts";

export type ContactRequestRow = typeof contactRequests.$inferSelect;

/**
 * Stores a contact request and its notification emails in one transaction.
 * An identical request from the same address in the last ten minutes
 * returns the stored one instead (serialised per address with an advisory
 * lock, so two simultaneous posts cannot both insert).
 */
export async function createContactRequest(
  input: ContactInput,
  area: { inArea: boolean | null; milesFromShowroom: number | null },
  emailsFor: (row: ContactRequestRow) => Promise<EnqueueInput[]>,
): Promise<{ row: ContactRequestRow; duplicate: boolean }> {
  return getDb().transaction(async (tx) => {
    await lockLeadsFrom(tx, "contact", input.email);
    const [existing] = await tx
      .select()
      .from(contactRequests)
      .where(
        and(
          eq(contactRequests.email, input.email),
          eq(contactRequests.requestType, input.requestType),
          eq(contactRequests.name, input.name),
          sameOrNull(contactRequests.preferredDate, input.preferredDate),
          sameOrNull(contactRequests.preferredTime, input.preferredTime),
          sameOrNull(contactRequests.message, input.message),
          justNow(contactRequests.createdAt),
        ),
      )
      .limit(1);
    if (existing) return { row: existing, duplicate: true };

    const [row] = await tx
      .insert(contactRequests)
      .values({
        ...input,
        inServiceArea: area.inArea === null ? null : area.inArea ? 1 : 0,
        distanceMiles: area.milesFromShowroom,
        status: "new",
      })
      .returning();
    await enqueueEmails(tx, await emailsFor(row!));
    return { row: row!, duplicate: false };
  });
}

export async function getContactRequest(id: number) {
  const [row] = await getDb()
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.id, id))
    .limit(1);
  return row ?? null;
}
