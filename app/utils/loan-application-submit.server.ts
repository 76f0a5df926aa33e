import { loanApplicationEmails } from "#app/emails/loan-application.server.ts";
import { enqueueEmails } from "#app/models/email-outbox.server.ts";
import { createLoanApplication } from "#app/models/loan-applications.server.ts";
import { kickEmailDrainer } from "./email-drainer.server.ts";
import { getEnv } from "./env.server.ts";
import {
  type FormFailure,
  keepValues,
  validateForm,
} from "./form-validation.ts";
import {
  LOAN_APPLICATION_FIELDS,
  LoanApplicationSchema,
} from "./loan-application-schema.ts";
import { logger } from "./logger.server.ts";
import { hitRateLimit, rateLimitHeaders } from "./rate-limit.server.ts";
import { readBody } from "./request-body.server.ts";
import { checkServiceArea } from "./service-area.server.ts";
import { leadReference } from "./lead-reference.server.ts";
import { checkSpamTraps } from "./spam-trap.server.ts";

export const LOAN_FORM = "loan-application";
export const RATE_LIMITED_MESSAGE =
  "Too many applications from your connection. Please wait a minute and try again, or call us.";
export const RECEIVED_PATH = "/financing/apply/received";

export type SubmitOutcome =
  | {
      kind: "failure";
      status: number;
      body: FormFailure;
      headers?: HeadersInit;
    }
  | { kind: "received"; location: string };

const failure = (
  status: number,
  body: Partial<FormFailure>,
  headers?: HeadersInit,
): SubmitOutcome => ({
  kind: "failure",
  status,
  body: { fieldErrors: {}, values: {}, ...body },
  headers,
});

/**
 * The whole of POST /financing/apply: body, rate limit, spam traps,
 * validation, then the row and its two emails in one transaction. Bots get
 * the same confirmation page as people, with nothing stored.
 */
export async function submitLoanApplication(
  request: Request,
  clientIp: string,
): Promise<SubmitOutcome> {
  const body = await readBody(request);
  if (!body.ok) return failure(body.status, { formError: body.message });
  const values = keepValues(body.fields, LOAN_APPLICATION_FIELDS);

  const limit = hitRateLimit(
    `loan:${clientIp}`,
    getEnv().LEAD_RATE_LIMIT_PER_MINUTE,
    60_000,
  );
  if (!limit.allowed) {
    return failure(
      429,
      { formError: RATE_LIMITED_MESSAGE, values },
      rateLimitHeaders(limit),
    );
  }

  const verdict = checkSpamTraps(LOAN_FORM, body.fields, clientIp);
  if (verdict.kind === "bot")
    return { kind: "received", location: RECEIVED_PATH };

  const result = validateForm(
    LoanApplicationSchema,
    body.fields,
    LOAN_APPLICATION_FIELDS,
  );
  if (verdict.kind === "retry") {
    return failure(400, {
      formError: verdict.message,
      fieldErrors: result.ok ? {} : result.fieldErrors,
      values,
    });
  }
  if (!result.ok) {
    return failure(400, {
      fieldErrors: result.fieldErrors,
      values: result.values,
    });
  }

  const area = await checkServiceArea(result.data.zipCode);
  const row = await createLoanApplication(result.data, {
    inServiceArea: area.inArea,
    alongside: async (tx, stored) =>
      enqueueEmails(tx, await loanApplicationEmails(stored)),
  });
  kickEmailDrainer();
  // Never names, figures or the address: the id is enough to find it.
  logger.info(
    { loanApplicationId: row.id, inServiceArea: area.inArea },
    "loan application stored",
  );
  // The reference is signed, so the URL names no one and cannot be walked.
  const ref = leadReference("F", row.id);
  return { kind: "received", location: `${RECEIVED_PATH}?ref=${ref}` };
}
