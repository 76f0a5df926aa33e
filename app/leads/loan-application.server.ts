import { applyRateLimited } from "#app/content/financing-apply.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import { loanApplicationEmails } from "#app/emails/loan-application.server.ts";
import { createLoanApplication } from "#app/models/loan-applications.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import {
  LOAN_APPLICATION_FIELDS,
  LoanApplicationSchema,
} from "#app/leads/loan-application-schema.ts";
import { logger } from "#app/utils/logger.server.ts";
import { checkSpamTraps } from "#app/utils/spam-trap.server.ts";
import type { LeadForm } from "./intake.server.ts";
import { checkServiceArea } from "./service-area.server.ts";

export const LOAN_FORM = "loan-application";
export const RECEIVED_PATH = "/financing/apply/received";

/**
 * POST /financing/apply: the application and its two emails in one
 * transaction, flagged when the home is outside the service area.
 */
export const loanApplicationForm: LeadForm<typeof LoanApplicationSchema> = {
  name: LOAN_FORM,
  schema: LoanApplicationSchema,
  fields: LOAN_APPLICATION_FIELDS,
  limitPerMinute: () => getEnv().LEAD_RATE_LIMIT_PER_MINUTE,
  rateLimitedMessage: applyRateLimited,
  spamTraps: (fields) => checkSpamTraps(LOAN_FORM, fields),
  botLocation: () => RECEIVED_PATH,
  async accept(input) {
    const area = await checkServiceArea(input.zipCode);
    const { row, duplicate } = await createLoanApplication(
      input,
      { inServiceArea: area.inArea },
      loanApplicationEmails,
    );
    kickEmailDrainer();
    // Never names, figures or the address: the id is enough to find it.
    logger.info(
      { loanApplicationId: row.id, inServiceArea: area.inArea, duplicate },
      duplicate ? "loan application sent twice" : "loan application stored",
    );
    // The reference is signed, so the URL names no one and cannot be walked.
    const ref = leadReference("F", row.id);
    return { kind: "accepted", location: `${RECEIVED_PATH}?ref=${ref}` };
  },
};
