import type { Route } from "./+types/information";
import { Link } from "react-router";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Homeowner Information Center";
const description =
  "What to expect when you remodel: our process, warranties, permits, insurance and how to prepare your home.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function InformationPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Information", path: "/information" },
        ]}
      />
      <Prose>
        <h2>Our process</h2>
        <ol className="list-decimal pl-6">
          <li>Showroom visit and consultation.</li>
          <li>In-home measurement and design.</li>
          <li>Written fixed-price proposal and schedule.</li>
          <li>Permits, ordering and a pre-construction meeting.</li>
          <li>
            Construction with one project lead, then the final walkthrough.
          </li>
        </ol>
        <h2>Permits and insurance</h2>
        <p>
          We pull every permit the work requires and carry liability and
          workers' compensation insurance. See our{" "}
          <Link to="/licensing-info">licensing information</Link>.
        </p>
      </Prose>
    </>
  );
}
