import { business } from "#app/business/current.ts";
import { directionsUrl } from "#app/business/facts.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";

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
            <TextLink
              to={directionsUrl(business())}
              target="_blank"
              rel="noopener noreferrer"
              tone="inline"
            >
              directions
              <span className="sr-only"> (opens in a new tab)</span>
            </TextLink>
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
            <TextLink to={service.href} tone="inline">
              {service.name}: what is included, process and prices
            </TextLink>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
