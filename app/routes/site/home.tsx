import { Link } from "react-router";
import type { Route } from "./+types/home";
import { business, directionsUrl, telHref } from "#app/content/business.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { pageHead } from "#app/utils/seo.ts";

const title = `${business.name} | Kitchen & Bath Remodeling in Congers, NY`;
const description = `Family-owned kitchen and bathroom remodeler with a ${business.showroomSqFt} sq ft showroom in Congers, NY. ${business.serviceArea.summary}.`;

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description, canonicalPath: "/" });

export default function HomePage() {
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:py-24">
          <h1 className="text-4xl font-bold sm:text-5xl">
            Kitchens and baths, built by a family you can meet
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            Since {business.foundedYear}, our family has designed and built{" "}
            {business.projectsCompleted} kitchens and bathrooms from our{" "}
            {business.showroomSqFt} sq ft showroom in Congers, NY.{" "}
            {business.serviceArea.summary}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/contact"
              className="rounded-md bg-accent-700 px-5 py-3 font-semibold text-white hover:bg-accent-600"
            >
              Plan a showroom visit
            </Link>
            <a
              href={telHref}
              className="rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              Call the showroom
            </a>
            <a
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              Get directions
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>
      <section aria-labelledby="services-heading" className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="services-heading" className="text-3xl font-bold text-brand-900">
          Our services
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {serviceSummaries.map((service) => (
            <li key={service.slug} className="rounded-lg border border-black/10 p-5">
              <h3 className="text-xl font-semibold">
                <Link to={service.href} className="text-brand-700 hover:underline">
                  {service.title}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{service.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
