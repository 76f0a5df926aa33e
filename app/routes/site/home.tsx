import { business } from "#app/business/current.ts";
import { ratingStat } from "#app/reviews/rating.ts";
import type { Route } from "./+types/home";
import { homeHead } from "#app/content/home-head.ts";
import { TrustStats } from "#app/components/sections/trust-stats.tsx";
import { ReviewsSection } from "#app/components/reviews/reviews-section.tsx";
import { serverIsland } from "#app/components/ui/server-island.tsx";
import { faq } from "#app/content/home.ts";
import {
  getCategoryCoverImages,
  listGalleryTeaser,
} from "#app/models/gallery.server.ts";
import {
  listPublishedReviews,
  siteRating,
} from "#app/models/reviews.server.ts";
import { pageHead } from "#app/utils/seo.ts";
import {
  faqPageJsonLd,
  localBusinessJsonLd,
} from "#app/utils/structured-data.ts";
import { setStructuredData } from "#app/utils/structured-data.server.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

// docs/product.md, "What the site does and for whom": the home page shows 6 reviews and a short gallery teaser.
export const HOME_REVIEW_LIMIT = 6;
const GALLERY_TEASER_COUNT = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const [covers, projects, reviews, rating] = await Promise.all([
    getCategoryCoverImages(),
    listGalleryTeaser(GALLERY_TEASER_COUNT),
    listPublishedReviews(),
    siteRating(),
  ]);
  const shown = reviews.slice(0, HOME_REVIEW_LIMIT);
  // Built here, not in meta, so the builders stay on the server (ADR 0012).
  setStructuredData(context, [
    localBusinessJsonLd(context.siteOrigin, rating, shown),
    faqPageJsonLd(faq()),
  ]);
  // For visitors without JavaScript; the others load reviews lazily
  // (docs/product.md, "Pages and routes"), so only the six shown travel with the page.
  const serverReviews = { reviews: shown, total: reviews.length };
  return {
    covers,
    projects,
    serverReviews,
    ratingStat: ratingStat(rating, business()),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    ...homeHead(),
    canonicalPath: "/",
    keywords:
      "kitchen remodeling, bathroom remodeling, kitchen cabinets, countertops, tile installation, custom closets, Rockland County, Bergen County, Congers NY",
  });

// Sections without interactivity are server islands: their code and copy
// are not part of the home page's JavaScript (ADR 0012).
const loadSections = () => import("#app/components/sections/home-static.tsx");
const HomeIntro = serverIsland(() => loadSections().then((m) => m.HomeIntro));
const HomeVisit = serverIsland(() => loadSections().then((m) => m.HomeVisit));
const HomeProof = serverIsland(() => loadSections().then((m) => m.HomeProof));

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeIntro covers={loaderData.covers} />
      <TrustStats rating={loaderData.ratingStat} />
      <HomeVisit />
      <ReviewsSection
        limit={HOME_REVIEW_LIMIT}
        showTitle={false}
        serverReviews={loaderData.serverReviews}
      />
      <HomeProof projects={loaderData.projects} />
    </>
  );
}
