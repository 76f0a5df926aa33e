import { contactCopy } from "#app/content/contact.ts";
import { contactRequestEmails } from "#app/emails/contact-request.server.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import { createContactRequest } from "#app/models/contact-requests.server.ts";
import { CONTACT_FIELDS, ContactSchema } from "#app/leads/contact-schema.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { keepValues } from "#app/utils/form-validation.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import { checkSpamTraps } from "#app/utils/spam-trap.server.ts";
import { type LeadForm, refused } from "./intake.server.ts";
import {
  checkServiceArea,
  zipExists,
  ZIP_PATTERN,
} from "./service-area.server.ts";

export const CONTACT_FORM = "contact";
export const THANK_YOU_PATH = "/contact/thank-you";

/**
 * POST /contact: a showroom visit, estimate or consultation request. Past
 * the intake's checks, a ZIP code must exist; the request and its two
 * emails are stored in one transaction.
 */
export const contactForm: LeadForm<typeof ContactSchema> = {
  name: CONTACT_FORM,
  schema: ContactSchema,
  fields: CONTACT_FIELDS,
  limitPerMinute: () => getEnv().LEAD_RATE_LIMIT_PER_MINUTE,
  rateLimitedMessage: contactCopy.rateLimited,
  spamTraps: (fields) => checkSpamTraps(CONTACT_FORM, fields),
  botLocation: () => THANK_YOU_PATH,
  async accept(input, fields) {
    const zip = ZIP_PATTERN.exec(input.townOrZip);
    if (zip && !(await zipExists(input.townOrZip))) {
      return refused(400, {
        fieldErrors: {
          townOrZip: `We could not find ZIP code ${zip[1]}: please check it, or enter your town instead`,
        },
        values: keepValues(fields, CONTACT_FIELDS),
      });
    }
    const area = await checkServiceArea(input.townOrZip);
    const { row } = await createContactRequest(input, area, (stored) =>
      contactRequestEmails(stored, leadReference("C", stored.id), area),
    );
    kickEmailDrainer();
    const reference = leadReference("C", row.id);
    return {
      kind: "accepted",
      location: `${THANK_YOU_PATH}?ref=${encodeURIComponent(reference)}`,
    };
  },
};
