import type { Route } from "./+types/terms";

import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Terms of Service";
const description =
  "The terms that apply to using the Lakeside Kitchen & Bath website.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function TermsPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Terms of Service", path: "/terms" },
        ]}
      />
      <Prose>
        <p>
          Prices, ranges and timelines on this site are general guidance, not
          offers. Every project is priced in a written proposal after an in-home
          measurement. Financing is subject to credit approval.
        </p>
      </Prose>
    </>
  );
}
