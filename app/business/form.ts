// The /admin/business form: one flat field per fact, so that a refusal names
// the field and keeps every value, the history names what changed, and the
// browser checks with the server's own schema before sending.
import { emailField } from "#app/utils/email-address.ts";
import { textField } from "#app/utils/email-field.ts";
import type { FieldLabels } from "#app/utils/form-validation.ts";
import { toE164 } from "#app/utils/phone.ts";
import { parseIsoDate, todayInShowroom } from "#app/utils/showroom-hours.ts";
import { z } from "#app/utils/zod.ts";
import { type BusinessFacts } from "./facts.ts";
import { DAY_MODES, type DayMode, WEEKDAYS } from "./choices.ts";

export const LICENSE_ROWS = 5;
export const SOCIAL_ROWS = 6;
// Google Business Profile takes up to 20 service areas.
export const MAX_SERVICE_AREAS = 20;
const MAX_TEXT = 200;
const MAX_LONG_TEXT = 600;

const rows = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const dayKey = (day: string) => day.toLowerCase();

export const LICENSE_PARTS = [
  "State",
  "Authority",
  "Number",
  "ExpiresOn",
] as const;
export const SOCIAL_PARTS = ["Label", "Url"] as const;
export const licenseField = (
  row: number,
  part: (typeof LICENSE_PARTS)[number],
) => `license${row}${part}`;
export const socialField = (row: number, part: (typeof SOCIAL_PARTS)[number]) =>
  `social${row}${part}`;
export const dayField = (day: string, part: "Mode" | "Opens" | "Closes") =>
  `${dayKey(day)}${part}`;

const FIXED_FIELDS = [
  "name",
  "legalName",
  "tagline",
  "description",
  "phoneDisplay",
  "phoneTel",
  "email",
  "leadsEmail",
  "textUsMessage",
  "street",
  "city",
  "state",
  "zip",
  "county",
  "latitude",
  "longitude",
  "serviceAreaSummary",
  "coreCounties",
  "extendedCounties",
  "foundedYear",
  "yearsInBusiness",
  "projectsCompleted",
  "teamExperienceYears",
  "showroomSqFt",
  "ratingValue",
  "ratingCount",
  "ratingSource",
  "ratingUrl",
  "ratingCheckedOn",
] as const;

const HOURS_FIELDS = WEEKDAYS.flatMap((day) =>
  (["Mode", "Opens", "Closes"] as const).map((part) => dayField(day, part)),
);
const LICENSE_FIELDS = rows(LICENSE_ROWS).flatMap((row) =>
  LICENSE_PARTS.map((part) => licenseField(row, part)),
);
const SOCIAL_FIELDS = rows(SOCIAL_ROWS).flatMap((row) =>
  SOCIAL_PARTS.map((part) => socialField(row, part)),
);

/** Every field, in the order of the screen. */
export const BUSINESS_FIELDS: readonly string[] = [
  ...FIXED_FIELDS.slice(0, 19),
  ...HOURS_FIELDS,
  ...LICENSE_FIELDS,
  ...SOCIAL_FIELDS,
  ...FIXED_FIELDS.slice(19),
];

const fixedLabels: FieldLabels<typeof FIXED_FIELDS> = {
  name: "Business name",
  legalName: "Legal name",
  tagline: "Tagline",
  description: "Description",
  phoneDisplay: "Phone, as shown",
  phoneTel: "Phone, dialling form",
  email: "Email shown to visitors",
  leadsEmail: "Email that receives new leads",
  textUsMessage: "Text-message greeting",
  street: "Street address",
  city: "Town",
  state: "State",
  zip: "ZIP code",
  county: "County",
  latitude: "Latitude",
  longitude: "Longitude",
  serviceAreaSummary: "Service area, in one sentence",
  coreCounties: "Core counties",
  extendedCounties: "Extended counties",
  foundedYear: "Year founded",
  yearsInBusiness: "Years in business",
  projectsCompleted: "Projects completed",
  teamExperienceYears: "Team's combined years in the trades",
  showroomSqFt: "Showroom size in sq ft",
  ratingValue: "Rating",
  ratingCount: "Number of reviews",
  ratingSource: "Where the rating is from",
  ratingUrl: "Link to review us there",
  ratingCheckedOn: "Figures last checked on",
};

const licensePartLabels = {
  State: "state",
  Authority: "issued by",
  Number: "number",
  ExpiresOn: "expires on",
} as const;

/** The label of every field: the form's, the error summary's and the history's. */
export const BUSINESS_LABELS: Record<string, string> = {
  ...fixedLabels,
  exceptions: "Holiday closures and special hours",
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day) => [
      [dayField(day, "Mode"), `${day}`],
      [dayField(day, "Opens"), `${day} opens at`],
      [dayField(day, "Closes"), `${day} closes at`],
    ]),
  ),
  ...Object.fromEntries(
    rows(LICENSE_ROWS).flatMap((row) =>
      LICENSE_PARTS.map((part) => [
        licenseField(row, part),
        `Licence ${row}: ${licensePartLabels[part]}`,
      ]),
    ),
  ),
  ...Object.fromEntries(
    rows(SOCIAL_ROWS).flatMap((row) =>
      SOCIAL_PARTS.map((part) => [
        socialField(row, part),
        `Social link ${row}: ${part === "Label" ? "name" : "address"}`,
      ]),
    ),
  ),
};

export const businessMessages = {
  phone: "Please enter a US phone number with area code, like (845) 555-0142",
  phoneMismatch:
    "The dialling form must be the same number as the phone shown, like +18455550142",
  state: "Please enter the two-letter state, like NY",
  zip: "Please enter a 5-digit ZIP code",
  latitude: "Please enter a latitude between -90 and 90, like 41.1476",
  longitude: "Please enter a longitude between -180 and 180, like -73.9454",
  county:
    'Please write each county on its own line as "Name County, ST", like Rockland County, NY',
  noCoreCounty: "Please name at least one core county",
  tooManyCounties: `Please name at most ${MAX_SERVICE_AREAS} counties in all: Google takes no more`,
  foundedYear: "Please enter the year the business was founded, like 2010",
  ratingValue: "Please enter a rating from 1 to 5, like 4.8",
  ratingCount: "Please enter the number of reviews: 0 or more",
  url: "Please enter a full web address starting with https://",
  date: "Please enter a real date, like 2027-06-30",
  futureCheck: "The date the figures were checked cannot be in the future",
  time: "Please enter a time, like 09:00",
  closesBeforeOpens: "The closing time must be after the opening time",
  dayMode: "Please choose open, by appointment or closed",
  licenseIncomplete:
    "Please give the licence's state, who issued it and its number, or leave all of its fields empty",
  socialIncomplete:
    "Please give both the name and the address of the social link, or leave both empty",
} as const;

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

/** The facts a valid form describes; the exceptions it does not show stay. */
export function factsFromForm(
  input: BusinessInput,
  before: BusinessFacts,
): BusinessFacts {
  const value = input as Record<string, unknown>;
  const text = (name: string) => String(value[name] ?? "");
  return {
    name: input.name,
    legalName: input.legalName,
    tagline: input.tagline,
    description: input.description,
    phone: { display: input.phoneDisplay, tel: toE164(input.phoneTel)! },
    email: input.email,
    leadsEmail: input.leadsEmail,
    textUsMessage: input.textUsMessage,
    address: {
      street: input.street,
      city: input.city,
      state: input.state,
      zip: input.zip,
      county: input.county,
      country: "US",
    },
    geo: { latitude: input.latitude, longitude: input.longitude },
    serviceArea: {
      summary: input.serviceAreaSummary,
      core: input.coreCounties,
      extended: input.extendedCounties,
    },
    foundedYear: input.foundedYear,
    yearsInBusiness: input.yearsInBusiness,
    projectsCompleted: input.projectsCompleted,
    teamExperienceYears: input.teamExperienceYears,
    showroomSqFt: input.showroomSqFt,
    rating: {
      value: input.ratingValue,
      count: input.ratingCount,
      source: input.ratingSource,
      url: input.ratingUrl,
      checkedOn: input.ratingCheckedOn,
    },
    exceptions: before.exceptions,
    weeklyHours: WEEKDAYS.map((day) => {
      const mode = value[dayField(day, "Mode")] as DayMode;
      const open = mode === "open";
      return {
        day,
        mode,
        opens: open ? text(dayField(day, "Opens")) : "",
        closes: open ? text(dayField(day, "Closes")) : "",
      };
    }),
    licenses: rows(LICENSE_ROWS)
      .map((row) => ({
        state: text(licenseField(row, "State")),
        authority: text(licenseField(row, "Authority")),
        number: text(licenseField(row, "Number")),
        expiresOn: text(licenseField(row, "ExpiresOn")),
      }))
      .filter((license) => license.state),
    social: rows(SOCIAL_ROWS)
      .map((row) => ({
        label: text(socialField(row, "Label")),
        url: text(socialField(row, "Url")),
      }))
      .filter((link) => link.label),
  };
}

/** The form's values for stored facts (the screen, and the history's comparison). */
export function formFromFacts(facts: BusinessFacts): Record<string, string> {
  const values: Record<string, string> = {
    name: facts.name,
    legalName: facts.legalName,
    tagline: facts.tagline,
    description: facts.description,
    phoneDisplay: facts.phone.display,
    phoneTel: facts.phone.tel,
    email: facts.email,
    leadsEmail: facts.leadsEmail,
    textUsMessage: facts.textUsMessage,
    street: facts.address.street,
    city: facts.address.city,
    state: facts.address.state,
    zip: facts.address.zip,
    county: facts.address.county,
    latitude: String(facts.geo.latitude),
    longitude: String(facts.geo.longitude),
    serviceAreaSummary: facts.serviceArea.summary,
    coreCounties: facts.serviceArea.core.join("\n"),
    extendedCounties: facts.serviceArea.extended.join("\n"),
    foundedYear: String(facts.foundedYear),
    yearsInBusiness: facts.yearsInBusiness,
    projectsCompleted: facts.projectsCompleted,
    teamExperienceYears: facts.teamExperienceYears,
    showroomSqFt: facts.showroomSqFt,
    ratingValue: String(facts.rating.value),
    ratingCount: String(facts.rating.count),
    ratingSource: facts.rating.source,
    ratingUrl: facts.rating.url,
    ratingCheckedOn: facts.rating.checkedOn,
  };
  for (const hours of facts.weeklyHours) {
    values[dayField(hours.day, "Mode")] = hours.mode;
    values[dayField(hours.day, "Opens")] = hours.opens;
    values[dayField(hours.day, "Closes")] = hours.closes;
  }
  for (const row of rows(LICENSE_ROWS)) {
    const license = facts.licenses[row - 1];
    values[licenseField(row, "State")] = license?.state ?? "";
    values[licenseField(row, "Authority")] = license?.authority ?? "";
    values[licenseField(row, "Number")] = license?.number ?? "";
    values[licenseField(row, "ExpiresOn")] = license?.expiresOn ?? "";
  }
  for (const row of rows(SOCIAL_ROWS)) {
    const link = facts.social[row - 1];
    values[socialField(row, "Label")] = link?.label ?? "";
    values[socialField(row, "Url")] = link?.url ?? "";
  }
  return values;
}

/** One entry per field whose value differs, for the history. */
export function changedFields(before: BusinessFacts, after: BusinessFacts) {
  const old = formFromFacts(before);
  const now = formFromFacts(after);
  return BUSINESS_FIELDS.filter((name) => old[name] !== now[name]).map(
    (name) => ({
      field: name,
      oldValue: old[name] ?? "",
      newValue: now[name] ?? "",
    }),
  );
}
