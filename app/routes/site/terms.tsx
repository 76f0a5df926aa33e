import type { Route } from "./+types/terms";
import { termsOfService } from "#app/content/legal.ts";
import { LegalPage } from "#app/components/info/legal-page.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";

const title = "Terms of Service";
const description =
  "The terms for using the Lakeside Kitchen & Bath website: estimates are guidance, not offers; financing is subject to credit approval; how you may use our content; New York law.";
const trail = [
  { name: "Home", path: "/" },
  { name: "Terms of Service", path: "/terms" },
];

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });

export default function TermsPage() {
  return (
    <LegalPage
      title={title}
      trail={trail}
      document={termsOfService}
      nextId="terms-related-heading"
    />
  );
}
