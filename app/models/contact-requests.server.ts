import { and, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { contactRequests } from "#app/db/schema.ts";
import type { ContactInput } from "#app/leads/contact-schema.ts";
import type { EnqueueInput } from "./email-outbox.server.ts";
import {
  justNow,
  sameOrNull,
  storeLeadOnce,
} from "./lead-duplicates.server.ts";

export type ContactRequestRow = typeof contactRequests.$inferSelect;

/**
 * Stores a contact request and its notification emails in one transaction.
 * An identical request from the same address in the last ten minutes
 * returns the stored one instead (serialised per address with an advisory
 * lock, so two simultaneous posts cannot both insert).
 */
export function createContactRequest(
  input: ContactInput,
  area: { inArea: boolean | null; milesFromShowroom: number | null },
  emailsFor: (row: ContactRequestRow) => Promise<EnqueueInput[]>,
): Promise<{ row: ContactRequestRow; duplicate: boolean }> {
  return storeLeadOnce({
    form: "contact",
    email: input.email,
    find: async (tx) =>
      (
        await tx
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
          .limit(1)
      )[0],
    insert: async (tx) =>
      (
        await tx
          .insert(contactRequests)
          .values({
            ...input,
            inServiceArea: area.inArea === null ? null : area.inArea ? 1 : 0,
            distanceMiles: area.milesFromShowroom,
            status: "new",
          })
          .returning()
      )[0]!,
    emailsFor,
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
