import { desc, eq, sql } from "drizzle-orm";
import { type Database, getDb } from "#app/db/client.server.ts";
import { loanApplications } from "#app/db/schema.ts";
import type { LoanApplicationInput } from "#app/utils/loan-application-schema.ts";

export type LoanApplicationRow = typeof loanApplications.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Stores an application as 'pending' with the moment consent was given, and
 * runs `alongside` (the notification emails) in the same transaction: the
 * row and its emails are saved together or not at all.
 */
export async function createLoanApplication(
  input: LoanApplicationInput,
  options: {
    inServiceArea: boolean | null;
    alongside?: (tx: Transaction, row: LoanApplicationRow) => Promise<void>;
  },
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
          options.inServiceArea === null ? null : options.inServiceArea ? 1 : 0,
      })
      .returning();
    await options.alongside?.(tx, row!);
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
