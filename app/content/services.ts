import type { PageHeadCopy } from "./pages.ts";

// The six services of docs/product.md, "Pages and routes". `slug` is the canonical URL segment
// and the services table's slug; `aliases` answer with a 301 to it.
export interface ServiceSummary {
  slug: string;
  title: string;
  href: string;
  shortDescription: string;
  description: string;
  galleryCategory: string;
  aliases: string[];
}

export const serviceSummaries: ServiceSummary[] = [
  {
    slug: "kitchen-remodeling",
    title: "Kitchen Remodeling",
    href: "/services/kitchen-remodeling",
    shortDescription:
      "Full design-build kitchen remodels, from layout to final walkthrough.",
    description:
      "From a new layout and island to cabinets, counters, lighting and flooring, we design and build the whole kitchen under one contract. You choose every finish in our Congers showroom, see the plan in 3D, and get a fixed written price and schedule before demolition starts. Our own project lead runs the job, pulls the permits and keeps your home clean every day.",
    galleryCategory: "kitchens",
    aliases: [],
  },
  {
    slug: "bathroom-remodeling",
    title: "Bathroom Remodeling",
    href: "/services/bathroom-remodeling",
    shortDescription:
      "Primary baths, hall baths and powder rooms, done right behind the walls.",
    description:
      "Walk-in showers, tub-to-shower conversions, double vanities and accessible baths built to last. We replace what hides behind the tile, with proper waterproofing, ventilation and plumbing, then finish with the tile, glass and fixtures you picked in the showroom. Most hall baths are finished in three to four weeks.",
    galleryCategory: "bathrooms",
    aliases: ["bath-remodeling"],
  },
  {
    slug: "kitchen-cabinets",
    title: "Cabinet Sales",
    href: "/services/kitchen-cabinets",
    shortDescription:
      "Stock, semi-custom and custom cabinetry, sold and installed.",
    description:
      "Compare stock, semi-custom and fully custom cabinet lines side by side in our showroom: door styles, wood species, painted finishes and interior storage. We measure, design and order for you, and our installers set every box level and plumb. Contractors and homeowners can also buy cabinets alone, with design help included.",
    galleryCategory: "cabinets",
    aliases: [],
  },
  {
    slug: "countertops",
    title: "Countertops",
    href: "/services/countertops",
    shortDescription:
      "Quartz, granite, marble and solid surface, templated and installed.",
    description:
      "Quartz, granite, marble, quartzite and solid surface counters, templated with digital precision and installed with seams placed where you agreed. See full slabs with our fabrication partners, choose edges and sink cut-outs, and get a backsplash that ties it all together. Replacing counters alone usually takes about two weeks from template to install.",
    galleryCategory: "countertops",
    aliases: [],
  },
  {
    slug: "tile-installation",
    title: "Tile Installation",
    href: "/services/tile-installation",
    shortDescription:
      "Backsplashes, shower walls and floors set on a proper substrate.",
    description:
      "Backsplashes, shower walls, niches, heated floors and feature walls in porcelain, ceramic, natural stone and glass. Our tile setters start with a flat, waterproofed substrate, lay out the pattern before the first piece is set, and finish with clean grout lines and sealed stone. Herringbone, chevron and large-format tile are everyday work for us.",
    galleryCategory: "tile",
    aliases: [],
  },
  {
    slug: "closets",
    title: "Closets & Storage",
    href: "/services/closets",
    shortDescription:
      "Custom walk-in and reach-in closets, pantries and mudrooms.",
    description:
      "Custom walk-in and reach-in closets, pantries, mudroom lockers and garage storage designed around what you own. Adjustable shelves, double hang, drawers, shoe walls and lighting are planned to the inch, built from durable panels in the finish you choose, and installed in a day or two for most closets.",
    galleryCategory: "closets",
    aliases: [],
  },
];

export function findService(slug: string) {
  return serviceSummaries.find((service) => service.slug === slug);
}

export function findServiceByAlias(slug: string) {
  return serviceSummaries.find((service) => service.aliases.includes(slug));
}

/** The breadcrumb trail of a service page. */
export function serviceTrail(service: { title: string; href: string }) {
  return [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: service.title, path: service.href },
  ];
}

export const servicesHead: PageHeadCopy = {
  title: "Kitchen & Bath Remodeling Services",
  description:
    "Kitchen remodeling, bathroom remodeling, cabinet sales, countertops, tile installation and custom closets from one family-owned design-build team.",
};
