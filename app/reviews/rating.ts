import { type BusinessFacts, sourceRatingText } from "#app/business/facts.ts";

// The site's own rating, computed from its published reviews
// (app/models/reviews.server.ts siteRating), said beside the figure the
// owner copies from Google with each source named (issue 33). The Google
// figure is words and a link, never markup: Google's review-snippet rules
// forbid marking up ratings taken from another site.

/** Reviews on a page of /reviews. */
export const REVIEWS_PAGE_SIZE = 12;

export interface SiteRatingFigures {
  count: number;
  average: number | null;
}

const reviewsWord = (count: number) =>
  `${count.toLocaleString("en-US")} review${count === 1 ? "" : "s"}`;

/** "5.0 from 150 reviews on this site", or null before the first review. */
export function siteRatingText(site: SiteRatingFigures) {
  return site.average === null || site.count === 0
    ? null
    : `${site.average.toFixed(1)} from ${reviewsWord(site.count)} on this site`;
}

/** "4.9 from 37 reviews on this site, 5.0 on Google, from 150 reviews" */
export function ratingSentence(
  site: SiteRatingFigures,
  facts: Pick<BusinessFacts, "rating">,
) {
  return [siteRatingText(site), sourceRatingText(facts)]
    .filter(Boolean)
    .join("; ");
}
