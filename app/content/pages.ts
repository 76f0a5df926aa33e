// The registry of the site's static public pages: where each one lives, what
// links call it, and where it is listed. The header and footer navigation,
// the sitemap, llms.txt, breadcrumbs and the voice-search target test read
// it; a new static page is its route file (app/routes.ts) plus an entry here.
//
// A page's <title> and description (its PageHeadCopy) sit with the rest of
// its copy in app/content/<page>.ts instead: this module is in every page's
// JavaScript (the navigation), and a route should ship only its own head.

export interface PageEntry {
  path: string;
  /** The page's name in breadcrumbs and lists. */
  name: string;
  /** Its label in the main navigation; the registry's order is SPEC's. */
  nav?: string;
  /** Its label among the footer links. */
  footer?: string;
  /** A line under "Key pages" in /llms.txt. */
  llms?: { label: string; note: string };
}

export const pages = {
  home: {
    path: "/",
    name: "Home",
    nav: "Home",
    footer: "Home",
    llms: { label: "Home", note: "who we are and what we do" },
  },
  services: {
    path: "/services",
    name: "Services",
    nav: "Services",
    llms: { label: "Services", note: "all six services" },
  },
  education: { path: "/education", name: "Education", nav: "Education" },
  gallery: {
    path: "/gallery",
    name: "Gallery",
    nav: "Gallery",
    footer: "Gallery",
    llms: { label: "Gallery", note: "before and after projects" },
  },
  designInspiration: {
    path: "/design-inspiration",
    name: "Inspiration",
    nav: "Inspiration",
    llms: { label: "Design inspiration", note: "ideas and designer tips" },
  },
  locations: {
    path: "/locations",
    name: "Locations",
    nav: "Locations",
    footer: "Service Areas",
    llms: { label: "Locations", note: "service area" },
  },
  about: {
    path: "/about",
    name: "About Us",
    nav: "About",
    footer: "About Us",
    llms: { label: "About", note: "our family and history" },
  },
  blogs: {
    path: "/blogs",
    name: "Blog",
    nav: "Blog",
    llms: { label: "Blog", note: "local remodeling guides" },
  },
  news: {
    path: "/news",
    name: "News",
    nav: "News",
    llms: { label: "News", note: "showroom events and community" },
  },
  financing: {
    path: "/financing",
    name: "Financing",
    nav: "Financing",
    footer: "Financing",
    llms: { label: "Financing", note: "loan application" },
  },
  contact: {
    path: "/contact",
    name: "Contact",
    nav: "Contact",
    footer: "Contact",
    llms: { label: "Contact", note: "showroom visit or quote" },
  },
  learningGuide: { path: "/learning-guide", name: "Learning Guide" },
  information: {
    path: "/information",
    name: "Information",
    llms: { label: "Homeowner information", note: "process" },
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
    llms: { label: "Licensing", note: "licenses, insurance" },
  },
  aiFaq: {
    path: "/ai-faq",
    name: "AI FAQ",
    llms: { label: "FAQ", note: "short answers" },
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
