import { business } from "#app/business/current.ts";
import { ratingStat } from "#app/reviews/rating.ts";
import type { Route } from "./+types/about";
import { aboutHead } from "#app/content/about.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import {
  aboutLead,
  aboutLinks,
  communitySection,
  experienceHeading,
  experienceIntro,
  experienceReadings,
  missionSection,
  ourStory,
  promiseSection,
  serviceAreaSection,
  teamSection,
} from "#app/content/about.ts";
import { story } from "#app/content/home.ts";
import {
  InfoSectionView,
  NextSteps,
} from "#app/components/info/info-sections.tsx";
import { Badges } from "#app/components/sections/badges.tsx";
import { CancerRibbon } from "#app/components/sections/cancer-ribbon.tsx";
import { ShowroomVisit } from "#app/components/sections/showroom-visit.tsx";
import { TrustStats } from "#app/components/sections/trust-stats.tsx";
import { siteRating } from "#app/models/reviews.server.ts";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";
import { Heading } from "#app/components/ui/heading.tsx";

export const headers = sharedPageHeaders;
const trail = trailTo(pages.about);

export async function loader() {
  return { ratingStat: ratingStat(await siteRating(), business()) };
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = aboutHead();
  return pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

function Column({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-6">{children}</div>;
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { title } = aboutHead();
  return (
    <>
      <PageIntro title={title} lead={aboutLead()} trail={trail} />
      <Column>
        <InfoSectionView section={ourStory()}>
          <figure className="mt-6 flex flex-col items-center gap-4 rounded-lg border border-brand-100 bg-brand-50 p-5 sm:flex-row">
            <CancerRibbon className="h-20 w-auto shrink-0" />
            <figcaption className="text-base text-muted">
              {story().ribbonCaption}
            </figcaption>
          </figure>
        </InfoSectionView>
        <section aria-labelledby="experience-heading" className="py-8">
          <Heading level={2} look="section" id="experience-heading">
            {experienceHeading}
          </Heading>
          <p className="mt-4 text-lg">{experienceIntro}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {experienceReadings().map((reading) => (
              <div
                key={reading.id}
                className="rounded-lg border border-brand-100 bg-white p-5"
              >
                <dt className="text-base font-semibold text-brand-900">
                  <span className="block text-4xl font-bold text-brand-800">
                    {reading.value}
                  </span>
                  {reading.label}
                </dt>
                <dd className="mt-2 text-base text-muted">{reading.detail}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Column>
      <TrustStats rating={loaderData.ratingStat} />
      <Column>
        <InfoSectionView section={missionSection()} />
        <InfoSectionView section={promiseSection()} />
        <InfoSectionView section={teamSection} />
      </Column>
      <ShowroomVisit />
      <Badges />
      <Column>
        <InfoSectionView section={communitySection()} />
        <InfoSectionView section={serviceAreaSection()} />
      </Column>
      <NextSteps
        id="about-next-heading"
        heading="Keep exploring"
        links={aboutLinks}
      />
    </>
  );
}
