import { business } from "#app/business/current.ts";
import {
  contactMethods,
  requestTypes,
  serviceChoices,
} from "#app/content/contact.ts";
import { optionalLongText, textField } from "#app/utils/email-field.ts";
import { emailField } from "#app/utils/email-address.ts";
import { phoneField } from "#app/utils/phone.ts";
import { parseIsoDate } from "#app/utils/showroom-hours.ts";
import { z } from "#app/utils/zod.ts";
import {
  dateMessages,
  dateProblem,
  timeChoicesFor,
  timeMessages,
  timeProblem,
} from "./visit-times.ts";

// One schema for the contact form in the browser and on the server.
export const CONTACT_FIELDS = [
  "requestType",
  "name",
  "email",
  "phone",
  "service",
  "townOrZip",
  "preferredDate",
  "preferredTime",
  "contactMethod",
  "message",
] as const;

export const MAX_NAME = 100;
export const MAX_TOWN = 80;
export const MAX_MESSAGE = 2000;

export const contactMessages = {
  requestType:
    "Please choose a showroom visit, a free estimate or a consultation",
  name: "Please enter your name",
  service: "Please choose the service you are interested in",
  townOrZip: "Please enter your town or ZIP code",
  zip: "Please enter a 5-digit ZIP code (or ZIP+4, like 10920-1234)",
  contactMethod: "Please choose how we should reach you",
  message: `Please keep your message under ${MAX_MESSAGE.toLocaleString("en-US")} characters`,
} as const;

function choice(values: readonly string[], message: string) {
  return z
    .string({ error: message })
    .check(z.refine((value) => values.includes(value), message));
}

const optionalText = z.pipe(
  z.optional(z.string({ error: "Please choose from the list" })),
  z.transform((value) => (value ? value.trim() || undefined : undefined)),
);

// The hours the owner keeps in /admin/business decide the visit's date and
// time, in the browser (the root's facts) and on the server.
const visitDateProblem = (value: string, now: Date) =>
  dateProblem(business(), value, now);
const isOfferedTime = (value: string) =>
  timeChoicesFor(business()).includes(value);

/** `now` is read at validation time, so "tomorrow" is always current. */
export function createContactSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      requestType: choice(
        requestTypes.map((t) => t.value),
        contactMessages.requestType,
      ),
      name: textField({ required: contactMessages.name, max: MAX_NAME }),
      email: emailField,
      phone: phoneField,
      service: choice(
        serviceChoices.map((s) => s.value),
        contactMessages.service,
      ),
      townOrZip: textField({
        required: contactMessages.townOrZip,
        max: MAX_TOWN,
      }).check(
        // Digits mean a ZIP code; then it must be a whole one.
        z.refine(
          (value) =>
            !/^[\d\s-]+$/.test(value) || /^\d{5}(-\d{4})?$/.test(value),
          contactMessages.zip,
        ),
      ),
      preferredDate: z.pipe(
        optionalText,
        z.optional(
          z.string().check(
            z.refine((value) => visitDateProblem(value, now()) === null, {
              error: (issue) =>
                visitDateProblem(String(issue.input), now()) ??
                dateMessages.invalid,
            }),
          ),
        ),
      ),
      preferredTime: z.pipe(
        optionalText,
        z.optional(
          z.string().check(z.refine(isOfferedTime, timeMessages.invalid)),
        ),
      ),
      contactMethod: choice(
        contactMethods.map((m) => m.value),
        contactMessages.contactMethod,
      ),
      message: optionalLongText(MAX_MESSAGE, contactMessages.message),
    })
    .check(
      z.superRefine((value, ctx) => {
        const visit = value.requestType === "showroom-visit";
        const { preferredDate: date, preferredTime: time } = value;
        if (visit && !date) {
          ctx.issues.push({
            code: "custom",
            input: date,
            path: ["preferredDate"],
            message: dateMessages.required,
          });
        }
        if (visit && !time) {
          ctx.issues.push({
            code: "custom",
            input: time,
            path: ["preferredTime"],
            message: timeMessages.required,
          });
        }
        // Only a real date and a listed time can be checked against the hours.
        const comparable =
          typeof date === "string" &&
          parseIsoDate(date) !== null &&
          typeof time === "string" &&
          isOfferedTime(time);
        const problem = comparable ? timeProblem(business(), date, time) : null;
        if (problem) {
          ctx.issues.push({
            code: "custom",
            input: time,
            path: ["preferredTime"],
            message: problem,
          });
        }
      }),
    );
}

export const ContactSchema = createContactSchema();
export type ContactInput = z.infer<typeof ContactSchema>;
