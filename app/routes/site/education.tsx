import type { Route } from "./+types/education";
import { educationHead } from "#app/content/education.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import {
  afterCountertopSections,
  cabinetSection,
  countertopIntro,
  countertopLinks,
  educationIntro,
  educationLinks,
} from "#app/content/education.ts";
import { CountertopTable } from "#app/components/info/countertop-table.tsx";
import {
  InfoSectionView,
  NextSteps,
  OnThisPage,
} from "#app/components/info/info-sections.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

const { title, description } = educationHead;
const trail = trailTo(pages.education);

const countertopSection = {
  id: "countertops",
  heading: "Countertop materials compared",
  paragraphs: [countertopIntro],
  links: countertopLinks,
};

const sections = [
  cabinetSection,
  countertopSection,
  ...afterCountertopSections,
];

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });

export default function EducationPage() {
  return (
    <>
      <PageIntro title={title} lead={educationIntro()} trail={trail} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <OnThisPage sections={sections} />
        <div className="mt-10 divide-y divide-brand-100">
          <div className="max-w-3xl">
            <InfoSectionView section={cabinetSection} />
          </div>
          <InfoSectionView section={countertopSection}>
            <CountertopTable />
          </InfoSectionView>
          {afterCountertopSections.map((section) => (
            <div key={section.id} className="max-w-3xl">
              <InfoSectionView section={section} />
            </div>
          ))}
        </div>
      </div>
      <NextSteps
        id="education-next-heading"
        heading="Put it into practice"
        links={educationLinks()}
      />
    </>
  );
}
