import type { Route } from "./+types/terms";
import { termsHead } from "#app/content/legal.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { termsOfService } from "#app/content/legal.ts";
import { LegalPage } from "#app/components/info/legal-page.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;
const trail = trailTo(pages.terms);

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = termsHead();
  return pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

export default function TermsPage() {
  const { title } = termsHead();
  return (
    <LegalPage
      title={title}
      trail={trail}
      document={termsOfService()}
      nextId="terms-related-heading"
    />
  );
}
