// Shared by the blog and news pages (server and browser): URL rules for the
// county filter and pagination, and how dates and places are written.
import { newYorkTime } from "#app/utils/new-york-time.ts";

export type PostKind = "blog" | "news";

export const POSTS_PER_PAGE = 12;

/** "Rockland County" -> "rockland", "Fairfield County" -> "fairfield". */
export function countySlug(county: string): string {
  return county
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// Page numbers as a visitor types them: "2", never "02", "-1", "1.5" or "1e9".
const PAGE_PATTERN = /^[1-9][0-9]{0,5}$/;

/**
 * The page asked for in `?page=`, 1 when absent, or null when the value is
 * not a page number (the route answers 404 for null).
 */
export function parsePage(search: URLSearchParams): number | null {
  const values = search.getAll("page");
  if (values.length === 0) return 1;
  if (values.length > 1 || !PAGE_PATTERN.test(values[0]!)) return null;
  return Number(values[0]);
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A list URL with its filter and page, leaving out defaults. */
export function listHref(
  base: string,
  { county, page }: { county?: string | null; page?: number },
): string {
  const search = new URLSearchParams();
  if (county) search.set("county", county);
  if (page && page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

export function formatPostDate(date: Date | string): string {
  return newYorkTime(date, "longDay");
}

/** The machine-readable date of a <time> element (the showroom's calendar day). */
export function isoDay(date: Date | string): string {
  return newYorkTime(date, "isoDay");
}

/** The `sizes` of a post's featured image: the page preloads it. */
export const BLOG_HERO_SIZES = "(min-width: 816px) 768px, calc(100vw - 2rem)";

/** The breadcrumb trail of a blog post. */
export function blogPostTrail(post: { title: string; slug: string }) {
  return [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blogs" },
    { name: post.title, path: `/blogs/${post.slug}` },
  ];
}

export function placeLabel(post: { county: string; state: string }): string {
  return `${post.county}, ${post.state}`;
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/**
 * The page numbers a pagination bar shows: the first, the last and two
 * either side of the current one; null marks a gap.
 */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const shown = [
    ...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages]),
  ]
    .filter((number) => number >= 1 && number <= pages)
    .sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const number of shown) {
    const previous = result.at(-1);
    if (typeof previous === "number" && number - previous > 1)
      result.push(number - previous === 2 ? number - 1 : null);
    result.push(number);
  }
  return result;
}
