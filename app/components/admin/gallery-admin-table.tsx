import { Form } from "react-router";
import { galleryCategoryLabel } from "#app/components/gallery/categories.ts";
import { Button } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import type { AdminGalleryProject } from "#app/models/gallery-admin.server.ts";
import { variantUrl } from "#app/utils/media.ts";

function Change({
  intent,
  id,
  returnTo,
  children,
  label,
  tone = "outline",
}: {
  intent: string;
  id: number;
  returnTo: string;
  children: React.ReactNode;
  /** The button's full name for a screen reader: "Hide Galley Kitchen". */
  label: string;
  tone?: "outline" | "brand";
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" tone={tone} size="small" aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

function DeleteProject({
  project,
  returnTo,
}: {
  project: AdminGalleryProject;
  returnTo: string;
}) {
  // A disclosure asks first, with JavaScript or without.
  return (
    <details className="group">
      <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-md border border-red-700 px-3 text-sm font-semibold text-red-700 hover:bg-red-50">
        Delete<span className="sr-only"> {project.title}</span>…
      </summary>
      <div className="mt-2 rounded-md border border-red-700 bg-white p-3 text-sm">
        <p>
          Delete “{project.title}” for good? Its photos stay in storage; the
          project leaves the gallery at once.
        </p>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={project.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            className="min-h-9 rounded-md bg-red-700 px-3 font-semibold text-white hover:bg-red-800"
          >
            Yes, delete “{project.title}”
          </button>
        </Form>
      </div>
    </details>
  );
}

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
                <Change
                  intent={project.isPublished ? "unpublish" : "publish"}
                  id={project.id}
                  returnTo={returnTo}
                  label={`${project.isPublished ? "Hide" : "Publish"} ${project.title}`}
                >
                  {project.isPublished ? "Hide" : "Publish"}
                </Change>
                <Change
                  intent={project.featured ? "unfeature" : "feature"}
                  id={project.id}
                  returnTo={returnTo}
                  label={`${project.featured ? "Stop featuring" : "Feature"} ${project.title}`}
                >
                  {project.featured ? "Stop featuring" : "Feature"}
                </Change>
                {canMoveUp ? (
                  <Change
                    intent="move-up"
                    id={project.id}
                    returnTo={returnTo}
                    label={`Move ${project.title} up`}
                  >
                    Move up
                  </Change>
                ) : null}
                {canMoveDown ? (
                  <Change
                    intent="move-down"
                    id={project.id}
                    returnTo={returnTo}
                    label={`Move ${project.title} down`}
                  >
                    Move down
                  </Change>
                ) : null}
                <DeleteProject project={project} returnTo={returnTo} />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
