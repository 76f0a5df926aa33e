import type { Route } from "./+types/privacy";
import { privacyHead } from "#app/content/legal.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { privacyPolicy } from "#app/content/legal.ts";
import { LegalPage } from "#app/components/info/legal-page.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

const { title, description } = privacyHead;
const trail = trailTo(pages.privacy);

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });

export default function PrivacyPage() {
  return (
    <LegalPage
      title={title}
      trail={trail}
      document={privacyPolicy}
      nextId="privacy-related-heading"
    />
  );
}
