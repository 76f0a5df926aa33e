import { data, redirect } from "react-router";
import {
  DATABASE_RETRY_SECONDS,
  NOT_SAVED_MESSAGE,
} from "#app/content/forms.ts";
import { isDatabaseUnavailable } from "#app/db/client.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  type FormFailure,
  keepValues,
  validateForm,
} from "#app/utils/form-validation.ts";
import { hitRateLimit } from "#app/models/rate-limits.server.ts";
import { rateLimitHeaders } from "#app/utils/rate-limit.server.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import type { SpamVerdict } from "#app/utils/spam-trap.server.ts";
import type { z } from "#app/utils/zod.ts";

/**
 * How every lead form's send ends: the next page, or the form again; and
 * how it was sent (JSON or a form post), when the body could be read.
 */
export type IntakeOutcome = (
  | { kind: "accepted"; location: string }
  | {
      kind: "failure";
      status: 400 | 409 | 413 | 415 | 422 | 429 | 503;
      failure: FormFailure;
      headers?: Record<string, string>;
    }
) & { sentAs?: "json" | "form" };

/** What a lead form declares; the order of the checks is the intake's. */
export interface LeadForm<S extends z.core.$ZodType> {
  /** Names the form in rate-limit buckets and logs. */
  name: string;
  schema: S;
  /** The form's field names in page order (errors and kept values). */
  fields: readonly string[];
  /** Its file fields, passed to `accept` as File objects. */
  files?: readonly string[];
  limitPerMinute: () => number;
  rateLimitedMessage: string;
  spamTraps: (fields: Record<string, unknown>) => SpamVerdict;
  /** Where a bot is sent: the page a person sees, naming nothing stored. */
  botLocation: (fields: Record<string, unknown>) => string;
  /**
   * Stores the valid send with its emails, or refuses it with field errors
   * (a check the schema cannot make, such as a ZIP code that does not exist).
   */
  accept: (
    input: z.output<S>,
    fields: Record<string, unknown>,
  ) => Promise<IntakeOutcome>;
}

export function refused(
  status: 400 | 409 | 413 | 415 | 422 | 429 | 503,
  failure: Partial<FormFailure>,
  headers?: Record<string, string>,
): IntakeOutcome {
  return {
    kind: "failure",
    status,
    failure: { fieldErrors: {}, values: {}, ...failure },
    headers,
  };
}

/**
 * One send of a lead form, checked in one order: the body (so that every
 * refusal can give back what was typed), the rate limit, the spam traps,
 * the schema, then the form's own `accept`. Nothing is stored unless every
 * check passes; only a filled honeypot is told it worked.
 */
export async function takeLead<S extends z.core.$ZodType>(
  form: LeadForm<S>,
  request: Request,
  clientKey: string,
): Promise<IntakeOutcome> {
  const body = await readBody(request, { files: form.files });
  if (!body.ok) return refused(body.status, { formError: body.message });
  const outcome = await checkAndAccept(form, body.fields, clientKey);
  return { ...outcome, sentAs: body.kind };
}

async function checkAndAccept<S extends z.core.$ZodType>(
  form: LeadForm<S>,
  fields: Record<string, unknown>,
  clientKey: string,
): Promise<IntakeOutcome> {
  const values = keepValues(fields, form.fields);

  const limit = await hitRateLimit(
    `${form.name}:${clientKey}`,
    form.limitPerMinute(),
    60_000,
  );
  if (!limit.allowed) {
    return refused(
      429,
      { formError: form.rateLimitedMessage, values },
      rateLimitHeaders(limit),
    );
  }

  const verdict = form.spamTraps(fields);
  if (verdict.kind === "bot") {
    return { kind: "accepted", location: form.botLocation(fields) };
  }

  const result = validateForm(form.schema, fields, form.fields);
  if (verdict.kind === "retry") {
    return refused(400, {
      formError: verdict.message,
      fieldErrors: result.ok ? {} : result.fieldErrors,
      values,
    });
  }
  if (!result.ok) {
    return refused(400, { fieldErrors: result.fieldErrors, values });
  }
  try {
    return await form.accept(result.data, fields);
  } catch (error) {
    // Nothing was stored (each accept is one transaction): the visitor
    // keeps what they typed and is asked to send it again.
    if (!isDatabaseUnavailable(error)) throw error;
    logger.warn({ form: form.name }, "lead not stored: database unavailable");
    return refused(
      503,
      { formError: NOT_SAVED_MESSAGE(), values },
      { "Retry-After": String(DATABASE_RETRY_SECONDS) },
    );
  }
}

/** A lead form route's action answer: 303 to the next page, or the form. */
export function intakeResponse(outcome: IntakeOutcome) {
  if (outcome.kind === "accepted") return redirect(outcome.location, 303);
  return data(outcome.failure, {
    status: outcome.status,
    headers: outcome.headers,
  });
}
