import { Link } from "react-router";
import { business } from "#app/business/current.ts";
import { footerLinks } from "#app/content/navigation.ts";
import { serviceSummaries } from "#app/content/services.ts";

/** The footer's brand, company links and services columns. */
export function FooterDirectory() {
  return (
    <>
      <div>
        <p className="text-lg font-bold">{business().name}</p>
        <p className="mt-1 text-sm text-brand-100">{business().tagline}</p>
        <p className="mt-4 text-sm text-brand-100">
          A family-owned design-build team with {business().teamExperienceYears}{" "}
          years of combined experience in the kitchen and bath trades.{" "}
          {business().serviceArea.summary}.
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
    </>
  );
}
