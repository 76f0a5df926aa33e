import { CalendarDays, MapPin } from "lucide-react";
import { useId } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import type {
  GalleryProject,
  RelatedGalleryProject,
} from "#app/models/gallery.server.ts";
import { BeforeAfterSlider } from "./before-after-slider.tsx";
import { galleryCategoryLabel } from "./categories.ts";

/** A service page's cards carry no extra photos; the gallery's do. */
export type CardProject = RelatedGalleryProject &
  Partial<Pick<GalleryProject, "additionalImages">>;

const THUMB_SIZES = "(min-width: 1024px) 170px, (min-width: 640px) 30vw, 45vw";

function ProjectPhotos({
  project,
  sizes,
  priority,
}: {
  project: CardProject;
  sizes: string;
  priority: boolean;
}) {
  const { title, beforeImageUrl, afterImageUrl } = project;
  if (beforeImageUrl && afterImageUrl) {
    return (
      <BeforeAfterSlider
        title={title}
        beforeUrl={beforeImageUrl}
        afterUrl={afterImageUrl}
        sizes={sizes}
        priority={priority}
      />
    );
  }
  const single = afterImageUrl ?? beforeImageUrl;
  if (!single) return null;
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-200">
      <Picture
        src={single}
        alt={`${title}, ${afterImageUrl ? "after" : "before"}`}
        sizes={sizes}
        priority={priority}
        className="absolute inset-0 block size-full object-cover"
      />
    </div>
  );
}

/** One gallery project: the before/after slider, its facts and story. */
export function ProjectCard({
  project,
  sizes,
  priority = false,
  headingLevel = 2,
  showCategory = true,
  clampDescription = false,
}: {
  project: CardProject;
  sizes: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
  showCategory?: boolean;
  /** Shorten the story to four lines where the gallery holds the rest. */
  clampDescription?: boolean;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const extra = project.additionalImages ?? [];
  return (
    <article
      aria-labelledby={headingId}
      data-category={project.category}
      className="flex flex-col"
    >
      <ProjectPhotos project={project} sizes={sizes} priority={priority} />
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        {showCategory ? (
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 ring-1 ring-brand-100">
            {galleryCategoryLabel(project.category)}
          </span>
        ) : null}
        {project.location ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 text-brand-700" />
            {project.location}
          </span>
        ) : null}
        {project.projectDate ? (
          <span className="inline-flex items-center gap-1">
            <CalendarDays
              aria-hidden="true"
              className="size-4 text-brand-700"
            />
            <span className="sr-only">Completed </span>
            {project.projectDate}
          </span>
        ) : null}
      </div>
      <Heading
        id={headingId}
        className={`mt-2 font-bold text-brand-900 ${headingLevel === 2 ? "text-2xl" : "text-xl"}`}
      >
        {project.title}
      </Heading>
      {project.description ? (
        <p
          className={`mt-2 leading-relaxed text-ink ${clampDescription ? "line-clamp-4" : ""}`}
        >
          {project.description}
        </p>
      ) : null}
      {extra.length > 0 ? (
        <ul
          aria-label={`More photos of ${project.title}`}
          className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {extra.map((url, index) => (
            <li key={url}>
              <Picture
                src={url}
                alt={`${project.title}, photo ${index + 1} of ${extra.length}`}
                sizes={THUMB_SIZES}
                priority={priority}
                className="block aspect-[4/3] h-auto w-full rounded object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
