import type { Route } from "./+types/learning-guide";
import { learningGuideHead } from "#app/content/learning-guide.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { Mail } from "lucide-react";
import { learningGuide } from "#app/content/home.ts";
import {
  contractorQuestions,
  guideClosing,
  guideHowTo,
  guideIntro,
  guideNotes,
  guideSteps,
} from "#app/content/learning-guide.ts";
import {
  InfoSectionView,
  NextSteps,
} from "#app/components/info/info-sections.tsx";
import { PrintButton } from "#app/components/info/print-button.tsx";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";
import { Heading } from "#app/components/ui/heading.tsx";

export const headers = sharedPageHeaders;

const { title, description } = learningGuideHead;
const trail = trailTo(pages.learningGuide);

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });

export default function LearningGuidePage() {
  return (
    <>
      {/* Breadcrumbs are not needed on paper. */}
      <div className="print:[&_nav]:hidden">
        <PageIntro title={title} lead={guideIntro} trail={trail}>
          <p className="mt-4 max-w-3xl text-base text-muted print:hidden">
            {guideHowTo}
          </p>
          <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap print:hidden">
            <PrintButton label="Print this guide" />
            <ButtonLink to="#email-guide">
              <Mail aria-hidden="true" className="size-5" />
              Email me the guide
            </ButtonLink>
          </div>
        </PageIntro>
      </div>
      <article
        aria-label="The learning guide"
        className="mx-auto max-w-3xl divide-y divide-brand-100 px-4 py-10 print:py-4 print:text-base"
      >
        <InfoSectionView
          section={{
            id: "inside",
            heading: "What this guide covers",
            paragraphs: [learningGuide.pitch],
            bullets: learningGuide.inside,
          }}
        />
        <InfoSectionView section={guideSteps} />
        <InfoSectionView section={contractorQuestions} />
        <section
          aria-labelledby="notes-heading"
          className="py-8 break-inside-avoid"
        >
          <Heading level={2} look="section" id="notes-heading">
            {guideNotes.heading}
          </Heading>
          <p className="mt-4 text-lg">
            Fill these in by hand on the printed copy, or jot them down before
            your showroom visit.
          </p>
          <ul className="mt-4 space-y-6">
            {guideNotes.prompts.map((prompt) => (
              <li key={prompt}>
                <span className="font-semibold text-ink">{prompt}</span>
                <span
                  aria-hidden="true"
                  className="mt-6 block border-b border-dashed border-muted"
                />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-lg">{guideClosing()}</p>
        </section>
      </article>
      <div id="email-guide" className="scroll-mt-24 bg-brand-50 print:hidden">
        <div className="mx-auto max-w-xl px-4 py-12">
          <NewsletterForm
            source="learning-guide"
            tone="light"
            heading="Email me the guide"
          />
          <p className="mt-4 text-base text-muted">
            We will send the guide to your inbox, followed by occasional
            remodeling tips and showroom news. Unsubscribe with one click at any
            time; see our <TextLink to="/privacy">privacy policy</TextLink>.
          </p>
        </div>
      </div>
      <NextSteps
        id="guide-next-heading"
        heading="Ready for the next step?"
        links={[
          {
            label: "Remodeling Education",
            href: "/education",
            description:
              "Cabinets, countertops, tile, layouts and accessibility.",
          },
          {
            label: "Homeowner Information Center",
            href: "/information",
            description: "How a project with us runs, and our warranty.",
          },
          {
            label: "Plan a showroom visit",
            href: "/contact",
            description:
              "Bring this guide and your notes; we will go through them with you.",
          },
        ]}
      />
    </>
  );
}
