import { Clock, MapPin, Phone } from "lucide-react";
import { business } from "#app/business/current.ts";
import { directionsUrl, fullAddress, telHref } from "#app/business/facts.ts";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { serverIsland } from "#app/components/ui/server-island.tsx";

// The footer's first three columns are static: a server island, so their
// links and copy are not part of every page's JavaScript (ADR 0012).
const FooterDirectory = serverIsland(() =>
  import("./footer-directory.tsx").then((module) => module.FooterDirectory),
);

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer
      id="site-footer"
      tabIndex={-1}
      className="mt-16 bg-brand-900 text-white"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterDirectory />
        <div>
          <h2 className="font-semibold">Visit the showroom</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <a
              href={directionsUrl(business())}
              target="_blank"
              rel="noopener noreferrer"
              className="flex gap-2 text-brand-100 hover:text-white hover:underline"
            >
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {fullAddress(business())}
                <span className="sr-only"> (directions open in a new tab)</span>
              </span>
            </a>
            <a
              href={telHref(business())}
              className="flex gap-2 text-brand-100 hover:text-white hover:underline"
            >
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {business().phone.display}
            </a>
            <p className="flex gap-2 text-brand-100">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {business().hours.short}
            </p>
          </address>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-100">
          © {year} {business().legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
