// The /admin/business form's fields: their names (one flat field per fact,
// rows for licences and social links, three per weekday), labels and
// messages, shared by the page, the schema (form.ts) and the history.
import type { FieldLabels } from "#app/utils/form-validation.ts";
import { WEEKDAYS } from "./choices.ts";

export const LICENSE_ROWS = 5;
export const SOCIAL_ROWS = 6;
// Google Business Profile takes up to 20 service areas.
export const MAX_SERVICE_AREAS = 20;
export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 600;

export const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => i + 1);
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
