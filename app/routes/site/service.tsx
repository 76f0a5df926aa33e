import { redirect } from "react-router";
import type { Route } from "./+types/service";
import { RelatedProjects } from "#app/components/services/service-proof.tsx";
import { serverIsland } from "#app/components/ui/server-island.tsx";
import { getServiceDetail } from "#app/content/service-details.ts";
import {
  findService,
  findServiceByAlias,
  serviceTrail,
} from "#app/content/services.ts";
import { listRelatedGalleryProjects } from "#app/models/gallery.server.ts";
import {
  countServiceReviews,
  listServiceReviews,
} from "#app/models/reviews.server.ts";
import { breadcrumbJsonLd, pageHead } from "#app/utils/seo.ts";
import { faqPageJsonLd, serviceJsonLd } from "#app/utils/structured-data.ts";
import { setStructuredData } from "#app/utils/structured-data.server.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.service;
  const service = findService(slug);
  const detail = service ? getServiceDetail(service.slug) : undefined;
  if (service && detail) {
    const siteUrl = context.siteOrigin;
    // Built here, not in meta, so the page's copy stays on the server
    // (ADR 0012).
    setStructuredData(context, [
      serviceJsonLd(siteUrl, service),
      breadcrumbJsonLd(siteUrl, serviceTrail(service)),
      faqPageJsonLd(detail.faqs),
    ]);
    const [projects, reviews, reviewCount] = await Promise.all([
      listRelatedGalleryProjects(service.galleryCategory),
      listServiceReviews(service.title),
      countServiceReviews(service.title),
    ]);
    return {
      service: {
        slug: service.slug,
        title: service.title,
        shortDescription: service.shortDescription,
        galleryCategory: service.galleryCategory,
      },
      projects,
      reviews,
      reviewCount,
    };
  }
  const alias = findServiceByAlias(slug);
  if (alias) throw redirect(alias.href, 301);
  throw new Response("Not found", { status: 404 });
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { service } = args.data;
  return pageHead(args, {
    title: `${service.title} in Rockland & Bergen`,
    description: service.shortDescription,
  });
};

// Everything but the related projects' before/after sliders is a server
// island: the copy is not part of the page's JavaScript (ADR 0012).
const loadSections = () =>
  import("#app/components/services/service-static.tsx");
const ServiceIntro = serverIsland(() =>
  loadSections().then((m) => m.ServiceIntro),
);
const ServiceClosing = serverIsland(() =>
  loadSections().then((m) => m.ServiceClosing),
);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, projects, reviews, reviewCount } = loaderData;
  return (
    <>
      <ServiceIntro slug={service.slug} />
      <RelatedProjects
        serviceTitle={service.title}
        category={service.galleryCategory}
        projects={projects}
      />
      <ServiceClosing
        slug={service.slug}
        reviews={reviews}
        reviewCount={reviewCount}
      />
    </>
  );
}
