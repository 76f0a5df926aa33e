import { leadReference } from "#app/leads/lead-reference.server.ts";
import { bookingsOnDates } from "#app/models/bookings.server.ts";
import { readAppointmentTypes } from "#app/models/booking-settings.server.ts";
import { newYorkDateAndClock } from "#app/utils/new-york-time.ts";
import { formatUsPhone } from "#app/utils/phone.ts";
import type { AppointmentKind } from "./appointment-types.ts";
import type { BookingSummary } from "./schedule.ts";

const clockOf = (when: Date) => newYorkDateAndClock(when)[1];

/** The bookings of New York dates `from` to `to` as the schedule lists them. */
export async function bookingSchedule(
  from: string,
  to: string,
): Promise<BookingSummary[]> {
  const [rows, types] = await Promise.all([
    bookingsOnDates(from, to),
    readAppointmentTypes(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    reference: leadReference("B", row.id),
    typeName: types[row.kind as AppointmentKind]?.name ?? row.kind,
    status: row.status,
    date: row.localDate,
    starts: clockOf(row.startsAt),
    ends: clockOf(row.endsAt),
    name: row.name ?? "",
    phone: row.phone ? formatUsPhone(row.phone) : "",
    place: row.kind === "home-estimate" ? `${row.zipCode ?? ""}` : "",
  }));
}
