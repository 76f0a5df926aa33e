import { galleryHref } from "#app/components/gallery/categories.ts";
import { ArrowLink } from "#app/components/services/service-sections.tsx";
import { Picture } from "#app/components/ui/picture.tsx";

export interface LocalProject {
  id: number;
  title: string;
  category: string;
  location: string | null;
  projectDate: string | null;
  afterImageUrl: string | null;
  /** Straight-line miles from the page's town; null when unknown. */
  miles: number | null;
}

/** The gallery projects nearest the town, with how far away each one is. */
export function LocalProjects({
  town,
  serviceName,
  projects,
}: {
  town: string;
  serviceName: string;
  projects: LocalProject[];
}) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="local-projects-heading" className="bg-white">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2
          id="local-projects-heading"
          className="text-2xl font-bold text-brand-900"
        >
          {serviceName} projects near {town}
        </h2>
        <ul className="mt-6 grid gap-8 sm:grid-cols-2">
          {projects.map((project) => (
            <li key={project.id}>
              {project.afterImageUrl ? (
                <Picture
                  src={project.afterImageUrl}
                  alt={`${project.title}, after the remodel`}
                  sizes="(min-width: 1024px) 476px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 2rem)"
                  className="aspect-[4/3] rounded-lg object-cover"
                />
              ) : null}
              <h3 className="mt-3 text-lg font-semibold">{project.title}</h3>
              <p className="text-muted">
                {[
                  project.location,
                  project.miles === null
                    ? null
                    : project.miles === 0
                      ? `in ${town}`
                      : `${project.miles} mi from ${town}`,
                  project.projectDate,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <ArrowLink to={galleryHref(projects[0]!.category)}>
            Before and after photos in our gallery
          </ArrowLink>
        </p>
      </div>
    </section>
  );
}
