import { Phone } from "lucide-react";
import { Link, NavLink } from "react-router";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { mainNavigation } from "#app/content/navigation.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { VoiceSearchSlot } from "./voice-search-slot.tsx";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-black/10 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex flex-col leading-tight">
          {/* Base size on phones leaves room to spare at 360-390 px, so the name
              does not re-wrap if a scrollbar appears while the page loads
              (a layout shift). */}
          <span className="text-base font-bold text-brand-800 sm:text-xl">
            {business().name}
          </span>
          <span className="text-xs font-semibold tracking-wide text-muted uppercase">
            {business().tagline}
          </span>
        </Link>
        {/* The auto margin takes the free space, so the voice-search button
            appearing after load does not move the figures (a layout shift). */}
        <p className="mr-auto hidden items-center gap-3 border-l border-black/10 pl-4 text-sm whitespace-nowrap text-muted lg:flex">
          <span>
            <strong className="text-brand-800">
              {business().yearsInBusiness}
            </strong>{" "}
            years
          </span>
          <span>
            <strong className="text-brand-800">
              {business().projectsCompleted}
            </strong>{" "}
            projects
          </span>
        </p>
        <div className="hidden items-center gap-4 md:flex">
          <VoiceSearchSlot />
          <Link
            to="/contact"
            className="rounded-md bg-accent-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent-600"
          >
            Schedule Showroom Visit
          </Link>
          <a
            href={telHref(business())}
            className="flex items-center gap-1 font-semibold whitespace-nowrap text-brand-800 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {business().phone.display}
          </a>
        </div>
        <MobileMenu />
      </div>
      <nav
        id="site-nav"
        aria-label="Main"
        tabIndex={-1}
        className="hidden border-t border-black/5 md:block"
      >
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-1 px-4 py-1">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end={item.href === "/"}
                prefetch="intent"
                className={({ isActive }) =>
                  `block rounded px-2.5 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800 ${
                    isActive
                      ? "text-brand-700 underline decoration-2 underline-offset-4"
                      : "text-ink"
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
