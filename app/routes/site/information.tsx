import type { Route } from "./+types/information";
import {
  informationIntro,
  informationLinks,
  informationSections,
} from "#app/content/information.ts";
import { InfoBody, NextSteps } from "#app/components/info/info-sections.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";

const title = "Homeowner Information Center";
const description =
  "What to expect when you remodel with Lakeside Kitchen & Bath: our step-by-step process, warranties, permits and inspections, insurance, payments and how to prepare your home.";
const trail = [
  { name: "Home", path: "/" },
  { name: "Information", path: "/information" },
];

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });

export default function InformationPage() {
  return (
    <>
      <PageIntro title={title} lead={informationIntro} trail={trail} />
      <InfoBody sections={informationSections} />
      <NextSteps
        id="information-next-heading"
        heading="More help for homeowners"
        links={informationLinks}
      />
    </>
  );
}
