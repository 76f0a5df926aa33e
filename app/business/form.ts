// The /admin/business form's schema: one flat field per fact
// (form-fields.ts), so that a refusal names the field and keeps every
// value, and the browser checks with the server's own schema before
// sending. form-facts.ts turns a valid form into the facts.
import { emailField } from "#app/utils/email-address.ts";
import { textField } from "#app/utils/email-field.ts";
import { toE164 } from "#app/utils/phone.ts";
import { parseIsoDate, todayInShowroom } from "#app/utils/showroom-hours.ts";
import { z } from "#app/utils/zod.ts";
import { DAY_MODES, WEEKDAYS } from "./choices.ts";
import {
  businessMessages,
  dayField,
  LICENSE_PARTS,
  LICENSE_ROWS,
  licenseField,
  MAX_LONG_TEXT,
  MAX_SERVICE_AREAS,
  MAX_TEXT,
  rows,
  SOCIAL_ROWS,
  socialField,
} from "./form-fields.ts";

const optionalText = (max = MAX_TEXT) =>
  z.pipe(
    z.optional(z.string()),
    z.pipe(
      z.transform((value: string | undefined) => (value ?? "").trim()),
      z.string().check(
        z.maxLength(max, `Please use at most ${max} characters`),
        z.refine(
          (value) => !/[\p{Cc}\u2028\u2029]/u.test(value),
          "Please remove line breaks and control characters",
        ),
      ),
    ),
  );

const required = (label: string, max = MAX_TEXT) =>
  textField({ required: `Please enter the ${label.toLowerCase()}`, max });

const numberIn = (min: number, max: number, message: string) =>
  z.pipe(
    z.string({ error: message }).check(
      z.trim(),
      z.refine(
        (value) =>
          /^-?\d+(\.\d+)?$/.test(value) &&
          Number(value) >= min &&
          Number(value) <= max,
        message,
      ),
    ),
    z.transform(Number),
  );

// A dialable US number: NANP area code and exchange start with 2-9.
function dialable(value: string) {
  const e164 = toE164(value);
  return e164 !== null && /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(e164);
}

const optionalDate = optionalText(10).check(
  z.refine(
    (value) => value === "" || parseIsoDate(value) !== null,
    businessMessages.date,
  ),
);
const optionalUrl = optionalText(500).check(
  z.refine(
    (value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
    businessMessages.url,
  ),
);
const time = optionalText(5).check(
  z.refine(
    (value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
    businessMessages.time,
  ),
);

const COUNTY_LINE = /^[A-Z][A-Za-z .'-]{0,60} County, [A-Z]{2}$/;
const countyLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const counties = z.pipe(
  z.optional(z.string()),
  z.pipe(
    z.transform((value: string | undefined) => countyLines(value ?? "")),
    z
      .array(z.string())
      .check(
        z.refine(
          (lines) => lines.every((line) => COUNTY_LINE.test(line)),
          businessMessages.county,
        ),
      ),
  ),
);

const fixedShape = {
  name: required("business name", 100),
  legalName: required("legal name", 150),
  tagline: required("tagline", 100),
  description: required("description", MAX_LONG_TEXT),
  phoneDisplay: textField({ required: businessMessages.phone, max: 40 }).check(
    z.refine(dialable, businessMessages.phone),
  ),
  phoneTel: textField({ required: businessMessages.phone, max: 40 }).check(
    z.refine(dialable, businessMessages.phone),
  ),
  email: emailField,
  leadsEmail: emailField,
  textUsMessage: required("text-message greeting", 300),
  street: required("street address"),
  city: required("town", 100),
  state: z
    .string({ error: businessMessages.state })
    .check(z.trim(), z.regex(/^[A-Z]{2}$/, businessMessages.state)),
  zip: z
    .string({ error: businessMessages.zip })
    .check(z.trim(), z.regex(/^\d{5}$/, businessMessages.zip)),
  county: required("county", 100),
  latitude: numberIn(-90, 90, businessMessages.latitude),
  longitude: numberIn(-180, 180, businessMessages.longitude),
  serviceAreaSummary: required("service area sentence", 300),
  coreCounties: counties,
  extendedCounties: counties,
  foundedYear: z.pipe(
    z.string({ error: businessMessages.foundedYear }).check(
      z.trim(),
      z.refine(
        (value) =>
          /^\d{4}$/.test(value) &&
          Number(value) >= 1850 &&
          Number(value) <= new Date().getFullYear(),
        businessMessages.foundedYear,
      ),
    ),
    z.transform(Number),
  ),
  yearsInBusiness: required("years in business", 20),
  projectsCompleted: required("projects completed", 20),
  teamExperienceYears: required("team's combined years", 20),
  showroomSqFt: required("showroom size", 20),
  ratingValue: numberIn(1, 5, businessMessages.ratingValue),
  ratingCount: z.pipe(
    z
      .string({ error: businessMessages.ratingCount })
      .check(z.trim(), z.regex(/^\d{1,7}$/, businessMessages.ratingCount)),
    z.transform(Number),
  ),
  ratingSource: optionalText(40),
  ratingUrl: optionalUrl,
  ratingCheckedOn: optionalDate,
};

// The rows of the week, the licences and the social links.
const rowShape: Record<string, z.core.$ZodType> = {
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [
        dayField(day, "Mode"),
        z.enum(DAY_MODES, { error: businessMessages.dayMode }),
      ],
      [dayField(day, "Opens"), time],
      [dayField(day, "Closes"), time],
    ]),
  ),
  ...Object.fromEntries(
    rows(LICENSE_ROWS).flatMap((row) => [
      [licenseField(row, "State"), optionalText(2)],
      [licenseField(row, "Authority"), optionalText(150)],
      [licenseField(row, "Number"), optionalText(60)],
      [licenseField(row, "ExpiresOn"), optionalDate],
    ]),
  ),
  ...Object.fromEntries(
    rows(SOCIAL_ROWS).flatMap((row) => [
      [socialField(row, "Label"), optionalText(40)],
      [socialField(row, "Url"), optionalUrl],
    ]),
  ),
};

type Issue = { path: string; message: string };

// What no single field can say: one fact against another.
function crossFieldIssues(value: Record<string, unknown>, today: string) {
  const issues: Issue[] = [];
  const text = (name: string) => String(value[name] ?? "");
  if (toE164(text("phoneDisplay")) !== toE164(text("phoneTel"))) {
    issues.push({ path: "phoneTel", message: businessMessages.phoneMismatch });
  }
  const core = value.coreCounties as string[];
  const extended = value.extendedCounties as string[];
  if (core.length === 0) {
    issues.push({
      path: "coreCounties",
      message: businessMessages.noCoreCounty,
    });
  }
  if (core.length + extended.length > MAX_SERVICE_AREAS) {
    issues.push({
      path: "extendedCounties",
      message: businessMessages.tooManyCounties,
    });
  }
  if (text("ratingCheckedOn") > today) {
    issues.push({
      path: "ratingCheckedOn",
      message: businessMessages.futureCheck,
    });
  }
  for (const day of WEEKDAYS) {
    if (value[dayField(day, "Mode")] !== "open") continue;
    const opens = text(dayField(day, "Opens"));
    const closes = text(dayField(day, "Closes"));
    if (!opens)
      issues.push({
        path: dayField(day, "Opens"),
        message: businessMessages.time,
      });
    if (!closes)
      issues.push({
        path: dayField(day, "Closes"),
        message: businessMessages.time,
      });
    if (opens && closes && closes <= opens) {
      issues.push({
        path: dayField(day, "Closes"),
        message: businessMessages.closesBeforeOpens,
      });
    }
  }
  for (const row of rows(LICENSE_ROWS)) {
    const parts = LICENSE_PARTS.map((part) => text(licenseField(row, part)));
    const [state, authority, number] = parts;
    if (parts.some(Boolean) && !(state && authority && number)) {
      const missing = !state ? "State" : !authority ? "Authority" : "Number";
      issues.push({
        path: licenseField(row, missing),
        message: businessMessages.licenseIncomplete,
      });
    } else if (state && !/^[A-Z]{2}$/.test(state)) {
      issues.push({
        path: licenseField(row, "State"),
        message: businessMessages.state,
      });
    }
  }
  for (const row of rows(SOCIAL_ROWS)) {
    const label = text(socialField(row, "Label"));
    const url = text(socialField(row, "Url"));
    if (Boolean(label) !== Boolean(url)) {
      issues.push({
        path: socialField(row, label ? "Url" : "Label"),
        message: businessMessages.socialIncomplete,
      });
    }
  }
  return issues;
}

export const BusinessSchema = z
  .object({
    ...rowShape,
    ...fixedShape,
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const issue of crossFieldIssues(value, todayInShowroom())) {
        ctx.issues.push({
          code: "custom",
          input: value[issue.path as keyof typeof value],
          path: [issue.path],
          message: issue.message,
        });
      }
    }),
  );
export type BusinessInput = z.output<z.ZodMiniObject<typeof fixedShape>> &
  Record<string, unknown>;
