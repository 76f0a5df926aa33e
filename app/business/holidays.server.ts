import { allForYear } from "@18f/us-federal-holidays";

/**
 * The next US federal holidays from `today` (New York's date), on their
 * calendar dates: a showroom open on Saturdays closes on the day itself,
 * not on the weekday the government observes it.
 */
export function upcomingHolidays(today: string, count = 12) {
  const year = Number(today.slice(0, 4));
  const options = { shiftSaturdayHolidays: false, shiftSundayHolidays: false };
  return [year, year + 1]
    .flatMap((one) => allForYear(one, options))
    .map((holiday) => ({
      name: holiday.name,
      date: holiday.date.toISOString().slice(0, 10),
    }))
    .filter((holiday) => holiday.date >= today)
    .slice(0, count);
}
