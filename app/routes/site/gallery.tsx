import { Link } from "react-router";
import type { Route } from "./+types/gallery";
import { galleryHead } from "#app/content/gallery.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import {
  findGalleryCategory,
  galleryCategories,
  galleryHref,
} from "#app/components/gallery/categories.ts";
import { ProjectCard } from "#app/components/gallery/project-card.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { listPublishedGalleryProjects } from "#app/models/gallery.server.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import {
  CardResults,
  RESULT_CARD_SIZES,
} from "#app/components/ui/card-results.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

const { title, description } = galleryHead;
const trail = trailTo(pages.gallery);

export async function loader({ request }: Route.LoaderArgs) {
  // An unknown or missing category shows every project, never an error.
  const category = findGalleryCategory(
    new URL(request.url).searchParams.get("category"),
  );
  const projects = await listPublishedGalleryProjects(category?.slug);
  return { category: category?.slug ?? null, projects };
}

export const meta: Route.MetaFunction = (args) => {
  const category = findGalleryCategory(args.data?.category);
  return pageHead(args, {
    title: category ? `${category.label} | ${title}` : title,
    description,
    canonicalPath: "/gallery",
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

function FilterLink({
  category,
  label,
  active,
}: {
  category?: string;
  label: string;
  active: boolean;
}) {
  return (
    <Link
      to={galleryHref(category)}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ${
        active
          ? "bg-brand-800 text-white ring-brand-800"
          : "bg-white text-brand-800 ring-brand-700/40 hover:bg-brand-50"
      }`}
    >
      {label}
    </Link>
  );
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  const category = findGalleryCategory(loaderData.category);
  const noun = projects.length === 1 ? "project" : "projects";
  return (
    <>
      <PageIntro title={title} lead={description} trail={trail}>
        <p className="mt-4 max-w-3xl text-muted">
          Every project here was designed in our Congers showroom and built by
          our own crews. Drag the handle on a photo, or focus it and use the
          arrow keys, to compare the room before and after.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <nav aria-label="Filter projects by category">
          <ul className="flex flex-wrap gap-2">
            <li>
              <FilterLink label="All projects" active={!category} />
            </li>
            {galleryCategories.map((item) => (
              <li key={item.slug}>
                <FilterLink
                  category={item.slug}
                  label={item.label}
                  active={category?.slug === item.slug}
                />
              </li>
            ))}
          </ul>
        </nav>
        <CardResults
          items={projects}
          status={
            category
              ? `Showing ${projects.length} ${category.noun} ${noun}.`
              : `Showing all ${projects.length} ${noun}.`
          }
          renderCard={(project, priority) => (
            <ProjectCard
              project={project}
              sizes={RESULT_CARD_SIZES}
              priority={priority}
            />
          )}
          empty={
            <>
              We have not published any {category?.noun} projects yet.{" "}
              <TextLink to="/gallery">See all projects</TextLink> or{" "}
              <TextLink to="/contact">visit the showroom</TextLink> to see more
              of our work.
            </>
          }
        />
        {category ? (
          <p className="mt-12 text-lg">
            Planning a project like {projects.length === 1 ? "this" : "these"}?{" "}
            <TextLink to={category.serviceHref}>
              Read about our {category.serviceTitle.toLowerCase()} service
            </TextLink>
            .
          </p>
        ) : null}
      </div>
      <CtaSection
        id="gallery-cta-heading"
        heading="Picture your own before and after"
      >
        Bring photos of your room to our showroom, or ask for a free quote, and
        we will show you what it could become.
      </CtaSection>
    </>
  );
}
