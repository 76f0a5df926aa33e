import type { Route } from "./+types/information";
import { informationHead } from "#app/content/information.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import {
  informationIntro,
  informationLinks,
  informationSections,
} from "#app/content/information.ts";
import { InfoBody, NextSteps } from "#app/components/info/info-sections.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;
const trail = trailTo(pages.information);

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = informationHead();
  return pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

export default function InformationPage() {
  const { title } = informationHead();
  return (
    <>
      <PageIntro title={title} lead={informationIntro} trail={trail} />
      <InfoBody sections={informationSections()} />
      <NextSteps
        id="information-next-heading"
        heading="More help for homeowners"
        links={informationLinks()}
      />
    </>
  );
}
