import { eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { loanApplications } from "#app/db/schema.ts";
import type { LoanApplicationInput } from "#app/utils/loan-application-schema.ts";
import { type EnqueueInput, enqueueEmails } from "./email-outbox.server.ts";

export type LoanApplicationRow = typeof loanApplications.$inferSelect;

/**
 * Stores an application as 'pending' with the moment consent was given, and
 * its notification emails in the same transaction: the row and its emails
 * are saved together or not at all.
 */
export async function createLoanApplication(
  input: LoanApplicationInput,
  area: { inServiceArea: boolean | null },
  emailsFor: (row: LoanApplicationRow) => Promise<EnqueueInput[]>,
): Promise<LoanApplicationRow> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(loanApplications)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
        projectType: input.projectType,
        projectDescription: input.projectDescription ?? null,
        estimatedProjectCost: input.estimatedProjectCost ?? null,
        requestedLoanAmount: input.requestedLoanAmount,
        preferredTermMonths: input.preferredTermMonths,
        annualIncome: input.annualIncome ?? null,
        creditScore: input.creditScore ?? null,
        status: "pending",
        consentedAt: new Date(),
        inServiceArea:
          area.inServiceArea === null ? null : area.inServiceArea ? 1 : 0,
      })
      .returning();
    await enqueueEmails(tx, await emailsFor(row!));
    return row!;
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
