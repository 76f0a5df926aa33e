import { CalendarCheck, ExternalLink, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import {
  business,
  directionsUrl,
  fullAddress,
  telHref,
} from "#app/content/business.ts";
import { story } from "#app/content/home.ts";
import { CancerRibbon } from "./cancer-ribbon.tsx";

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold focus-visible:outline-white";

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-center lg:gap-16 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {story.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl"
          >
            Kitchens and baths, built by a family you can meet
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-brand-100">
            {story.lead}
          </p>
          <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            <Link
              to="/contact"
              className={`${buttonBase} bg-accent-700 text-white hover:bg-accent-600`}
            >
              <CalendarCheck aria-hidden="true" className="size-5" />
              Plan a showroom visit
            </Link>
            <Link
              to="/contact"
              className={`${buttonBase} bg-white text-brand-900 hover:bg-brand-100`}
            >
              Request a quote
            </Link>
            <a
              href={telHref}
              className={`${buttonBase} border border-white/70 text-white hover:bg-white/10`}
            >
              <Phone aria-hidden="true" className="size-5" />
              Call the showroom
            </a>
            <a
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonBase} border border-white/70 text-white hover:bg-white/10`}
            >
              <MapPin aria-hidden="true" className="size-5" />
              Get directions
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <p className="mt-6 text-sm text-brand-100">
            Showroom: {fullAddress}
            <span aria-hidden="true" className="hidden sm:inline">
              {" · "}
            </span>
            <br className="sm:hidden" />
            {business.hours.short}
          </p>
        </div>
        <figure className="flex flex-col items-center gap-4 rounded-lg border border-white/15 bg-brand-800 p-6 text-center sm:flex-row sm:text-left lg:flex-col lg:text-center">
          <CancerRibbon className="h-28 w-auto shrink-0 sm:h-32" />
          <figcaption className="text-sm leading-relaxed text-brand-100">
            {story.ribbonCaption}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
