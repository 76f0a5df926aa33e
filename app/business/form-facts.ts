// Between the business's facts and the /admin/business form's flat fields
// (form-fields.ts): the form a page shows, the facts a valid form makes, and
// which fields a save changed (the history).
import { toE164 } from "#app/utils/phone.ts";
import { type DayMode, WEEKDAYS } from "./choices.ts";
import type { BusinessFacts } from "./facts.ts";
import type { BusinessInput } from "./form.ts";
import {
  BUSINESS_FIELDS,
  dayField,
  LICENSE_ROWS,
  licenseField,
  rows,
  SOCIAL_ROWS,
  socialField,
} from "./form-fields.ts";

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
