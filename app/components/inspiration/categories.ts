import { galleryCategories } from "#app/components/gallery/categories.ts";

// Inspiration shares the gallery's categories (one per service), and adds a
// filter by where the idea comes from.
export const inspirationCategories = galleryCategories.map((category) => ({
  slug: category.slug,
  label: category.label,
}));

export const inspirationSources = [
  { slug: "youtube", label: "YouTube" },
  { slug: "vimeo", label: "Vimeo" },
  { slug: "instagram", label: "Instagram" },
  { slug: "pinterest", label: "Pinterest" },
  { slug: "houzz", label: "Houzz" },
  { slug: "article", label: "Designer tips" },
] as const;

export function findInspirationCategory(slug: string | null | undefined) {
  return slug
    ? inspirationCategories.find((category) => category.slug === slug)
    : undefined;
}

export function findInspirationSource(slug: string | null | undefined) {
  return slug
    ? inspirationSources.find((source) => source.slug === slug)
    : undefined;
}

export function inspirationCategoryLabel(slug: string): string {
  return findInspirationCategory(slug)?.label ?? slug;
}

export function inspirationSourceLabel(slug: string): string {
  return findInspirationSource(slug)?.label ?? slug;
}

/** The page URL with the given filters; absent ones are left out. */
export function inspirationHref(filters: {
  category?: string | null;
  source?: string | null;
}): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.source) params.set("source", filters.source);
  const query = params.toString();
  return query ? `/design-inspiration?${query}` : "/design-inspiration";
}
