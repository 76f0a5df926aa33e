import { Link } from "react-router";
import type { Slot } from "#app/booking/slots.ts";
import { shortDate } from "#app/business/exceptions.ts";
import { textLinkClass } from "#app/components/ui/text-link.tsx";
import { contactCopy } from "#app/content/contact.ts";
import { timeLabel } from "#app/leads/visit-times.ts";

/**
 * The next free showroom times on /contact, each opening /book with it
 * picked: the same live slots /book offers, one tap from the contact form.
 */
export function NextShowroomTimes({
  times,
}: {
  times: Array<Slot & { date: string }>;
}) {
  if (times.length === 0) return null;
  return (
    <section
      aria-labelledby="live-times-heading"
      className="rounded-lg border border-brand-700/40 bg-brand-50 p-4"
    >
      <h3 id="live-times-heading" className="font-bold text-brand-900">
        {contactCopy.liveTimesHeading}
      </h3>
      <p className="mt-1">{contactCopy.liveTimesIntro}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {times.map((time) => (
          <li key={time.start}>
            <Link
              to={`/book?type=showroom-visit&start=${encodeURIComponent(time.start)}`}
              className="inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {shortDate(time.date)}, {timeLabel(time.time)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link to="/book" className={textLinkClass()}>
          {contactCopy.moreTimes}
        </Link>
      </p>
    </section>
  );
}
