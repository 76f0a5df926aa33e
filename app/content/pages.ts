// The registry of the site's static public pages: where each one lives, what
// links call it, and where it is listed. The header and footer navigation,
// the sitemap, llms.txt, breadcrumbs and the voice-search target test read
// it; a new static page is its route file (app/routes.ts) plus an entry here
// (and a line in routes/seo/llms-txt.ts if AI assistants should be pointed
// at it: that text is kept out of this module, which every page loads).
//
// A page's <title> and description (its PageHeadCopy) sit with the rest of
// its copy in app/content/<page>.ts instead: this module is in every page's
// JavaScript (the navigation), and a route should ship only its own head.

export interface PageEntry {
  path: string;
  /** The page's name in breadcrumbs and lists. */
  name: string;
  /** Its label in the main navigation; the registry's order is the product's (docs/product.md, "Pages and routes"). */
  nav?: string;
  /** Its label among the footer links. */
  footer?: string;
}

export const pages = {
  home: {
    path: "/",
    name: "Home",
    nav: "Home",
    footer: "Home",
  },
  services: {
    path: "/services",
    name: "Services",
    nav: "Services",
  },
  education: { path: "/education", name: "Education", nav: "Education" },
  gallery: {
    path: "/gallery",
    name: "Gallery",
    nav: "Gallery",
    footer: "Gallery",
  },
  designInspiration: {
    path: "/design-inspiration",
    name: "Inspiration",
    nav: "Inspiration",
  },
  locations: {
    path: "/locations",
    name: "Locations",
    nav: "Locations",
    footer: "Service Areas",
  },
  about: {
    path: "/about",
    name: "About Us",
    nav: "About",
    footer: "About Us",
  },
  blogs: {
    path: "/blogs",
    name: "Blog",
    nav: "Blog",
  },
  news: {
    path: "/news",
    name: "News",
    nav: "News",
  },
  financing: {
    path: "/financing",
    name: "Financing",
    nav: "Financing",
    footer: "Financing",
  },
  contact: {
    path: "/contact",
    name: "Contact",
    nav: "Contact",
    footer: "Contact",
  },
  book: { path: "/book", name: "Book" },
  reviews: { path: "/reviews", name: "Reviews" },
  reviewPolicy: { path: "/reviews/policy", name: "Review policy" },
  learningGuide: { path: "/learning-guide", name: "Learning Guide" },
  information: {
    path: "/information",
    name: "Information",
  },
  privacy: {
    path: "/privacy",
    name: "Privacy Policy",
    footer: "Privacy Policy",
  },
  terms: {
    path: "/terms",
    name: "Terms of Service",
    footer: "Terms of Service",
  },
  licensingInfo: {
    path: "/licensing-info",
    name: "Licensing",
  },
  aiFaq: {
    path: "/ai-faq",
    name: "AI FAQ",
  },
  nearMe: { path: "/near-me", name: "Near Me" },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

/** A page's <title> (the brand is appended where missing) and description. */
export interface PageHeadCopy {
  title: string;
  description: string;
}

export const pageList: readonly PageEntry[] = Object.values(pages);

export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumb trail from Home down to the last of `steps`. */
export function trailTo(...steps: Crumb[]): Crumb[] {
  return [pages.home, ...steps].map(({ name, path }) => ({ name, path }));
}
