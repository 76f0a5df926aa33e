// The owner's words for a booking's state, and the shape of a booking in the
// schedule (/admin/booking and the dashboard): plain data the browser gets.

export const BOOKING_STATUS_LABELS = {
  held: "Being booked",
  pending: "Waiting for your confirmation",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  came: "Came",
  "no-show": "Did not come",
} as const satisfies Record<string, string>;

export const bookingStatusLabel = (status: string) =>
  BOOKING_STATUS_LABELS[status as keyof typeof BOOKING_STATUS_LABELS] ?? status;

export interface BookingSummary {
  id: number;
  reference: string;
  typeName: string;
  status: string;
  /** "YYYY-MM-DD", New York. */
  date: string;
  /** "09:30" to "10:30", New York. */
  starts: string;
  ends: string;
  name: string;
  phone: string;
  /** The home's ZIP for an estimate; empty for a showroom visit. */
  place: string;
}

/** The owner's note to a visitor whose booking they cancel, at most. */
export const MAX_CANCEL_NOTE = 500;
