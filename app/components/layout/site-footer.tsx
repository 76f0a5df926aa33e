import { Clock, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import {
  business,
  directionsUrl,
  fullAddress,
  telHref,
} from "#app/content/business.ts";
import { footerLinks } from "#app/content/navigation.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer
      id="site-footer"
      tabIndex={-1}
      className="mt-16 bg-brand-900 text-white"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{business.name}</p>
          <p className="mt-1 text-sm text-brand-100">{business.tagline}</p>
          <p className="mt-4 text-sm text-brand-100">
            A family-owned design-build team with {business.teamExperienceYears}{" "}
            years of combined experience in the kitchen and bath trades.{" "}
            {business.serviceArea.summary}.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  className="text-brand-100 hover:text-white hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold">Services</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {serviceSummaries.map((service) => (
              <li key={service.slug}>
                <Link
                  to="/services"
                  className="text-brand-100 hover:text-white hover:underline"
                >
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">Visit the showroom</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <a
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex gap-2 text-brand-100 hover:text-white hover:underline"
            >
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {fullAddress}
                <span className="sr-only"> (directions open in a new tab)</span>
              </span>
            </a>
            <a
              href={telHref}
              className="flex gap-2 text-brand-100 hover:text-white hover:underline"
            >
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {business.phone.display}
            </a>
            <p className="flex gap-2 text-brand-100">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {business.hours.short}
            </p>
          </address>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-100">
          © {year} {business.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
