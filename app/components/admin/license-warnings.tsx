import { Link } from "react-router";
import type { License } from "#app/business/facts.ts";
import { longDate } from "#app/utils/showroom-hours.ts";

/** Licences that expired or expire soon, each said in a sentence. */
export function LicenseWarnings({
  licenses,
  linked = false,
}: {
  licenses: readonly (License & { expired: boolean })[];
  /** On the dashboard: a link to the screen where the owner renews them. */
  linked?: boolean;
}) {
  if (licenses.length === 0) return null;
  return (
    <div
      role="status"
      className="mt-4 rounded-md border-2 border-amber-700 bg-amber-50 p-3 text-ink"
    >
      <ul className="grid gap-1">
        {licenses.map((license) => (
          <li key={`${license.state} ${license.number}`}>
            <strong>
              {license.state} licence {license.number}
            </strong>{" "}
            {license.expired ? "expired on" : "expires on"}{" "}
            {longDate(license.expiresOn)}.
          </li>
        ))}
      </ul>
      {linked ? (
        <p className="mt-2">
          <Link
            to="/admin/business#licences"
            className="font-semibold underline"
          >
            Update the licences in Business details
          </Link>
        </p>
      ) : null}
    </div>
  );
}
