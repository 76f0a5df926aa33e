import type { BreadcrumbList, WithContext } from "schema-dts";
import type { MetaDescriptor } from "react-router";
import { business } from "#app/business/current.ts";

export const DEFAULT_SOCIAL_IMAGE = "/social-card.png";

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL; defaults to the current path. */
  canonicalPath?: string;
  image?: string;
  keywords?: string;
  /** Open Graph type: "article" for blog posts, "website" otherwise. */
  ogType?: "website" | "article";
  /** An image to preload (the page's largest above-the-fold image). */
  preloadImage?: {
    href: string;
    srcSet?: string;
    sizes?: string;
    type?: string;
  };
  jsonLd?: object | object[];
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export function siteUrlFrom(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.data as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? "http://localhost:3000";
}

export function brandTitle(title: string): string {
  return title.includes(business().name)
    ? title
    : `${title} | ${business().name}`;
}

// docs/product.md, "Pages and routes"'s page head: title suffixed with the brand, description,
// canonical, social tags, optional keywords, preload and JSON-LD.
export function pageHead(args: MetaArgs, head: PageHead): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(args.matches);
  const canonical = siteUrl + (head.canonicalPath ?? args.location.pathname);
  const image = new URL(head.image ?? DEFAULT_SOCIAL_IMAGE, siteUrl).href;
  const title = brandTitle(head.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: head.ogType ?? "website" },
    { property: "og:site_name", content: business().name },
    { property: "og:title", content: title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (head.keywords) tags.push({ name: "keywords", content: head.keywords });
  if (head.preloadImage) {
    tags.push({
      tagName: "link",
      rel: "preload",
      as: "image",
      href: head.preloadImage.href,
      ...(head.preloadImage.srcSet
        ? { imageSrcSet: head.preloadImage.srcSet }
        : {}),
      ...(head.preloadImage.sizes
        ? { imageSizes: head.preloadImage.sizes }
        : {}),
      ...(head.preloadImage.type ? { type: head.preloadImage.type } : {}),
      fetchPriority: "high",
    });
  }
  const blocks = head.jsonLd
    ? Array.isArray(head.jsonLd)
      ? head.jsonLd
      : [head.jsonLd]
    : [];
  for (const block of blocks) tags.push({ "script:ld+json": block });
  return tags;
}

export function breadcrumbJsonLd(
  siteUrl: string,
  trail: Array<{ name: string; path: string }>,
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: siteUrl + item.path,
    })),
  } satisfies WithContext<BreadcrumbList>;
}
