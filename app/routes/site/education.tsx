import type { Route } from "./+types/education";
import { Link } from "react-router";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Remodeling Education";
const description =
  "Guides to remodeling materials and choices: cabinets, countertop materials compared, tile, layouts and accessibility.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function EducationPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Education", path: "/education" },
        ]}
      />
      <Prose>
        <h2>Countertop materials compared</h2>
        <p>
          Quartz is non-porous and needs no sealing; granite is natural stone
          that takes heat well and needs sealing about once a year; marble is
          beautiful but etches with acids.
        </p>
        <p>
          Continue with our{" "}
          <Link to="/learning-guide">free learning guide</Link>.
        </p>
      </Prose>
    </>
  );
}
