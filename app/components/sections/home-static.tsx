import { Badges } from "#app/components/sections/badges.tsx";
import { FaqList } from "#app/components/sections/faq-list.tsx";
import { FinancingBanner } from "#app/components/sections/financing-banner.tsx";
import {
  GalleryTeaser,
  type TeaserProject,
} from "#app/components/sections/gallery-teaser.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { LearningGuideTeaser } from "#app/components/sections/learning-guide-teaser.tsx";
import { PriceComparison } from "#app/components/sections/price-comparison.tsx";
import {
  type CoverImage,
  ServiceCards,
} from "#app/components/sections/service-cards.tsx";
import { ServicesList } from "#app/components/sections/services-list.tsx";
import { ShowroomVisit } from "#app/components/sections/showroom-visit.tsx";
import { StorySections } from "#app/components/sections/story-sections.tsx";
import { faq } from "#app/content/home.ts";

// The home page's sections that need no JavaScript, in docs/product.md, "What the site does and for whom"'s
// order, grouped around the interactive ones (trust stats with tooltips,
// reviews). The home route renders them as server islands (ADR 0012).

export function HomeIntro({ covers }: { covers: Record<string, CoverImage> }) {
  return (
    <>
      <Hero />
      <StorySections />
      <LearningGuideTeaser />
      <PriceComparison />
      <ServiceCards covers={covers} />
    </>
  );
}

export function HomeVisit() {
  return <ShowroomVisit />;
}

export function HomeProof({ projects }: { projects: TeaserProject[] }) {
  return (
    <>
      <FinancingBanner />
      <GalleryTeaser projects={projects} />
      <Badges />
      <FaqList items={faq()} />
      <ServicesList />
    </>
  );
}
