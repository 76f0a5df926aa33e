import type {
  HomeAndConstructionBusiness,
  Review,
  WithContext,
} from "schema-dts";
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import {
  appointmentDays,
  openingHoursSpecification,
} from "#app/business/hours.ts";
import { listText } from "#app/content/info-types.ts";
import { specialOpeningHoursSpecification } from "#app/business/exceptions.ts";
import { todayInShowroom } from "./showroom-hours.ts";
import { serviceSummaries } from "#app/content/services.ts";

// schema.org blocks built from app/content, so every fact has one source.

/** A published review as the markup needs it. */
interface MarkedReview {
  customerName: string;
  rating: number;
  reviewText: string;
}

/** The site's own rating, computed from its published reviews. */
interface ComputedRating {
  count: number;
  average: number | null;
}

/** The showroom as a schema.org PostalAddress. */
export function showroomAddressJsonLd() {
  return {
    "@type": "PostalAddress",
    streetAddress: business().address.street,
    addressLocality: business().address.city,
    addressRegion: business().address.state,
    postalCode: business().address.zip,
    addressCountry: business().address.country,
  } as const;
}

/**
 * The business as schema.org sees it. Its aggregate rating is `rating`,
 * computed from the published reviews the site holds, never a typed-in
 * figure (ADR 0028); with no review there is none. `shown` are the reviews
 * the page shows, marked up as Review items (issue 33).
 */
export function localBusinessJsonLd(
  siteUrl: string,
  rating: ComputedRating,
  shown: readonly MarkedReview[],
) {
  const byAppointment = appointmentDays(business().weeklyHours);
  const special = specialOpeningHoursSpecification(
    business(),
    todayInShowroom(),
  );
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#business`,
    name: business().name,
    legalName: business().legalName,
    slogan: business().tagline,
    description: business().description,
    url: `${siteUrl}/`,
    image: `${siteUrl}/social-card.png`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: business().phone.tel,
    email: business().email,
    foundingDate: String(business().foundedYear),
    priceRange: "$$-$$$",
    address: showroomAddressJsonLd(),
    geo: {
      "@type": "GeoCoordinates",
      latitude: business().geo.latitude,
      longitude: business().geo.longitude,
    },
    hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(business()))}`,
    openingHoursSpecification: openingHoursSpecification(
      business().weeklyHours,
    ),
    ...(special.length > 0
      ? { specialOpeningHoursSpecification: special }
      : {}),
    // A day by appointment has no fixed hours: it is said in words rather
    // than as opening hours a search engine would show as "open".
    ...(byAppointment.length > 0
      ? {
          amenityFeature: {
            "@type": "LocationFeatureSpecification",
            name: `${listText(byAppointment)} visits by appointment`,
            value: true,
          },
        }
      : {}),
    areaServed: [
      ...business().serviceArea.core,
      ...business().serviceArea.extended,
    ].map((name) => ({
      "@type": "AdministrativeArea",
      name,
    })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Kitchen and bath remodeling services",
      itemListElement: serviceSummaries.map((service) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: service.title,
          description: service.shortDescription,
          url: siteUrl + service.href,
        },
      })),
    },
    ...(rating.average !== null && rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: "5",
            worstRating: "1",
          },
        }
      : {}),
    ...(shown.length > 0 ? { review: shown.map(reviewJsonLd) } : {}),
    sameAs: business().social.map((profile) => profile.url),
  } satisfies WithContext<HomeAndConstructionBusiness>;
}

/** One published review as schema.org's Review. */
export function reviewJsonLd(review: MarkedReview) {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.customerName },
    reviewRating: {
      "@type": "Rating",
      ratingValue: review.rating,
      bestRating: 5,
      worstRating: 1,
    },
    reviewBody: review.reviewText,
  } satisfies Review;
}

export function faqPageJsonLd(
  items: ReadonlyArray<{ question: string; answer: string }>,
) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** A service page's offer, provided by the business across its area. */
export function serviceJsonLd(
  siteUrl: string,
  service: { title: string; description: string; href: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    serviceType: service.title,
    url: siteUrl + service.href,
    provider: {
      "@type": "HomeAndConstructionBusiness",
      name: business().name,
      telephone: business().phone.tel,
      url: siteUrl,
    },
    areaServed: [
      ...business().serviceArea.core,
      ...business().serviceArea.extended,
    ],
  };
}

/** A blog post or news item as a schema.org Article (or NewsArticle). */
export function articleJsonLd(
  siteUrl: string,
  post: {
    kind: "blog" | "news";
    url: string;
    title: string;
    description: string;
    imageUrl: string | null;
    datePublished: Date | string;
    dateModified: Date | string;
    county: string;
    state: string;
    keywords?: string | null;
  },
) {
  const organization = {
    "@type": "Organization",
    "@id": `${siteUrl}/#business`,
    name: business().name,
    url: `${siteUrl}/`,
    logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` },
  };
  return {
    "@context": "https://schema.org",
    "@type": post.kind === "news" ? "NewsArticle" : "Article",
    headline: post.title,
    description: post.description,
    url: siteUrl + post.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": siteUrl + post.url },
    image: [new URL(post.imageUrl ?? "/social-card.png", siteUrl).href],
    datePublished: new Date(post.datePublished).toISOString(),
    dateModified: new Date(post.dateModified).toISOString(),
    author: organization,
    publisher: organization,
    contentLocation: {
      "@type": "AdministrativeArea",
      name: `${post.county}, ${post.state}`,
    },
    ...(post.keywords ? { keywords: post.keywords } : {}),
    inLanguage: "en-US",
  };
}
