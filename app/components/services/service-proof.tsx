import { TextLink } from "#app/components/ui/text-link.tsx";
import { galleryHref } from "#app/components/gallery/categories.ts";
import { ProjectCard } from "#app/components/gallery/project-card.tsx";
import type { RelatedGalleryProject } from "#app/models/gallery.server.ts";
import { StarRating } from "#app/components/reviews/review-cards.tsx";
import { ArrowLink } from "./service-sections.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

const PROJECT_SIZES =
  "(min-width: 1024px) 476px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 2rem)";

/** Published gallery projects of the service's category. */
export function RelatedProjects({
  serviceTitle,
  category,
  projects,
}: {
  serviceTitle: string;
  category: string;
  projects: RelatedGalleryProject[];
}) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="projects-heading" className="bg-white">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <Heading level={2} look="section" id="projects-heading">
          Recent {serviceTitle.toLowerCase()} projects
        </Heading>
        <p className="mt-2 max-w-3xl text-lg text-muted">
          Drag the handle on a photo, or focus it and use the arrow keys, to
          compare before and after.
        </p>
        <ul className="mt-8 grid gap-x-10 gap-y-12 md:grid-cols-2">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                sizes={PROJECT_SIZES}
                headingLevel={3}
                showCategory={false}
                clampDescription
              />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <ArrowLink to={galleryHref(category)}>
            See more {serviceTitle.toLowerCase()} projects in our gallery
          </ArrowLink>
        </p>
      </div>
    </section>
  );
}

export interface ServiceReview {
  id: number;
  customerName: string;
  rating: number;
  reviewText: string;
  location: string | null;
  projectDate: string | null;
  disclosure?: string;
}

/** Published reviews left by clients of this service. */
export function ServiceReviews({
  serviceTitle,
  serviceSlug,
  reviews,
  total,
  heading = `What our ${serviceTitle.toLowerCase()} clients say`,
}: {
  serviceTitle: string;
  serviceSlug: string;
  reviews: ServiceReview[];
  /** The service's published reviews, when the page knows their number. */
  total?: number;
  heading?: string;
}) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <Heading level={2} look="section" id="reviews-heading">
          {heading}
        </Heading>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="flex flex-col rounded-lg border border-black/10 bg-white p-6 shadow-sm"
            >
              <figure className="flex grow flex-col">
                <StarRating rating={review.rating} />
                <blockquote className="mt-4 grow text-ink">
                  <p>“{review.reviewText}”</p>
                </blockquote>
                <figcaption className="mt-4">
                  <span className="block font-semibold">
                    {review.customerName}
                  </span>
                  <span className="block text-sm text-muted">
                    {[review.location, review.projectDate]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                  {review.disclosure ? (
                    <span className="mt-2 block text-sm font-medium text-ink">
                      Disclosure: {review.disclosure}
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {/* Never a suggestion that the reviews shown are all of them. */}
        {total !== undefined && total > reviews.length ? (
          <p className="mt-6 text-muted">
            Showing {reviews.length} of {total}{" "}
            {serviceTitle.toLowerCase()} reviews
          </p>
        ) : null}
        <p className="mt-2">
          <TextLink
            to={`/reviews?service=${serviceSlug}`}
            className="inline-block py-2"
          >
            Read all our {serviceTitle.toLowerCase()} reviews
          </TextLink>
        </p>
      </div>
    </section>
  );
}
