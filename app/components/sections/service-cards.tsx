import { Picture } from "#app/components/ui/picture.tsx";
import { serviceSummaries } from "#app/content/services.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export interface CoverImage {
  url: string;
  alt: string;
}

/** The six service cards of docs/product.md, "Pages and routes": title, long description, image. */
export function ServiceCards({
  covers,
}: {
  covers: Record<string, CoverImage>;
}) {
  return (
    <section aria-labelledby="service-cards-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <Heading level={2} look="page" id="service-cards-heading">
          What we build
        </Heading>
        <p className="mt-2 max-w-3xl text-lg text-muted">
          One family-owned team designs, sells and installs everything below, so
          you have one contract, one schedule and one person to call.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceSummaries.map((service) => {
            const cover = covers[service.galleryCategory];
            return (
              <li
                key={service.slug}
                className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5"
              >
                {cover ? (
                  <Picture
                    src={cover.url}
                    alt={cover.alt}
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                ) : null}
                <div className="flex grow flex-col p-5">
                  <h3 className="text-xl font-semibold text-brand-900">
                    {service.title}
                  </h3>
                  <p className="mt-2 grow text-muted">{service.description}</p>
                  <TextLink to={service.href} className="mt-4">
                    Learn about {service.title.toLowerCase()}
                  </TextLink>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
