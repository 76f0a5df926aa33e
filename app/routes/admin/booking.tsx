import { Link } from "react-router";
import type { Route } from "./+types/booking";
import { requireAdmin } from "#app/auth/session.server.ts";
import { bookingSchedule } from "#app/booking/schedule.server.ts";
import type { BookingSummary } from "#app/booking/schedule.ts";
import { shortDate } from "#app/business/exceptions.ts";
import { BookingList } from "#app/components/admin/booking-list.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { timeLabel } from "#app/leads/visit-times.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import {
  addDays,
  parseIsoDate,
  todayInShowroom,
} from "#app/utils/showroom-hours.ts";

// The owner's schedule: today's appointments, then a week as a list per
// day and as a grid of hours, from today or from the week asked for.

const DAYS = 7;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const today = todayInShowroom();
  const asked = new URL(request.url).searchParams.get("week") ?? "";
  const first = parseIsoDate(asked) ? asked : today;
  const last = addDays(first, DAYS - 1);
  const from = today < first ? today : first;
  const to = today > last ? today : last;
  const bookings = await bookingSchedule(from, to);
  return {
    today,
    dates: Array.from({ length: DAYS }, (_, n) => addDays(first, n)),
    todays: bookings.filter((booking) => booking.date === today),
    week: bookings.filter(
      (booking) => booking.date >= first && booking.date <= last,
    ),
    previous: addDays(first, -DAYS),
    next: addDays(first, DAYS),
  };
}

export const meta = () => adminHead("Bookings");

const navClass =
  "inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50";

export default function BookingSchedule({ loaderData }: Route.ComponentProps) {
  const { today, dates, todays, week, previous, next } = loaderData;
  return (
    <>
      <Heading level={1} look="page">
        Bookings
      </Heading>
      <p className="mt-2 max-w-3xl text-muted">
        Showroom visits and in-home estimates booked on the website, in New York
        time. Visitors book the free times that{" "}
        <Link to="/admin/booking/settings" className="underline">
          the booking settings
        </Link>{" "}
        and the{" "}
        <Link to="/admin/business" className="underline">
          business hours
        </Link>{" "}
        leave.
      </p>

      <section aria-labelledby="today-heading" className="mt-8">
        <Heading level={2} look="section" id="today-heading">
          Today, {shortDate(today)}
        </Heading>
        <BookingList bookings={todays} empty="No appointments today." />
      </section>

      <section aria-labelledby="week-heading" className="mt-10">
        <Heading level={2} look="section" id="week-heading">
          {shortDate(dates[0]!)} to {shortDate(dates.at(-1)!)}
        </Heading>
        <nav aria-label="Weeks" className="mt-3 flex flex-wrap gap-2">
          <Link to={`?week=${previous}`} className={navClass}>
            Previous 7 days
          </Link>
          <Link to="?" className={navClass}>
            From today
          </Link>
          <Link to={`?week=${next}`} className={navClass}>
            Next 7 days
          </Link>
        </nav>
        <WeekGrid dates={dates} bookings={week} />
        {dates.map((date) => (
          <section key={date} aria-labelledby={`day-${date}`} className="mt-6">
            <h3 id={`day-${date}`} className="font-semibold text-ink">
              {shortDate(date)}
            </h3>
            <BookingList
              bookings={week.filter((booking) => booking.date === date)}
              empty="Nothing booked."
            />
          </section>
        ))}
      </section>
    </>
  );
}

/** The week at a glance: an hour per row, a day per column. */
function WeekGrid({
  dates,
  bookings,
}: {
  dates: string[];
  bookings: BookingSummary[];
}) {
  const live = bookings.filter((booking) => booking.status !== "cancelled");
  const hours = live.map((booking) => Number(booking.starts.slice(0, 2)));
  const firstHour = Math.min(9, ...hours);
  const lastHour = Math.max(17, ...hours);
  const rows = Array.from(
    { length: lastHour - firstHour + 1 },
    (_, n) => firstHour + n,
  );
  return (
    // A phone scrolls the grid sideways: the region takes focus so a
    // keyboard can scroll it too (axe's scrollable-region-focusable). It is
    // positioned so each booking's screen-reader text (absolute) stays
    // inside it: otherwise one late in the week widened the whole page.
    <div
      role="region"
      aria-label="The week by hour"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to scroll by keyboard
      tabIndex={0}
      className="relative mt-4 overflow-x-auto"
    >
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">
          The week's appointments by hour (cancelled ones left out)
        </caption>
        <thead>
          <tr>
            <th scope="col" className="p-2 text-left">
              Hour
            </th>
            {dates.map((date) => (
              <th key={date} scope="col" className="p-2 text-left">
                {shortDate(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((hour) => {
            const label = `${String(hour).padStart(2, "0")}:00`;
            return (
              <tr key={hour} className="border-t border-slate-200">
                <th scope="row" className="p-2 text-left font-normal">
                  {timeLabel(label)}
                </th>
                {dates.map((date) => (
                  <td key={date} className="p-1 align-top">
                    {live
                      .filter(
                        (booking) =>
                          booking.date === date &&
                          Number(booking.starts.slice(0, 2)) === hour,
                      )
                      .map((booking) => (
                        <Link
                          key={booking.id}
                          to={`/admin/booking/${booking.id}`}
                          className="mb-1 block rounded bg-brand-50 p-1 text-brand-900 underline"
                        >
                          {timeLabel(booking.starts)} {booking.name}
                          <span className="sr-only">, {booking.typeName}</span>
                        </Link>
                      ))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
