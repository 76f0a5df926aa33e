import { type PageEntry, type PageKey, pageList, pages } from "./pages.ts";

export interface NavItem {
  href: string;
  label: string;
}

// docs/product.md, "Pages and routes"'s main navigation: the registry's pages with a nav label,
// in the registry's order.
export const mainNavigation: NavItem[] = pageList.flatMap((page: PageEntry) =>
  page.nav ? [{ href: page.path, label: page.nav }] : [],
);

const FOOTER_ORDER: PageKey[] = [
  "home",
  "about",
  "gallery",
  "locations",
  "financing",
  "contact",
  "privacy",
  "terms",
];

export const footerLinks: NavItem[] = [
  ...FOOTER_ORDER.map((key) => {
    const page: PageEntry = pages[key];
    return { href: page.path, label: page.footer ?? page.name };
  }),
  { href: "/admin/email-marketing", label: "Admin" },
];
