import type { Route } from "./+types/reviews";
import { business } from "#app/business/current.ts";
import { FilterLinks } from "#app/components/blog/filter-links.tsx";
import { Pagination } from "#app/components/blog/pagination.tsx";
import { ReviewCards } from "#app/components/reviews/review-cards.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { pages, trailTo } from "#app/content/pages.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { parsePage } from "#app/blog/posts.ts";
import { reviewsPage, siteRating } from "#app/models/reviews.server.ts";
import {
  REVIEWS_PAGE_SIZE,
  siteRatingText,
  sourceRatingText,
} from "#app/reviews/rating.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";
import { reviewJsonLd } from "#app/utils/structured-data.ts";
import { setStructuredData } from "#app/utils/structured-data.server.ts";
import { REVIEW_POLICY_PATH } from "#app/reviews/policy.ts";

// /reviews (issue 33): every published review, newest first, by service
// and by stars, with the site's own rating computed from them and the
// Google figure beside it, each source named.

export const headers = sharedPageHeaders;
const trail = trailTo(pages.reviews);
const RATINGS = [5, 4, 3, 2, 1] as const;

function hrefFor(query: {
  service?: string | null;
  rating?: number | null;
  page?: number;
}) {
  const search = new URLSearchParams();
  if (query.service) search.set("service", query.service);
  if (query.rating) search.set("rating", String(query.rating));
  if (query.page && query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `/reviews?${text}` : "/reviews";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  if (page === null) throw new Response("Not found", { status: 404 });
  // An unknown filter value shows every review, as the blog does for counties.
  const service =
    serviceSummaries.find((item) => item.slug === search.get("service")) ??
    null;
  const rating =
    RATINGS.find((value) => String(value) === search.get("rating")) ?? null;
  const [found, overall] = await Promise.all([
    reviewsPage({ service: service?.title ?? null, rating, page }),
    siteRating(),
  ]);
  if (page > found.pageCount) throw new Response("Not found", { status: 404 });
  // Built here, not in meta, so the builders stay on the server (ADR 0012).
  setStructuredData(context, {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${context.siteOrigin}/#business`,
    name: business().name,
    review: found.reviews.map(reviewJsonLd),
  });
  return {
    ...found,
    page,
    service: service?.slug ?? null,
    serviceTitle: service?.title ?? null,
    rating,
    overall,
  };
}

const title = "Customer reviews";

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { page, service, rating } = args.data;
  return pageHead(args, {
    title: page > 1 ? `${title}, page ${page}` : title,
    description: `What homeowners say about ${business().name}'s kitchen and bath remodeling: every review customers sent us, with its stars.`,
    canonicalPath: hrefFor({ service, rating, page }),
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

function summary(total: number, page: number, size: number, shown: number) {
  if (total === 0) return "No reviews match these filters yet.";
  const noun = total === 1 ? "review" : "reviews";
  if (shown === total) return `Showing ${total} ${noun}.`;
  const first = (page - 1) * size + 1;
  return `Showing reviews ${first} to ${first + shown - 1} of ${total}.`;
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const {
    reviews,
    total,
    page,
    pageCount,
    service,
    serviceTitle,
    rating,
    overall,
  } = loaderData;
  const own = siteRatingText(overall);
  const source = sourceRatingText(business());
  return (
    <>
      <PageIntro
        title={title}
        lead="Every review our customers sent us and we published, newest first. We ask every customer the same way when a project is finished, and we publish low ratings like high ones."
        trail={trail}
      >
        <p className="mt-4 text-lg font-semibold text-ink">
          {own ?? "No reviews on this site yet."}
          {source ? (
            <>
              {" "}
              ·{" "}
              {business().rating.url ? (
                <TextLink to={business().rating.url}>{source}</TextLink>
              ) : (
                source
              )}
            </>
          ) : null}
        </p>
        <p className="mt-2 text-muted">
          How we check reviews before they appear:{" "}
          <TextLink to={REVIEW_POLICY_PATH}>our review policy</TextLink>.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="grid gap-4">
          <FilterLinks
            label="Filter reviews by service"
            options={[
              {
                href: hrefFor({ rating }),
                label: "All services",
                active: !service,
              },
              ...serviceSummaries.map((item) => ({
                href: hrefFor({ service: item.slug, rating }),
                label: item.title,
                active: item.slug === service,
              })),
            ]}
          />
          <FilterLinks
            label="Filter reviews by stars"
            options={[
              {
                href: hrefFor({ service }),
                label: "Any rating",
                active: !rating,
              },
              ...RATINGS.map((value) => ({
                href: hrefFor({ service, rating: value }),
                label: `${value} star${value === 1 ? "" : "s"}`,
                active: value === rating,
              })),
            ]}
          />
        </div>
        <p role="status" className="mt-6 text-muted">
          {summary(total, page, REVIEWS_PAGE_SIZE, reviews.length)}
          {serviceTitle ? ` Service: ${serviceTitle}.` : ""}
        </p>
        <ReviewCards reviews={reviews} />
        <Pagination
          page={page}
          pages={pageCount}
          label="Review pages"
          hrefFor={(number) => hrefFor({ service, rating, page: number })}
        />
      </div>
    </>
  );
}
