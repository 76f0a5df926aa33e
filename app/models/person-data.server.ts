import { and, eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import {
  bookings,
  contactRequests,
  emailOutbox,
  emailSubscribers,
  erasedAddresses,
  leadChanges,
  loanApplications,
  reviewRequests,
  reviews,
} from "#app/db/schema.ts";
import { addressFingerprint } from "./subscribers.server.ts";

// "Delete everything about this person" (/privacy's promise, the lead
// page's button): every row that names one email address, in one
// transaction.

export interface DeletedPersonData {
  contactRequests: number;
  bookings: number;
  loanApplications: number;
  subscribers: number;
  emails: number;
  /** Review requests to the address, deleted with the reviews sent by their links. */
  reviewRequests: number;
  /** The photos the deleted bookings and reviews carried: their files go next. */
  photoUrls: string[];
}

/**
 * Everything stored about one email address, as /privacy promises on
 * request: their contact requests and loan applications with the history
 * of each, their newsletter subscription and every email to or about them
 * in the outbox. One transaction: all of it goes, or nothing does.
 */
export async function deletePersonData(
  email: string,
): Promise<DeletedPersonData> {
  const address = email.trim().toLowerCase();
  return getDb().transaction(async (tx) => {
    const contacts = await tx
      .delete(contactRequests)
      .where(sql`lower(${contactRequests.email}) = ${address}`)
      .returning({ id: contactRequests.id });
    const booked = await tx
      .delete(bookings)
      .where(sql`lower(${bookings.email}) = ${address}`)
      .returning({ id: bookings.id, photoUrls: bookings.photoUrls });
    const loans = await tx
      .delete(loanApplications)
      .where(sql`lower(${loanApplications.email}) = ${address}`)
      .returning({ id: loanApplications.id });
    // The reviews first: deleting a request would unlink its review.
    const requests = await tx
      .select({ id: reviewRequests.id })
      .from(reviewRequests)
      .where(sql`lower(${reviewRequests.email}) = ${address}`);
    const requestIds = requests.map((row) => row.id);
    const written =
      requestIds.length > 0
        ? await tx
            .delete(reviews)
            .where(inArray(reviews.requestId, requestIds))
            .returning({ id: reviews.id, photoUrl: reviews.photoUrl })
        : [];
    if (requestIds.length > 0) {
      await tx
        .delete(reviewRequests)
        .where(inArray(reviewRequests.id, requestIds));
    }
    const contactIds = contacts.map((row) => row.id);
    const loanIds = loans.map((row) => row.id);
    for (const [kind, ids] of [
      ["contact", contactIds],
      ["loan", loanIds],
    ] as const) {
      if (ids.length === 0) continue;
      await tx
        .delete(leadChanges)
        .where(
          and(eq(leadChanges.leadKind, kind), inArray(leadChanges.leadId, ids)),
        );
    }
    // Remembered as a fingerprint only, so that nobody's later sign-up with
    // this address mails it without its owner's confirmation.
    await tx
      .insert(erasedAddresses)
      .values({ emailSha256: addressFingerprint(address) })
      .onConflictDoUpdate({
        target: erasedAddresses.emailSha256,
        set: { erasedAt: sql`now()` },
      });
    const subscribers = await tx
      .delete(emailSubscribers)
      .where(eq(emailSubscribers.email, address))
      .returning({ id: emailSubscribers.id });
    const related = (table: string, ids: number[]) =>
      ids.length > 0
        ? and(
            eq(emailOutbox.relatedTable, table),
            inArray(emailOutbox.relatedId, ids),
          )
        : undefined;
    const emails = await tx
      .delete(emailOutbox)
      .where(
        or(
          sql`lower(${emailOutbox.toAddress}) = ${address}`,
          related("contact_requests", contactIds),
          related("loan_applications", loanIds),
          related(
            "bookings",
            booked.map((row) => row.id),
          ),
          related(
            "reviews",
            written.map((row) => row.id),
          ),
        ),
      )
      .returning({ id: emailOutbox.id });
    return {
      contactRequests: contacts.length,
      bookings: booked.length,
      loanApplications: loans.length,
      subscribers: subscribers.length,
      emails: emails.length,
      reviewRequests: requests.length,
      photoUrls: [
        ...booked.flatMap((row) => row.photoUrls),
        ...written.flatMap((row) => (row.photoUrl ? [row.photoUrl] : [])),
      ],
    };
  });
}
