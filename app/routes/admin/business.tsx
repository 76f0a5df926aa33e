import { Link } from "react-router";
import type { Route } from "./+types/business";
import { requireAdmin } from "#app/auth/session.server.ts";
import { business } from "#app/business/current.ts";
import { expiringLicenses } from "#app/business/facts.ts";
import {
  describeException,
  upcomingExceptions,
} from "#app/business/exceptions.ts";
import { BUSINESS_LABELS } from "#app/business/form-fields.ts";
import { formFromFacts } from "#app/business/form-facts.ts";
import { saveBusinessForm } from "#app/business/save.server.ts";
import { BusinessForm } from "#app/components/admin/business-form.tsx";
import { LicenseWarnings } from "#app/components/admin/license-warnings.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { listBusinessChanges } from "#app/models/business.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const facts = business();
  return {
    stored: formFromFacts(facts),
    expiring: expiringLicenses(facts, todayInShowroom()),
    exceptions: upcomingExceptions(facts, todayInShowroom()).map(
      describeException,
    ),
    history: await listBusinessChanges(),
  };
}

export const action = ({ request }: Route.ActionArgs) =>
  saveBusinessForm(request);

export const meta = () => adminHead("Business details");

export default function BusinessDetails({ loaderData }: Route.ComponentProps) {
  const { stored, expiring, history, exceptions } = loaderData;
  return (
    <>
      <Heading level={1} look="page">
        Business details
      </Heading>
      <p className="mt-2 max-w-3xl text-muted">
        The facts every page, email and search-engine record shows. A save shows
        on the site at once.
      </p>
      <LicenseWarnings licenses={expiring} />
      <section
        aria-labelledby="closures-heading"
        className="mt-6 max-w-3xl rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <Heading level={2} look="panel" id="closures-heading">
          Holiday closures and special hours
        </Heading>
        {exceptions.length === 0 ? (
          <p className="mt-2">None coming up: the weekly hours below apply.</p>
        ) : (
          <ul className="mt-2 list-disc pl-5">
            {exceptions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <Link
            to="/admin/business/closures"
            className="font-semibold text-brand-800 underline"
          >
            Add or remove closures and special hours
          </Link>
        </p>
      </section>
      <div className="mt-6">
        <BusinessForm stored={stored} />
      </div>
      <section aria-labelledby="history-heading" className="mt-10 max-w-5xl">
        <Heading level={2} look="section" id="history-heading">
          History
        </Heading>
        {history.length === 0 ? (
          <p className="mt-2">No change has been saved yet.</p>
        ) : (
          <div
            className="mt-4 overflow-x-auto"
            // Scrolls sideways on a phone: focusable, so a keyboard can
            // scroll it (axe's scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label="Changes, newest first"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Changes to the business details, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="p-2">
                    When
                  </th>
                  <th scope="col" className="p-2">
                    Who
                  </th>
                  <th scope="col" className="p-2">
                    What
                  </th>
                  <th scope="col" className="p-2">
                    Was
                  </th>
                  <th scope="col" className="p-2">
                    Now
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((change) => (
                  <tr key={change.id} className="border-t align-top">
                    <td className="p-2 whitespace-nowrap">
                      {newYorkTime(change.changedAt)}
                    </td>
                    <td className="p-2">{change.changedBy}</td>
                    <td className="p-2">
                      {BUSINESS_LABELS[change.field] ?? change.field}
                    </td>
                    <td className="p-2 break-words whitespace-pre-line">
                      {change.oldValue || "(empty)"}
                    </td>
                    <td className="p-2 break-words whitespace-pre-line">
                      {change.newValue || "(empty)"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
