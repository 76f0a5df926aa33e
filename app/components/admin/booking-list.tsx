import { Link } from "react-router";
import {
  type BookingSummary,
  bookingStatusLabel,
} from "#app/booking/schedule.ts";
import { timeLabel } from "#app/leads/visit-times.ts";

/** Bookings as a list, each linked to its page (the schedule and the dashboard). */
export function BookingList({
  bookings,
  empty,
}: {
  bookings: BookingSummary[];
  empty: string;
}) {
  if (bookings.length === 0) return <p className="mt-2">{empty}</p>;
  return (
    <ul className="mt-3 grid gap-2">
      {bookings.map((booking) => (
        <li
          key={booking.id}
          className={`rounded-md bg-white p-3 ring-1 ring-black/5 ${booking.status === "cancelled" ? "text-muted" : ""}`}
        >
          <Link
            to={`/admin/booking/${booking.id}`}
            className="font-semibold text-brand-800 underline"
          >
            {timeLabel(booking.starts)}–{timeLabel(booking.ends)}:{" "}
            {booking.typeName}, {booking.name}
          </Link>{" "}
          <span className="text-sm">
            ({bookingStatusLabel(booking.status)}
            {booking.place ? `, ZIP ${booking.place}` : ""}
            {booking.phone ? `, ${booking.phone}` : ""})
          </span>
        </li>
      ))}
    </ul>
  );
}
