import { data } from "react-router";
import type { Route } from "./+types/financing-received";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import {
  areaMessages,
  nextSteps,
  receivedLead,
  receivedNoReference,
  receivedTitle,
} from "#app/content/financing-apply.ts";
import { NextSteps } from "#app/components/info/info-sections.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { financingLinks } from "#app/content/financing.ts";
import { getLoanApplicationArea } from "#app/models/loan-applications.server.ts";
import { parseLeadReference } from "#app/leads/lead-reference.server.ts";
import { pageHead } from "#app/utils/seo.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title: receivedTitle,
    description: receivedLead,
    canonicalPath: "/financing/apply/received",
  }),
  { name: "robots", content: "noindex" },
];

// The page shows one lead, read from the leads (not from content): never
// kept for anyone else, and gone once the lead is deleted.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
});

// The URL carries only the signed reference (nobody can walk other
// people's applications by changing a number); the page shows the reference
// and whether the area is served, never a name, address or figure.
export async function loader({ request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref");
  if (ref === null) return { received: null };
  const id = parseLeadReference("F", ref.slice(0, 40));
  const row = id === null ? null : await getLoanApplicationArea(id);
  if (!row) {
    throw data("We could not find an application with that reference.", {
      status: 404,
    });
  }
  const area: keyof ReturnType<typeof areaMessages> =
    row.inServiceArea === null
      ? "unknown"
      : row.inServiceArea === 1
        ? "served"
        : "outside";
  return { received: { reference: ref, area } };
}

export default function FinancingReceived({
  loaderData,
}: Route.ComponentProps) {
  const { received } = loaderData;
  return (
    <>
      <PageIntro
        title={receivedTitle}
        lead={receivedLead}
        trail={[
          { name: "Home", path: "/" },
          { name: "Financing", path: "/financing" },
          { name: "Application received", path: "/financing/apply/received" },
        ]}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 text-lg">
        {received ? (
          <>
            <p className="rounded-lg border border-brand-100 bg-white p-5">
              Your reference number is{" "}
              <strong className="text-2xl text-brand-900">
                {received.reference}
              </strong>
              . Please quote it when you call us at{" "}
              <TextLink to={telHref(business())} tone="inline">
                {business().phone.display}
              </TextLink>
              .
            </p>
            <p className="mt-6">{areaMessages()[received.area]}</p>
          </>
        ) : (
          <p className="rounded-lg border border-brand-100 bg-white p-5">
            {receivedNoReference()}
          </p>
        )}
        <h2 className="mt-10 text-2xl font-bold text-brand-900">
          What happens next
        </h2>
        <ol className="mt-4 list-decimal space-y-3 pl-6">
          {nextSteps().map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <NextSteps
        id="received-next-heading"
        heading="While you wait"
        links={financingLinks()}
      />
    </>
  );
}
