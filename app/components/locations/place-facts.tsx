import { Link } from "react-router";
import { directionsUrl } from "#app/content/business.ts";

/** Distance, drive time and permit office: the facts a visitor plans with. */
export function PlaceFacts({
  town,
  miles,
  driveMinutes,
  permitOffice,
  service,
}: {
  town: string;
  miles: number | null;
  driveMinutes: number | null;
  permitOffice?: string | null;
  service?: { name: string; href: string };
}) {
  return (
    <dl className="grid gap-4 rounded-lg border border-black/10 bg-white p-5 sm:grid-cols-2">
      {miles !== null ? (
        <div>
          <dt className="font-semibold">To our showroom</dt>
          <dd className="text-muted">{miles} miles (straight line)</dd>
        </div>
      ) : null}
      {driveMinutes !== null ? (
        <div>
          <dt className="font-semibold">Typical drive</dt>
          <dd className="text-muted">
            {driveMinutes} minutes from {town} (
            <a
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              directions
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            )
          </dd>
        </div>
      ) : null}
      {permitOffice ? (
        <div>
          <dt className="font-semibold">Permits</dt>
          <dd className="text-muted">{permitOffice}</dd>
        </div>
      ) : null}
      {service ? (
        <div>
          <dt className="font-semibold">The service</dt>
          <dd>
            <Link to={service.href} className="text-brand-700 underline">
              {service.name}: what is included, process and prices
            </Link>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
