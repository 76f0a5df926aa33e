import type { Route } from "./+types/contact";
import {
  business,
  directionsUrl,
  fullAddress,
  telHref,
} from "#app/content/business.ts";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Contact Us & Schedule a Showroom Visit";
const description =
  "Schedule a showroom visit, request a free estimate or book a consultation with Lakeside Kitchen & Bath in Congers, NY.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function ContactPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Contact", path: "/contact" },
        ]}
      />
      <Prose>
        <h2>Visit the showroom</h2>
        <p>
          <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
            {fullAddress}
          </a>
          <br />
          Phone: <a href={telHref}>{business.phone.display}</a>
        </p>
        <ul>
          {business.hours.rows.map((row) => (
            <li key={row.days}>
              {row.days}: {row.time}
            </li>
          ))}
        </ul>
      </Prose>
    </>
  );
}
