import { data } from "react-router";
import type { Route } from "./+types/contact-thank-you";
import { ShowroomCard } from "#app/components/contact/showroom-card.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import {
  choiceLabel,
  contactMethods,
  nextSteps,
  requestTypeLabel,
  serviceAreaSentence,
} from "#app/content/contact.ts";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { getContactRequest } from "#app/models/contact-requests.server.ts";
import { parseLeadReference } from "#app/leads/lead-reference.server.ts";
import { pageHead } from "#app/utils/seo.ts";
import { BY_APPOINTMENT, timeLabel } from "#app/leads/visit-times.ts";
import { longDate } from "#app/utils/showroom-hours.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";

const title = "Thank you: your request has been received";

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title,
    description: `Your request reached ${business().name}.`,
  }),
  { name: "robots", content: "noindex" },
];

// The page shows one lead, read from the leads (not from content): never
// kept for anyone else, and gone once the lead is deleted.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
});

// Only what the visitor needs to see again: no name, email or phone, so
// the URL (an opaque, signed reference) reveals nothing personal.
export async function loader({ request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref");
  if (ref === null) return { request: null };
  const id = parseLeadReference("C", ref.slice(0, 40));
  const row = id === null ? null : await getContactRequest(id);
  if (!row) {
    throw data("We could not find a request with that reference.", {
      status: 404,
    });
  }
  return {
    request: {
      reference: ref,
      type: requestTypeLabel(row.requestType),
      isVisit: row.requestType === "showroom-visit",
      date: row.preferredDate,
      time: row.preferredTime,
      contactMethod: choiceLabel(contactMethods, row.contactMethod),
      inArea: row.inServiceArea === null ? null : row.inServiceArea === 1,
      miles: row.distanceMiles,
    },
  };
}

function visitTime(date: string | null, time: string | null) {
  if (!date) return null;
  if (!time) return longDate(date);
  if (time === BY_APPOINTMENT) {
    return `${longDate(date)}, by appointment: we will call to agree a time`;
  }
  return `${longDate(date)} at ${timeLabel(time)}`;
}

function confirmationSentence(found: {
  isVisit: boolean;
  date: string | null;
  time: string | null;
}) {
  const invite =
    found.isVisit && found.date && found.time && found.time !== BY_APPOINTMENT;
  return `We have emailed you a confirmation${invite ? " with a calendar entry for your visit" : ""}. Please quote your reference number if you call us.`;
}

export default function ContactThankYou({ loaderData }: Route.ComponentProps) {
  const found = loaderData.request;
  const when = found ? visitTime(found.date, found.time) : null;
  return (
    <>
      <PageIntro
        title={title}
        lead={`Thank you for contacting ${business().name}.`}
        trail={[
          { name: "Home", path: "/" },
          { name: "Contact", path: "/contact" },
          { name: "Thank you", path: "/contact/thank-you" },
        ]}
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="next-heading" className="grid gap-4">
          {found ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-black/20 p-5">
              <dt className="font-semibold">Reference number</dt>
              <dd>
                <strong>{found.reference}</strong>
              </dd>
              <dt className="font-semibold">Request</dt>
              <dd>{found.type}</dd>
              {when ? (
                <>
                  <dt className="font-semibold">Preferred time</dt>
                  <dd>{when} (New York time)</dd>
                </>
              ) : null}
              <dt className="font-semibold">We will reach you by</dt>
              <dd>{found.contactMethod}</dd>
            </dl>
          ) : null}
          <h2 id="next-heading" className="text-2xl font-bold text-brand-900">
            What happens next
          </h2>
          <p>{nextSteps()}</p>
          {found ? <p>{confirmationSentence(found)}</p> : null}
          {found ? (
            <p>
              {serviceAreaSentence({
                inArea: found.inArea,
                miles: found.miles,
              })}
            </p>
          ) : null}
          <p>
            Need us sooner? Call{" "}
            <TextLink to={telHref(business())} tone="inline">
              {business().phone.display}
            </TextLink>
            .
          </p>
          <p>
            <TextLink to="/gallery" tone="inline">
              Browse our project gallery
            </TextLink>{" "}
            while you wait.
          </p>
        </section>
        <ShowroomCard />
      </div>
    </>
  );
}
