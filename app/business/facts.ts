// The business's own facts (name, phone, address, hours, service area,
// licences, trust figures, rating) as the owner keeps them in
// /admin/business. Every page, email and structured-data block reads them
// through `business()` (./current.ts); the demo values a fresh install shows
// are in ./defaults.ts.

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Open with hours, open by appointment only, or closed. */
export const DAY_MODES = ["open", "appointment", "closed"] as const;
export type DayMode = (typeof DAY_MODES)[number];

export interface DayHours {
  day: Weekday;
  mode: DayMode;
  /** "HH:MM", 24-hour New York time; empty unless the day is open. */
  opens: string;
  closes: string;
}

export interface License {
  state: string;
  authority: string;
  number: string;
  /** YYYY-MM-DD, or empty when the owner has not given one. */
  expiresOn: string;
}

export interface BusinessFacts {
  name: string;
  tagline: string;
  legalName: string;
  description: string;
  phone: { display: string; tel: string };
  email: string;
  leadsEmail: string;
  textUsMessage: string;
  address: {
    street: string;
    city: string;
    state: string;
    zip: string;
    county: string;
    country: "US";
  };
  geo: { latitude: number; longitude: number };
  foundedYear: number;
  // The company's own track record (header, trust stats), and the team's
  // combined years in the trades, which began before the company (footer).
  yearsInBusiness: string;
  projectsCompleted: string;
  teamExperienceYears: string;
  showroomSqFt: string;
  rating: {
    value: number;
    count: number;
    source: string;
    /** Where a customer leaves a review on that source. */
    url: string;
    /** YYYY-MM-DD the owner last checked the figures. */
    checkedOn: string;
  };
  weeklyHours: DayHours[];
  serviceArea: { summary: string; core: string[]; extended: string[] };
  social: { label: string; url: string }[];
  licenses: License[];
}

export function fullAddress(facts: BusinessFacts) {
  const { street, city, state, zip } = facts.address;
  return `${street}, ${city}, ${state} ${zip}`;
}

export function directionsUrl(facts: BusinessFacts) {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
    `${facts.name}, ${fullAddress(facts)}`,
  )}`;
}

/** The business on a map: its name and address as the search. */
export function mapUrl(facts: BusinessFacts) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${facts.name}, ${fullAddress(facts)}`,
  )}`;
}

export function telHref(facts: BusinessFacts) {
  return `tel:${facts.phone.tel}`;
}

// The `?&body=` form works on both iOS and Android messaging apps.
export function smsHref(facts: BusinessFacts) {
  return `sms:${facts.phone.tel}?&body=${encodeURIComponent(facts.textUsMessage)}`;
}

/** Every county served, core first. */
export function allCounties(facts: BusinessFacts) {
  return [...facts.serviceArea.core, ...facts.serviceArea.extended];
}

/** "5.0 on Google" */
export function ratingSummary(facts: BusinessFacts) {
  const value = facts.rating.value.toFixed(1);
  return facts.rating.source ? `${value} on ${facts.rating.source}` : value;
}

/** The dashboard warns this many days before a licence expires. */
export const LICENSE_WARNING_DAYS = 60;

/** Licences expired or expiring within the warning period, soonest first. */
export function expiringLicenses(facts: BusinessFacts, today: string) {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + LICENSE_WARNING_DAYS);
  const last = limit.toISOString().slice(0, 10);
  return facts.licenses
    .filter((license) => license.expiresOn && license.expiresOn <= last)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn))
    .map((license) => ({ ...license, expired: license.expiresOn < today }));
}
