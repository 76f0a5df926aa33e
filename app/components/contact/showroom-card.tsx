import { business } from "#app/business/current.ts";
import { directionsUrl, mapUrl, telHref } from "#app/business/facts.ts";
import { HolidayHours } from "#app/components/ui/holiday-hours.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

/** The showroom's address, directions, phone and hours beside a form. */
export function ShowroomCard({
  bookLink = true,
}: {
  /** Off where the visitor has just booked (/book/confirmed). */
  bookLink?: boolean;
}) {
  return (
    <aside
      aria-labelledby="showroom-heading"
      className="h-fit rounded-lg bg-brand-50 p-6"
    >
      <Heading level={2} look="panel" id="showroom-heading">
        Visit the showroom
      </Heading>
      <address className="mt-3 not-italic">
        {business().address.street}
        <br />
        {business().address.city}, {business().address.state}{" "}
        {business().address.zip}
      </address>
      <p className="mt-3 flex flex-col gap-1">
        <TextLink
          to={directionsUrl(business())}
          target="_blank"
          rel="noopener noreferrer"
          tone="inline"
        >
          Get directions<span className="sr-only"> (opens Google Maps)</span>
        </TextLink>
        <TextLink
          to={mapUrl(business())}
          target="_blank"
          rel="noopener noreferrer"
          tone="inline"
        >
          View on the map<span className="sr-only"> (opens Google Maps)</span>
        </TextLink>
      </p>
      <h3 className="mt-5 font-semibold text-brand-900">Phone</h3>
      <p>
        <TextLink to={telHref(business())} tone="inline">
          {business().phone.display}
        </TextLink>
      </p>
      <h3 className="mt-5 font-semibold text-brand-900">Showroom hours</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {business().hours.rows.map((row) => (
          <div key={row.days} className="contents">
            <dt>{row.days}</dt>
            <dd>{row.time}</dd>
          </div>
        ))}
      </dl>
      <HolidayHours />
      {bookLink ? (
        <p className="mt-4">
          <TextLink to="/book" tone="inline">
            Book a free time for a visit or an in-home estimate
          </TextLink>
        </p>
      ) : null}
      <p className="mt-4 text-sm text-muted">
        {business().serviceArea.summary}.
      </p>
    </aside>
  );
}
