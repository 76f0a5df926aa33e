import { contactCopy } from "#app/content/contact.ts";
import { createContactRequest } from "#app/models/contact-requests.server.ts";
import { contactRequestEmails } from "#app/emails/contact-request.server.ts";
import { CONTACT_FIELDS, ContactSchema } from "./contact-schema.ts";
import { kickEmailDrainer } from "./email-drainer.server.ts";
import { getEnv } from "./env.server.ts";
import {
  type FormFailure,
  keepValues,
  validateForm,
} from "./form-validation.ts";
import { leadReference } from "./lead-reference.server.ts";
import { hitRateLimit, rateLimitHeaders } from "./rate-limit.server.ts";
import { readBody } from "./request-body.server.ts";
import {
  checkServiceArea,
  zipExists,
  ZIP_PATTERN,
} from "./service-area.server.ts";
import { checkSpamTraps } from "./spam-trap.server.ts";

export const CONTACT_FORM = "contact";
export const THANK_YOU_PATH = "/contact/thank-you";

export type ContactOutcome =
  | { kind: "redirect"; location: string }
  | {
      kind: "failure";
      status: 400 | 413 | 415 | 429;
      failure: FormFailure;
      headers?: Record<string, string>;
    };

const failure = (
  status: 400 | 415 | 429,
  formError: string | undefined,
  fieldErrors: FormFailure["fieldErrors"] = {},
  values: FormFailure["values"] = {},
  headers?: Record<string, string>,
): ContactOutcome => ({
  kind: "failure",
  status,
  failure: { fieldErrors, values, ...(formError ? { formError } : {}) },
  headers,
});

/**
 * POST /contact, JSON or form: rate limit, spam traps, the shared schema,
 * the ZIP database, the service-area check, then one transaction that stores
 * the request with its two emails. Nothing is stored on any failure.
 */
export async function submitContactRequest(
  request: Request,
  clientIp: string,
): Promise<ContactOutcome> {
  const limit = hitRateLimit(
    `lead:${clientIp}`,
    getEnv().LEAD_RATE_LIMIT_PER_MINUTE,
    60_000,
  );
  if (!limit.allowed) {
    return failure(
      429,
      contactCopy.rateLimited,
      {},
      {},
      rateLimitHeaders(limit),
    );
  }

  const body = await readBody(request);
  if (!body.ok) return failure(body.status, body.message);
  const fields = body.fields;

  const verdict = checkSpamTraps(CONTACT_FORM, fields, clientIp);
  // Bots are told it worked; the generic thank-you page shows no reference.
  if (verdict.kind === "bot")
    return { kind: "redirect", location: THANK_YOU_PATH };

  const result = validateForm(ContactSchema, fields, CONTACT_FIELDS);
  if (verdict.kind === "retry") {
    return failure(
      400,
      verdict.message,
      result.ok ? {} : result.fieldErrors,
      keepValues(fields, CONTACT_FIELDS),
    );
  }
  if (!result.ok)
    return failure(400, undefined, result.fieldErrors, result.values);

  const input = result.data;
  const zip = ZIP_PATTERN.exec(input.townOrZip);
  if (zip && !zipExists(input.townOrZip)) {
    return failure(
      400,
      undefined,
      {
        townOrZip: `We could not find ZIP code ${zip[1]}: please check it, or enter your town instead`,
      },
      keepValues(fields, CONTACT_FIELDS),
    );
  }

  const area = await checkServiceArea(input.townOrZip);
  const { row } = await createContactRequest(input, area, (stored) =>
    contactRequestEmails(stored, leadReference("C", stored.id), area),
  );
  kickEmailDrainer();
  const reference = leadReference("C", row.id);
  return {
    kind: "redirect",
    location: `${THANK_YOU_PATH}?ref=${encodeURIComponent(reference)}`,
  };
}
