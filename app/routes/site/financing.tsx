import type { Route } from "./+types/financing";
import { pages, trailTo } from "#app/content/pages.ts";
import {
  financingDescription,
  financingFaq,
  financingLead,
  financingLinks,
  financingTitle,
} from "#app/content/financing.ts";
import {
  ApplyCallout,
  FinancingHighlights,
  HowItWorks,
} from "#app/components/financing/financing-sections.tsx";
import { PaymentEstimator } from "#app/components/financing/payment-estimator.tsx";
import { NextSteps } from "#app/components/info/info-sections.tsx";
import { FaqList } from "#app/components/sections/faq-list.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { estimatorFromSearch } from "#app/utils/estimator-input.ts";
import { faqPageJsonLd } from "#app/utils/structured-data.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

const trail = trailTo(pages.financing);

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title: financingTitle,
    description: financingDescription,
    // The estimator's query string never makes a separate page.
    canonicalPath: "/financing",
    jsonLd: [
      breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
      faqPageJsonLd(financingFaq()),
    ],
  });

// The estimate is computed here so the GET form works without JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  return { estimator: estimatorFromSearch(new URL(request.url).searchParams) };
}

export default function FinancingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={financingTitle} lead={financingLead()} trail={trail}>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/financing/apply">Apply for financing</ButtonLink>
          <a
            href="#estimator"
            className="inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Estimate a payment
          </a>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4">
        <FinancingHighlights />
        <PaymentEstimator initial={loaderData.estimator} />
        <HowItWorks />
        <ApplyCallout />
      </div>
      <FaqList items={financingFaq()} headingId="financing-faq-heading" />
      <NextSteps
        id="financing-next-heading"
        heading="Talk to us about your project"
        links={financingLinks()}
      />
    </>
  );
}
