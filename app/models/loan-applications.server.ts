import { desc, eq, sql } from "drizzle-orm";
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

/** The newest loan applications first, for the owner's leads screen. */
export async function listRecentLoanApplications(limit = 100) {
  return getDb()
    .select({
      id: loanApplications.id,
      firstName: loanApplications.firstName,
      lastName: loanApplications.lastName,
      email: loanApplications.email,
      phone: loanApplications.phone,
      city: loanApplications.city,
      state: loanApplications.state,
      zipCode: loanApplications.zipCode,
      projectType: loanApplications.projectType,
      requestedLoanAmount: loanApplications.requestedLoanAmount,
      preferredTermMonths: loanApplications.preferredTermMonths,
      annualIncome: loanApplications.annualIncome,
      creditScore: loanApplications.creditScore,
      status: loanApplications.status,
      inServiceArea: loanApplications.inServiceArea,
      submittedAt: loanApplications.submittedAt,
    })
    .from(loanApplications)
    .orderBy(desc(loanApplications.submittedAt), desc(loanApplications.id))
    .limit(limit);
}

/** Sets an application's status; false when there is no such application. */
export async function setLoanApplicationStatus(id: number, status: string) {
  const rows = await getDb()
    .update(loanApplications)
    .set({ status, lastUpdated: sql`now()` })
    .where(eq(loanApplications.id, id))
    .returning({ id: loanApplications.id });
  return rows.length > 0;
}
