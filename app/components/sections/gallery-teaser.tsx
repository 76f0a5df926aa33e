import { Picture } from "#app/components/ui/picture.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export interface TeaserProject {
  id: number;
  title: string;
  location: string | null;
  beforeImageUrl: string | null;
  afterImageUrl: string | null;
}

const SIZES = "(min-width: 1024px) 280px, (min-width: 640px) 25vw, 50vw";

/** Before/after pairs of published projects, linking to the full portfolio. */
export function GalleryTeaser({ projects }: { projects: TeaserProject[] }) {
  return (
    <section
      aria-labelledby="gallery-teaser-heading"
      className="mx-auto max-w-6xl px-4 py-14"
    >
      <Heading level={2} look="page" id="gallery-teaser-heading">
        Before and after
      </Heading>
      <p className="mt-2 max-w-3xl text-lg text-muted">
        Real projects from homes across Rockland, Bergen and the tri-state area.
      </p>
      <ul className="mt-8 grid gap-8 md:grid-cols-2">
        {projects.map((project) => (
          <li key={project.id}>
            <h3 className="text-lg font-semibold text-brand-900">
              {project.title}
              {project.location ? (
                <span className="font-normal text-muted">
                  {" "}
                  · {project.location}
                </span>
              ) : null}
            </h3>
            <div className="mt-3 grid grid-cols-2 gap-2">
              {project.beforeImageUrl ? (
                <figure>
                  <Picture
                    src={project.beforeImageUrl}
                    alt={`${project.title}: before`}
                    sizes={SIZES}
                    className="h-auto w-full rounded"
                  />
                  <figcaption className="mt-1 text-sm text-muted">
                    Before
                  </figcaption>
                </figure>
              ) : null}
              {project.afterImageUrl ? (
                <figure>
                  <Picture
                    src={project.afterImageUrl}
                    alt={`${project.title}: after`}
                    sizes={SIZES}
                    className="h-auto w-full rounded"
                  />
                  <figcaption className="mt-1 text-sm text-muted">
                    After
                  </figcaption>
                </figure>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ButtonLink to="/gallery" tone="brand" className="mt-8">
        View full portfolio
      </ButtonLink>
    </section>
  );
}
