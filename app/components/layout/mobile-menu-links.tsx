import { MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { business } from "#app/business/current.ts";
import { directionsUrl, fullAddress, telHref } from "#app/business/facts.ts";
import { mainNavigation } from "#app/content/navigation.ts";

/**
 * What the phone menu lists (docs/product.md, "Pages and routes"): the main links, then the
 * showroom button, the Call link and the address. Shared by the panel and
 * by the native popover that stands in for it before hydration.
 */
export function MobileMenuLinks({ voiceSearch }: { voiceSearch?: ReactNode }) {
  return (
    <>
      <nav aria-label="Mobile" className="mt-4">
        <ul className="flex flex-col">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end={item.href === "/"}
                className={({ isActive }) =>
                  `block rounded px-3 py-3 text-base font-medium hover:bg-brand-50 ${
                    isActive ? "text-brand-700 underline" : "text-ink"
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 flex flex-col gap-3 border-t border-black/10 pt-4">
        {voiceSearch}
        <Link
          to="/contact"
          className="rounded-md bg-accent-700 px-4 py-3 text-center font-semibold text-white hover:bg-accent-600"
        >
          Schedule Showroom Visit
        </Link>
        <a
          href={telHref(business())}
          className="flex items-center justify-center gap-2 rounded-md border border-brand-700 px-4 py-3 font-semibold text-brand-800"
        >
          <Phone aria-hidden="true" className="size-5" />
          Call {business().phone.display}
        </a>
        <a
          href={directionsUrl(business())}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-start gap-2 px-1 text-sm text-muted hover:underline"
        >
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {fullAddress(business())}
            <span className="sr-only"> (opens directions in a new tab)</span>
          </span>
        </a>
      </div>
    </>
  );
}
