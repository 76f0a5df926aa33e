import type { Route } from "./+types/privacy";
import { privacyPolicy } from "#app/content/legal.ts";
import { LegalPage } from "#app/components/info/legal-page.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";

const title = "Privacy Policy";
const description =
  "How Lakeside Kitchen & Bath handles what you send through our contact, financing and newsletter forms: no cookies on public pages, no selling of data, retention periods and your rights.";
const trail = [
  { name: "Home", path: "/" },
  { name: "Privacy Policy", path: "/privacy" },
];

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
