import type { Route } from "./+types/blogs";
import { Link } from "react-router";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Remodeling Blog";
const description =
  "Practical kitchen and bathroom remodeling advice for homeowners in Rockland, Bergen and across New York, New Jersey and Connecticut.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function BlogsPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blogs" },
        ]}
      />
      <Prose>
        <p>
          Costs, timelines, permits and material choices, explained by the
          people who build kitchens and baths every week. For a quick answer,
          see our <Link to="/ai-faq">frequently asked questions</Link>.
        </p>
      </Prose>
    </>
  );
}
