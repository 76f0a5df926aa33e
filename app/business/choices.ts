// The choices the business screens offer, apart from the facts' helpers:
// only the admin's forms need them in the browser.

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

/**
 * A dated departure from the weekly hours: closed for one to six days (a
 * holiday), other hours on one date, or closed until further notice (seven
 * days or more, as Google Business Profile asks for "temporarily closed").
 */
export const EXCEPTION_KINDS = [
  "closed",
  "special",
  "temporarily-closed",
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];
