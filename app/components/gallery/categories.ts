import { serviceSummaries } from "#app/content/services.ts";

// The gallery's categories are the services' gallery categories, in the
// services' order, so the filter and the service pages always agree.
const NAMES: Record<string, { label: string; noun: string }> = {
  kitchens: { label: "Kitchens", noun: "kitchen" },
  bathrooms: { label: "Bathrooms", noun: "bathroom" },
  cabinets: { label: "Cabinets", noun: "cabinet" },
  countertops: { label: "Countertops", noun: "countertop" },
  tile: { label: "Tile", noun: "tile" },
  closets: { label: "Closets", noun: "closet" },
};

export interface GalleryCategory {
  slug: string;
  label: string;
  /** Singular, for "3 kitchen projects". */
  noun: string;
  serviceTitle: string;
  serviceHref: string;
}

export const galleryCategories: GalleryCategory[] = serviceSummaries.map(
  (service) => ({
    slug: service.galleryCategory,
    label: NAMES[service.galleryCategory]?.label ?? service.title,
    noun: NAMES[service.galleryCategory]?.noun ?? service.title.toLowerCase(),
    serviceTitle: service.title,
    serviceHref: service.href,
  }),
);

export function findGalleryCategory(
  slug: string | null | undefined,
): GalleryCategory | undefined {
  if (!slug) return undefined;
  return galleryCategories.find((category) => category.slug === slug);
}

/** A category's label, or the stored value itself for one we do not list. */
export function galleryCategoryLabel(slug: string): string {
  return findGalleryCategory(slug)?.label ?? slug;
}

/** The gallery URL filtered to one category (or all, without a category). */
export function galleryHref(category?: string): string {
  return category
    ? `/gallery?category=${encodeURIComponent(category)}`
    : "/gallery";
}
