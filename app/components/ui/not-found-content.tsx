import { Link } from "react-router";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";

const suggestions = [
  { href: "/services", label: "Our services" },
  { href: "/gallery", label: "Before and after gallery" },
  { href: "/locations", label: "Areas we serve" },
  { href: "/contact", label: "Schedule a showroom visit" },
];

export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <title>{`Page not found | ${business().name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-semibold text-accent-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-lg text-muted">
        The page you asked for isn't here. It may have moved, or the address may
        have a typo. These pages are a good place to start:
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {suggestions.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="block rounded-lg border border-black/10 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        Or call the showroom at{" "}
        <TextLink to={telHref(business())}>{business().phone.display}</TextLink>
        .
      </p>
    </div>
  );
}
