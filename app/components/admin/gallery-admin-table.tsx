import { ChangeButton, ConfirmDelete } from "./list-actions.tsx";
import { galleryCategoryLabel } from "#app/components/gallery/categories.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import type { AdminGalleryProject } from "#app/models/gallery-admin.server.ts";
import { variantUrl } from "#app/utils/media.ts";

/**
 * The owner's gallery list: thumbnail, status and every change one button
 * away, in the order /gallery shows them. Moving works by keyboard (Move up
 * / Move down) and is off in a search, where neighbours on screen are not
 * neighbours in the gallery.
 */
export function GalleryAdminTable({
  projects,
  returnTo,
  canReorder,
  offset,
  total,
  featuredCount,
}: {
  projects: AdminGalleryProject[];
  returnTo: string;
  canReorder: boolean;
  /** How many projects come before this page, in all, and featured. */
  offset: number;
  total: number;
  featuredCount: number;
}) {
  if (projects.length === 0) {
    return (
      <p className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
        No projects here.{" "}
        <TextLink to="/admin/gallery/new">Add a project</TextLink>.
      </p>
    );
  }
  return (
    <ol className="mt-6 grid gap-4" aria-label="Projects in gallery order">
      {projects.map((project, index) => {
        // Featured projects lead the gallery; a move stays on its side.
        const position = offset + index;
        const canMoveUp =
          canReorder && position > 0 && position !== featuredCount;
        const canMoveDown =
          canReorder && position < total - 1 && position !== featuredCount - 1;
        const thumb = project.afterImageUrl ?? project.beforeImageUrl;
        return (
          <li
            key={project.id}
            className="grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-[160px_minmax(0,1fr)]"
          >
            {thumb ? (
              <img
                src={variantUrl(thumb, 400, "webp") ?? thumb}
                alt=""
                width={160}
                height={120}
                loading="lazy"
                className="aspect-[4/3] w-40 rounded-md bg-slate-200 object-cover"
              />
            ) : (
              <div className="flex aspect-[4/3] w-40 items-center justify-center rounded-md bg-slate-100 text-sm text-muted">
                No photo yet
              </div>
            )}
            <div>
              <h2 className="text-lg font-semibold">
                <TextLink to={`/admin/gallery/${project.id}`}>
                  {project.title}
                </TextLink>
              </h2>
              <p className="mt-1 text-sm text-muted">
                {galleryCategoryLabel(project.category)}
                {project.location ? ` · ${project.location}` : ""}
                {" · "}
                <strong
                  className={
                    project.isPublished ? "text-green-800" : "text-red-700"
                  }
                >
                  {project.isPublished ? "Published" : "Hidden"}
                </strong>
                {project.featured ? " · Featured" : ""}
              </p>
              <div className="mt-3 flex flex-wrap items-start gap-2">
                <ChangeButton
                  intent={project.isPublished ? "unpublish" : "publish"}
                  id={project.id}
                  returnTo={returnTo}
                  label={`${project.isPublished ? "Hide" : "Publish"} ${project.title}`}
                >
                  {project.isPublished ? "Hide" : "Publish"}
                </ChangeButton>
                <ChangeButton
                  intent={project.featured ? "unfeature" : "feature"}
                  id={project.id}
                  returnTo={returnTo}
                  label={`${project.featured ? "Stop featuring" : "Feature"} ${project.title}`}
                >
                  {project.featured ? "Stop featuring" : "Feature"}
                </ChangeButton>
                {canMoveUp ? (
                  <ChangeButton
                    intent="move-up"
                    id={project.id}
                    returnTo={returnTo}
                    label={`Move ${project.title} up`}
                  >
                    Move up
                  </ChangeButton>
                ) : null}
                {canMoveDown ? (
                  <ChangeButton
                    intent="move-down"
                    id={project.id}
                    returnTo={returnTo}
                    label={`Move ${project.title} down`}
                  >
                    Move down
                  </ChangeButton>
                ) : null}
                <ConfirmDelete
                  id={project.id}
                  name={project.title}
                  returnTo={returnTo}
                  consequence="Its photos stay in storage; the project leaves the gallery at once."
                />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
