import { ArrowRight, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { serviceSummaries } from "#app/content/services.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export function ServicesList() {
  return (
    <section aria-labelledby="services-list-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <Heading level={2} look="section" id="services-list-heading">
          All our services
        </Heading>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {serviceSummaries.map((service) => (
            <li key={service.slug}>
              <Link
                to={service.href}
                className="group flex h-full items-start justify-between gap-3 rounded-lg border border-brand-100 bg-white p-4 hover:border-brand-600"
              >
                <span>
                  <span className="block font-semibold text-brand-800 group-hover:underline">
                    {service.title}
                  </span>
                  <span className="mt-1 block text-sm text-muted">
                    {service.shortDescription}
                  </span>
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-700"
                />
              </Link>
            </li>
          ))}
        </ul>
        <TextLink
          to="/services"
          className="mt-8 inline-flex items-center gap-2"
        >
          See all services
          <ArrowRight aria-hidden="true" className="size-5" />
        </TextLink>
      </div>
    </section>
  );
}
