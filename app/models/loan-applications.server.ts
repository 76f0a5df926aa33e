import { and, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { loanApplications } from "#app/db/schema.ts";
import type { LoanApplicationInput } from "#app/leads/loan-application-schema.ts";
import type { EnqueueInput } from "./email-outbox.server.ts";
import {
  justNow,
  sameOrNull,
  storeLeadOnce,
} from "./lead-duplicates.server.ts";

export type LoanApplicationRow = typeof loanApplications.$inferSelect;

/**
 * Stores an application as 'pending' with the moment consent was given, and
 * its notification emails in the same transaction: the row and its emails
 * are saved together or not at all. The same application from the same
 * address in the last ten minutes (a second press of the button) returns
 * the stored one instead.
 */
export function createLoanApplication(
  input: LoanApplicationInput,
  area: { inServiceArea: boolean | null },
  emailsFor: (row: LoanApplicationRow) => Promise<EnqueueInput[]>,
): Promise<{ row: LoanApplicationRow; duplicate: boolean }> {
  const { consent: _given, ...fields } = input;
  return storeLeadOnce({
    form: "loan",
    email: fields.email,
    find: async (tx) =>
      (
        await tx
          .select()
          .from(loanApplications)
          .where(
            and(
              eq(loanApplications.email, fields.email),
              eq(loanApplications.firstName, fields.firstName),
              eq(loanApplications.lastName, fields.lastName),
              eq(loanApplications.address, fields.address),
              eq(loanApplications.zipCode, fields.zipCode),
              eq(loanApplications.projectType, fields.projectType),
              eq(
                loanApplications.requestedLoanAmount,
                fields.requestedLoanAmount,
              ),
              eq(
                loanApplications.preferredTermMonths,
                fields.preferredTermMonths,
              ),
              sameOrNull(
                loanApplications.projectDescription,
                fields.projectDescription,
              ),
              justNow(loanApplications.submittedAt),
            ),
          )
          .limit(1)
      )[0],
    insert: async (tx) =>
      (
        await tx
          .insert(loanApplications)
          .values({
            ...fields,
            status: "pending",
            consentedAt: new Date(),
            inServiceArea:
              area.inServiceArea === null ? null : area.inServiceArea ? 1 : 0,
          })
          .returning()
      )[0]!,
    emailsFor,
  });
}

/** Whether the home of application `id` is served (the confirmation page). */
export async function getLoanApplicationArea(id: number) {
  const [row] = await getDb()
    .select({ inServiceArea: loanApplications.inServiceArea })
    .from(loanApplications)
    .where(eq(loanApplications.id, id));
  return row ?? null;
}
