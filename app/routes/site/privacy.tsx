import type { Route } from "./+types/privacy";
import { privacyHead } from "#app/content/legal.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { privacyPolicy } from "#app/content/legal.ts";
import { LegalPage } from "#app/components/info/legal-page.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;
const trail = trailTo(pages.privacy);

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = privacyHead();
  return pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

export default function PrivacyPage() {
  const { title } = privacyHead();
  return (
    <LegalPage
      title={title}
      trail={trail}
      document={privacyPolicy()}
      nextId="privacy-related-heading"
    />
  );
}
