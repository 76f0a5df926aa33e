import { ArrowRight, CircleCheck } from "lucide-react";
import { Picture } from "#app/components/ui/picture.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";

export interface ServiceOverviewItem {
  slug: string;
  title: string;
  href: string;
  shortDescription: string;
  highlights: string[];
  keyFact: string | null;
  cover: { url: string; alt: string } | null;
}

const SIZES =
  "(min-width: 1024px) 315px, (min-width: 640px) calc(50vw - 28px), calc(100vw - 2rem)";

/** One of the six services on /services: photo, summary and a link. */
export function ServiceOverviewCard({
  service,
  priority = false,
}: {
  service: ServiceOverviewItem;
  priority?: boolean;
}) {
  return (
    <article
      aria-labelledby={`service-${service.slug}-heading`}
      className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5"
    >
      {service.cover ? (
        <Picture
          src={service.cover.url}
          alt={service.cover.alt}
          sizes={SIZES}
          priority={priority}
          className="block aspect-[4/3] h-auto w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[4/3] w-full bg-brand-100" />
      )}
      <div className="flex grow flex-col p-6">
        <h2
          id={`service-${service.slug}-heading`}
          className="text-xl font-bold text-brand-900"
        >
          {service.title}
        </h2>
        <p className="mt-2 text-ink">{service.shortDescription}</p>
        <ul className="mt-4 space-y-1.5 text-sm text-muted">
          {service.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <CircleCheck
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-brand-700"
              />
              {highlight}
            </li>
          ))}
        </ul>
        {service.keyFact ? (
          <p className="mt-4 text-sm font-semibold text-brand-900">
            {service.keyFact}
          </p>
        ) : null}
        <div className="mt-auto pt-5">
          <TextLink
            to={service.href}
            className="inline-flex items-center gap-1"
          >
            Explore {service.title.toLowerCase()}
            <ArrowRight aria-hidden="true" className="size-4" />
          </TextLink>
        </div>
      </div>
    </article>
  );
}
