// The business's own facts (name, phone, address, hours, service area,
// licences, trust figures, rating) as the owner keeps them in
// /admin/business. Every page, email and structured-data block reads them
// through `business()` (./current.ts); the demo values a fresh install shows
// are in ./defaults.ts.
import type { DayMode, ExceptionKind, Weekday } from "./choices.ts";

export interface DayHours {
  day: Weekday;
  mode: DayMode;
  /** "HH:MM", 24-hour New York time; empty unless the day is open. */
  opens: string;
  closes: string;
}

export interface HoursException {
  id: string;
  kind: ExceptionKind;
  /** YYYY-MM-DD, New York dates. */
  from: string;
  /** The last day affected; for "temporarily-closed", empty when no reopening date is known. */
  to: string;
  /** "HH:MM" for special hours, empty otherwise. */
  opens: string;
  closes: string;
  /** Such as "Thanksgiving": "Closed Thursday, Nov 26 for Thanksgiving". */
  reason: string;
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
  exceptions: HoursException[];
  serviceArea: { summary: string; core: string[]; extended: string[] };
  social: { label: string; url: string }[];
  licenses: License[];
}

/**
 * The facts as pages read them: with the weekly hours already said in
 * words, so the browser gets the words in the root's data rather than the
 * code that makes them (the home page's JavaScript budget).
 */
export interface Business extends BusinessFacts {
  hours: {
    /** "Mon–Fri 9–6 • Sat 9–4 • Sun by Appt" */
    short: string;
    /** [{days: "Monday – Friday", time: "9AM – 6PM"}, …] */
    rows: { days: string; time: string }[];
  };
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
