import type { Route } from "./+types/services";
import { Link } from "react-router";
import { serviceSummaries } from "#app/content/services.ts";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Kitchen & Bath Remodeling Services";
const description =
  "Kitchen remodeling, bathroom remodeling, cabinet sales, countertops, tile installation and custom closets from one family-owned design-build team.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function ServicesPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
        ]}
      />
      <Prose>
        <ul>
          {serviceSummaries.map((service) => (
            <li key={service.slug}>
              <Link to={service.href}>{service.title}</Link>:{" "}
              {service.shortDescription}
            </li>
          ))}
        </ul>
      </Prose>
    </>
  );
}
