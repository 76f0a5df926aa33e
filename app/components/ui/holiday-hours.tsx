import { business } from "#app/business/current.ts";
import { holidayHours } from "#app/business/exceptions.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";

/**
 * Closures and special hours of the coming weeks, under a showroom's
 * weekly hours. Today is New York's: the page cache keeps a page for one
 * such day only (server/app.ts), so the browser's clock agrees with the
 * server's HTML except in the moment around midnight.
 */
export function HolidayHours({ className = "mt-3" }: { className?: string }) {
  const lines = holidayHours(business(), todayInShowroom());
  if (lines.length === 0) return null;
  return (
    <div className={className}>
      <p className="font-semibold text-brand-900">Holiday hours</p>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
