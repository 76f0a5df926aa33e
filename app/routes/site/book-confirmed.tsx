import { data } from "react-router";
import type { AppointmentKind } from "#app/booking/appointment-types.ts";
import type { Route } from "./+types/book-confirmed";
import { business } from "#app/business/current.ts";
import { fullAddress, telHref } from "#app/business/facts.ts";
import { ShowroomCard } from "#app/components/contact/showroom-card.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { bookingCopy } from "#app/content/booking.ts";
import { appointmentTime } from "#app/emails/booking.server.ts";
import { parseLeadReference } from "#app/leads/lead-reference.server.ts";
import { findBooking } from "#app/models/bookings.server.ts";
import { readAppointmentTypes } from "#app/models/booking-settings.server.ts";
import { pageHead } from "#app/utils/seo.ts";

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title: bookingCopy.confirmedTitle,
    description: `Your appointment with ${business().name}.`,
  }),
  { name: "robots", content: "noindex" },
];

// One visitor's booking: never kept for anyone else.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
});

// The signed reference names the booking; the page shows its time and
// place, never the person's name, email or phone.
export async function loader({ request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref");
  if (ref === null) return { booking: null };
  const id = parseLeadReference("B", ref.slice(0, 40));
  const row = id === null ? null : await findBooking(id);
  if (!row || row.status === "held") {
    throw data("We could not find a booking with that reference.", {
      status: 404,
    });
  }
  const type = (await readAppointmentTypes())[row.kind as AppointmentKind];
  return {
    booking: {
      reference: ref,
      type: type.name,
      when: appointmentTime(row),
      where:
        row.kind === "home-estimate"
          ? `${row.address}, ${row.zipCode}`
          : fullAddress(business()),
      pending: row.status === "pending",
      cancelled: row.status === "cancelled",
    },
  };
}

export default function BookConfirmed({ loaderData }: Route.ComponentProps) {
  const found = loaderData.booking;
  const title = found?.cancelled
    ? bookingCopy.cancelledTitle
    : found?.pending
      ? bookingCopy.pendingTitle
      : bookingCopy.confirmedTitle;
  return (
    <>
      <PageIntro
        title={title}
        lead={`Thank you for booking with ${business().name}.`}
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="booking-heading" className="grid gap-4">
          <h2
            id="booking-heading"
            className="text-2xl font-bold text-brand-900"
          >
            Your appointment
          </h2>
          {found ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-black/20 p-5">
              <dt className="font-semibold">Reference number</dt>
              <dd>
                <strong>{found.reference}</strong>
              </dd>
              <dt className="font-semibold">Appointment</dt>
              <dd>
                {found.type}
                {found.cancelled ? " (cancelled)" : ""}
              </dd>
              <dt className="font-semibold">When</dt>
              <dd>{found.when}</dd>
              <dt className="font-semibold">Where</dt>
              <dd>{found.where}</dd>
            </dl>
          ) : null}
          <p>
            {found?.pending
              ? "We will confirm the time by email shortly. "
              : ""}
            We have emailed you a confirmation with a calendar entry. Please
            quote your reference number if you call us.
          </p>
          <p>
            To change or cancel, call{" "}
            <TextLink to={telHref(business())} tone="inline">
              {business().phone.display}
            </TextLink>
            .
          </p>
        </section>
        <ShowroomCard bookLink={false} />
      </div>
    </>
  );
}
