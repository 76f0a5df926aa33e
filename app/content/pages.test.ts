import { describe, expect, it } from "vitest";
import { countySeeds } from "#app/db/seed/data/places.ts";
import { VOICE_ROUTES } from "#app/utils/voice-routes.ts";
import { footerLinks, mainNavigation } from "./navigation.ts";
import { pageList, pages, trailTo } from "./pages.ts";
import { serviceSummaries } from "./services.ts";

// Every URL the site sends people to must be one it serves: a static page of
// the registry, a service (or an alias that answers 301), or a location page
// generated for a seeded town and service.
function isServedPath(path: string): boolean {
  if (pageList.some((page) => page.path === path)) return true;
  const service = /^\/services\/([a-z-]+)$/.exec(path);
  if (service) {
    return serviceSummaries.some(
      (entry) =>
        entry.slug === service[1] || entry.aliases.includes(service[1]!),
    );
  }
  const place = /^\/([a-z-]+)\/([a-z-]+)\/([a-z-]+)$/.exec(path);
  if (!place) return false;
  const county = countySeeds.find((entry) => entry.slug === place[1]);
  return (
    county?.cities.some((city) => city.slug === place[2]) === true &&
    serviceSummaries.some((entry) => entry.slug === place[3])
  );
}

describe("the page registry", () => {
  it("has one entry per path", () => {
    const paths = pageList.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives the main navigation of docs/product.md, in order", () => {
    expect(mainNavigation).toEqual([
      { href: "/", label: "Home" },
      { href: "/services", label: "Services" },
      { href: "/education", label: "Education" },
      { href: "/gallery", label: "Gallery" },
      { href: "/design-inspiration", label: "Inspiration" },
      { href: "/locations", label: "Locations" },
      { href: "/about", label: "About" },
      { href: "/blogs", label: "Blog" },
      { href: "/news", label: "News" },
      { href: "/financing", label: "Financing" },
      { href: "/contact", label: "Contact" },
    ]);
  });

  it("gives the footer the product's links, ending with Admin", () => {
    expect(footerLinks.map((link) => link.href)).toEqual([
      "/",
      "/about",
      "/gallery",
      "/locations",
      "/financing",
      "/contact",
      "/privacy",
      "/terms",
      "/admin/email-marketing",
    ]);
  });

  it("builds breadcrumb trails from Home", () => {
    expect(trailTo(pages.financing, { name: "Apply", path: "/x" })).toEqual([
      { name: "Home", path: "/" },
      { name: "Financing", path: "/financing" },
      { name: "Apply", path: "/x" },
    ]);
  });

  it.each(VOICE_ROUTES.map((rule) => rule.to))(
    "voice search target %s is a page the site serves",
    (target) => {
      expect(isServedPath(target)).toBe(true);
    },
  );

  it("recognises a path the site does not serve", () => {
    expect(isServedPath("/services/roofing")).toBe(false);
    expect(isServedPath("/rockland/atlantis/kitchen-remodeling")).toBe(false);
    expect(isServedPath("/learning")).toBe(false);
  });
});
