import type { Route } from "./+types/financing";
import { Link } from "react-router";
import { business, telHref } from "#app/content/business.ts";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Remodeling Financing";
const description =
  "Finance your kitchen or bathroom remodel: 0% for 12 months and terms up to 84 months, subject to credit approval.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function FinancingPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Financing", path: "/financing" },
        ]}
      />
      <Prose>
        <p>
          Spread the cost of your remodel with promotional 0% financing for 12
          months or fixed monthly payments with terms up to 84 months, subject
          to credit approval. Ask about financing at your{" "}
          <Link to="/contact">showroom visit</Link> or call{" "}
          <a href={telHref}>{business.phone.display}</a>.
        </p>
      </Prose>
    </>
  );
}
