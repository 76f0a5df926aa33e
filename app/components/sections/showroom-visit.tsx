import { HolidayHours } from "#app/components/ui/holiday-hours.tsx";
import { CalendarCheck, Clock, MapPin, Phone } from "lucide-react";
import { business } from "#app/business/current.ts";
import { directionsUrl, fullAddress, telHref } from "#app/business/facts.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export function ShowroomVisit() {
  return (
    <section aria-labelledby="showroom-visit-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 md:grid-cols-2 md:gap-12">
        <div>
          <Heading level={2} look="section" id="showroom-visit-heading">
            Visit our {business().address.city} showroom
          </Heading>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            Walk through {business().showroomSqFt} sq ft of kitchen and bath
            displays. Open the drawers, compare cabinet lines and door styles,
            hold countertop and tile samples under real light, and sit down with
            a designer to talk through your plans and budget. Bring a rough
            sketch or a few phone photos of your room if you have them.
          </p>
          <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            <ButtonLink to="/contact">
              <CalendarCheck aria-hidden="true" className="size-5" />
              Plan a showroom visit
            </ButtonLink>
            <ButtonLink to={telHref(business())} tone="outline">
              <Phone aria-hidden="true" className="size-5" />
              Call the showroom
            </ButtonLink>
            <ButtonLink
              to={directionsUrl(business())}
              tone="outline"
              target="_blank"
              rel="noopener noreferrer"
            >
              <MapPin aria-hidden="true" className="size-5" />
              Get directions
              <span className="sr-only">(opens in a new tab)</span>
            </ButtonLink>
          </div>
          <p className="mt-4">
            <TextLink to="/book" tone="inline">
              Book a free time online
            </TextLink>
            : a showroom visit or an in-home estimate, confirmed at once.
          </p>
        </div>
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-6">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
            <MapPin aria-hidden="true" className="size-5 text-brand-700" />
            Address
          </h3>
          <address className="mt-2 not-italic">
            <TextLink
              to={directionsUrl(business())}
              tone="inline"
              target="_blank"
              rel="noopener noreferrer"
            >
              {fullAddress(business())}
              <span className="sr-only"> (directions open in a new tab)</span>
            </TextLink>
            <span className="mt-1 block text-muted">
              Phone:{" "}
              <TextLink to={telHref(business())} tone="inline">
                {business().phone.display}
              </TextLink>
            </span>
          </address>
          <h3 className="mt-6 flex items-center gap-2 text-lg font-semibold text-brand-900">
            <Clock aria-hidden="true" className="size-5 text-brand-700" />
            Showroom hours
          </h3>
          <dl className="mt-2 divide-y divide-brand-100">
            {business().hours.rows.map((row) => (
              <div
                key={row.days}
                className="flex flex-wrap justify-between gap-x-4 py-2"
              >
                <dt className="font-medium text-ink">{row.days}</dt>
                <dd className="text-muted">{row.time}</dd>
              </div>
            ))}
          </dl>
          <HolidayHours />
        </div>
      </div>
    </section>
  );
}
