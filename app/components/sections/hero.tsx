import { CalendarCheck, ExternalLink, MapPin, Phone } from "lucide-react";
import { business } from "#app/business/current.ts";
import { directionsUrl, fullAddress, telHref } from "#app/business/facts.ts";
import { story } from "#app/content/home.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CancerRibbon } from "./cancer-ribbon.tsx";

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-center lg:gap-16 lg:py-20">
        {/* On a phone the story would fill the first screen, so it and the
            showroom line follow the actions there (visual order only: the
            document keeps the story first for wider screens and readers). */}
        <div className="flex flex-col">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {story().eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl"
          >
            Kitchens and baths, built by a family you can meet
          </h1>
          <p className="order-1 mt-6 max-w-3xl text-lg leading-relaxed text-brand-100 sm:order-none">
            {story().lead}
          </p>
          {/* The site's accent focus ring would be faint on the dark hero. */}
          <div className="mt-8 grid gap-3 *:focus-visible:outline-white sm:flex sm:flex-wrap">
            <ButtonLink to="/contact">
              <CalendarCheck aria-hidden="true" className="size-5" />
              Plan a showroom visit
            </ButtonLink>
            <ButtonLink to="/contact" tone="light">
              Request a quote
            </ButtonLink>
            <ButtonLink to={telHref(business())} tone="outline-light">
              <Phone aria-hidden="true" className="size-5" />
              Call the showroom
            </ButtonLink>
            <ButtonLink
              to={directionsUrl(business())}
              tone="outline-light"
              target="_blank"
              rel="noopener noreferrer"
            >
              <MapPin aria-hidden="true" className="size-5" />
              Get directions
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </ButtonLink>
          </div>
          <p className="order-2 mt-6 text-sm text-brand-100 sm:order-none">
            Showroom: {fullAddress(business())}
            <span aria-hidden="true" className="hidden sm:inline">
              {" · "}
            </span>
            <br className="sm:hidden" />
            {business().hours.short}
          </p>
        </div>
        <figure className="flex flex-col items-center gap-4 rounded-lg border border-white/15 bg-brand-800 p-6 text-center sm:flex-row sm:text-left lg:flex-col lg:text-center">
          <CancerRibbon className="h-28 w-auto shrink-0 sm:h-32" />
          <figcaption className="text-sm leading-relaxed text-brand-100">
            {story().ribbonCaption}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
