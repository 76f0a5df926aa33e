// What a visitor can book: a showroom visit (the showroom is the resource
// it takes) or an in-home estimate (the estimator, with travel time before
// and after). The owner edits these in /admin/booking; a fresh install
// books with the defaults below.

export const APPOINTMENT_KINDS = ["showroom-visit", "home-estimate"] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/** Who or what an appointment takes: two bookings of one resource never overlap. */
export type Resource = "showroom" | "estimator";

export interface AppointmentType {
  kind: AppointmentKind;
  name: string;
  resource: Resource;
  minutes: number;
  /** Kept free before and after (travel to and from a home), in minutes. */
  bufferBefore: number;
  bufferAfter: number;
  /** The earliest start is this many hours from now. */
  noticeHours: number;
  /** The latest day offered, counted from today. */
  horizonDays: number;
  /** At most this many bookings of the type on one day; 0: no limit. */
  dailyCap: number;
  /** Starts are offered every this many minutes from opening. */
  intervalMinutes: number;
  /** The owner confirms each booking before it holds. */
  needsConfirmation: boolean;
}

export const DEFAULT_APPOINTMENT_TYPES: Record<
  AppointmentKind,
  AppointmentType
> = {
  "showroom-visit": {
    kind: "showroom-visit",
    name: "Showroom visit",
    resource: "showroom",
    minutes: 60,
    bufferBefore: 0,
    bufferAfter: 0,
    noticeHours: 24,
    horizonDays: 60,
    dailyCap: 0,
    intervalMinutes: 30,
    needsConfirmation: false,
  },
  "home-estimate": {
    kind: "home-estimate",
    name: "In-home estimate",
    resource: "estimator",
    minutes: 90,
    bufferBefore: 30,
    bufferAfter: 30,
    noticeHours: 24,
    horizonDays: 60,
    dailyCap: 3,
    intervalMinutes: 30,
    needsConfirmation: false,
  },
};
