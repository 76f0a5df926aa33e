// The last part of a web address made from a name: post titles, towns.

/** "Kitchen Remodeling: 2026's Costs!" -> "kitchen-remodeling-2026s-costs". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
