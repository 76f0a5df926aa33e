import type { BusinessFacts } from "#app/business/facts.ts";

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

/** "5.0 on Google, from 150 reviews", or null when the owner named no source. */
export function sourceRatingText(facts: Pick<BusinessFacts, "rating">) {
  const { value, count, source } = facts.rating;
  if (!source || count === 0) return null;
  return `${value.toFixed(1)} on ${source}, from ${reviewsWord(count)}`;
}

/**
 * The trust stats' rating in words, written by the loader: the site's own
 * when it has published reviews, the named source's otherwise. Sent as
 * words, its code stays out of the home page's JavaScript.
 */
export function ratingStat(
  site: SiteRatingFigures,
  facts: Pick<BusinessFacts, "rating">,
) {
  const source = sourceRatingText(facts);
  if (site.average === null || site.count === 0) {
    return {
      value: facts.rating.value.toFixed(1),
      note: source ?? "",
      tip: `The average of the 1 to 5 stars customers gave us${facts.rating.source ? ` on ${facts.rating.source}` : ""}.`,
    };
  }
  return {
    value: site.average.toFixed(1),
    note: [`from ${reviewsWord(site.count)} on this site`, source]
      .filter(Boolean)
      .join("; "),
    tip: `The average of the 1 to 5 stars of the ${reviewsWord(site.count)} customers sent us, computed from the reviews themselves; every one is on our reviews page.`,
  };
}

export type RatingStat = ReturnType<typeof ratingStat>;

/** "4.9 from 37 reviews on this site, 5.0 on Google, from 150 reviews" */
export function ratingSentence(
  site: SiteRatingFigures,
  facts: Pick<BusinessFacts, "rating">,
) {
  return [siteRatingText(site), sourceRatingText(facts)]
    .filter(Boolean)
    .join("; ");
}
