import type { Route } from "./+types/design-inspiration";
import { Link } from "react-router";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Design Inspiration";
const description =
  "Kitchen and bath design ideas, videos and boards hand-picked by the Lakeside Kitchen & Bath design team.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function DesignInspirationPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Inspiration", path: "/design-inspiration" },
        ]}
      />
      <Prose>
        <p>
          Ideas for layouts, cabinet colors, countertop materials and tile
          patterns, gathered by our designers. Bring the ones you love to a{" "}
          <Link to="/contact">showroom visit</Link> and we will price them for
          your home.
        </p>
      </Prose>
    </>
  );
}
