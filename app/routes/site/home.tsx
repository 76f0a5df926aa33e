import type { Route } from "./+types/home";
import { Badges } from "#app/components/sections/badges.tsx";
import { FaqList } from "#app/components/sections/faq-list.tsx";
import { FinancingBanner } from "#app/components/sections/financing-banner.tsx";
import { GalleryTeaser } from "#app/components/sections/gallery-teaser.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { LearningGuideTeaser } from "#app/components/sections/learning-guide-teaser.tsx";
import { PriceComparison } from "#app/components/sections/price-comparison.tsx";
import { ServiceCards } from "#app/components/sections/service-cards.tsx";
import { ServicesList } from "#app/components/sections/services-list.tsx";
import { ShowroomVisit } from "#app/components/sections/showroom-visit.tsx";
import { StorySections } from "#app/components/sections/story-sections.tsx";
import { TrustStats } from "#app/components/sections/trust-stats.tsx";
import { TestimonialsSection } from "#app/components/testimonials/testimonials-section.tsx";
import { business } from "#app/content/business.ts";
import { faq } from "#app/content/home.ts";
import {
  getCategoryCoverImages,
  listGalleryTeaser,
} from "#app/models/gallery.server.ts";
import { pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import {
  faqPageJsonLd,
  localBusinessJsonLd,
} from "#app/utils/structured-data.ts";

// SPEC section 1: the home page shows 6 reviews and a short gallery teaser.
export const HOME_REVIEW_LIMIT = 6;
const GALLERY_TEASER_COUNT = 4;

export async function loader() {
  const [covers, projects] = await Promise.all([
    getCategoryCoverImages(),
    listGalleryTeaser(GALLERY_TEASER_COUNT),
  ]);
  return { covers, projects };
}

export const meta: Route.MetaFunction = (args) => {
  const siteUrl = siteUrlFrom(args.matches);
  return pageHead(args, {
    title: `${business.name} | Kitchen & Bath Remodeling in Congers, NY`,
    description: `Family-owned kitchen and bathroom remodeler with a ${business.showroomSqFt} sq ft showroom in Congers, NY. ${business.serviceArea.summary}.`,
    canonicalPath: "/",
    keywords:
      "kitchen remodeling, bathroom remodeling, kitchen cabinets, countertops, tile installation, custom closets, Rockland County, Bergen County, Congers NY",
    jsonLd: [localBusinessJsonLd(siteUrl), faqPageJsonLd(faq)],
  });
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <StorySections />
      <LearningGuideTeaser />
      <PriceComparison />
      <ServiceCards covers={loaderData.covers} />
      <TrustStats />
      <ShowroomVisit />
      <TestimonialsSection limit={HOME_REVIEW_LIMIT} showTitle={false} />
      <FinancingBanner />
      <GalleryTeaser projects={loaderData.projects} />
      <Badges />
      <FaqList items={faq} />
      <ServicesList />
    </>
  );
}
