import { Link, redirect } from "react-router";
import type { Route } from "./+types/service";
import { business, telHref } from "#app/content/business.ts";
import {
  findService,
  findServiceByAlias,
  serviceSummaries,
} from "#app/content/services.ts";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.service;
  const service = findService(slug);
  if (service) return { service };
  const alias = findServiceByAlias(slug);
  if (alias) throw redirect(alias.href, 301);
  throw new Response("Not found", { status: 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const service = args.data?.service;
  if (!service) return [];
  const siteUrl = siteUrlFrom(args.matches);
  return pageHead(args, {
    title: `${service.title} in Rockland & Bergen`,
    description: service.shortDescription,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.title,
        description: service.description,
        serviceType: service.title,
        url: siteUrl + service.href,
        provider: {
          "@type": "HomeAndConstructionBusiness",
          name: business.name,
          telephone: business.phone.tel,
          url: siteUrl,
        },
        areaServed: [
          ...business.serviceArea.core,
          ...business.serviceArea.extended,
        ],
      },
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: service.title, path: service.href },
      ]),
    ],
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <>
      <PageIntro
        title={service.title}
        lead={service.shortDescription}
        trail={[
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
          { name: service.title, path: service.href },
        ]}
      />
      <Prose>
        <p>{service.description}</p>
        <p>
          <Link to="/contact">Schedule a showroom visit</Link> or call{" "}
          <a href={telHref}>{business.phone.display}</a> for a free estimate.
        </p>
        <h2>Other services</h2>
        <ul>
          {serviceSummaries
            .filter((other) => other.slug !== service.slug)
            .map((other) => (
              <li key={other.slug}>
                <Link to={other.href}>{other.title}</Link>
              </li>
            ))}
        </ul>
      </Prose>
    </>
  );
}
