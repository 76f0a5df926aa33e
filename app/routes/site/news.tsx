import type { Route } from "./+types/news";
import { Link } from "react-router";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Company News";
const description =
  "Showroom events, awards and community news from Lakeside Kitchen & Bath in Congers, NY.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function NewsPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "News", path: "/news" },
        ]}
      />
      <Prose>
        <p>
          Showroom events, awards and the community causes our family supports,
          including our yearly fundraiser for cancer awareness. Follow along, or{" "}
          <Link to="/contact">come and see the showroom</Link>.
        </p>
      </Prose>
    </>
  );
}
