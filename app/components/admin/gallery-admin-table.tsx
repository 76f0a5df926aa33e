import { useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type UniqueIdentifier,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { galleryCategoryLabel } from "#app/components/gallery/categories.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import type { AdminGalleryProject } from "#app/models/gallery-admin.server.ts";
import { variantUrl } from "#app/utils/media.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { ChangeButton, ConfirmDelete } from "./list-actions.tsx";

interface RowProps {
  project: AdminGalleryProject;
  returnTo: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The drag handle, once the page can drag (after hydration). */
  handle?: React.ReactNode;
}

function ProjectRow({
  project,
  returnTo,
  canMoveUp,
  canMoveDown,
  handle,
}: RowProps) {
  const thumb = project.afterImageUrl ?? project.beforeImageUrl;
  return (
    <>
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
        <h2 className="flex items-start gap-2 text-lg font-semibold">
          {handle}
          <TextLink to={`/admin/gallery/${project.id}`}>
            {project.title}
          </TextLink>
        </h2>
        <p className="mt-1 text-sm text-muted">
          {galleryCategoryLabel(project.category)}
          {project.location ? ` · ${project.location}` : ""}
          {" · "}
          <strong
            className={project.isPublished ? "text-green-800" : "text-red-700"}
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
            item={project.title}
          >
            {project.isPublished ? "Hide" : "Publish"}
          </ChangeButton>
          <ChangeButton
            intent={project.featured ? "unfeature" : "feature"}
            id={project.id}
            returnTo={returnTo}
            item={project.title}
          >
            {project.featured ? "Stop featuring" : "Feature"}
          </ChangeButton>
          {canMoveUp ? (
            <ChangeButton
              intent="move-up"
              id={project.id}
              returnTo={returnTo}
              item={project.title}
            >
              Move up
            </ChangeButton>
          ) : null}
          {canMoveDown ? (
            <ChangeButton
              intent="move-down"
              id={project.id}
              returnTo={returnTo}
              item={project.title}
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
    </>
  );
}

const ROW_CLASS =
  "grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-[160px_minmax(0,1fr)]";

function SortableRow(props: Omit<RowProps, "handle">) {
  const {
    attributes,
    listeners,
    setNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.project.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${ROW_CLASS} ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <ProjectRow
        {...props}
        handle={
          <button
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Drag to reorder ${props.project.title}`}
            className="inline-flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-md border border-black/20 text-muted hover:bg-slate-50"
          >
            <GripVertical aria-hidden="true" className="size-5" />
          </button>
        }
      />
    </li>
  );
}

/**
 * The owner's gallery list: thumbnail, status and every change one button
 * away, in the order /gallery shows them. Moving works by keyboard (Move up
 * / Move down, or the drag handle: Space, arrows, Space) and by dragging,
 * and is off in a search, where neighbours on screen are not neighbours in
 * the gallery. Featured projects lead, so a move stays on its side.
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
  const hydrated = useHydrated();
  // Form and its hooks are in every page already; useFetcher would add its
  // code to the home page's budget.
  const submit = useSubmit();
  const navigation = useNavigation();
  const [dragged, setDragged] = useState<number[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );
  if (projects.length === 0) {
    return (
      <p className="mt-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
        No projects here.{" "}
        <TextLink to="/admin/gallery/new">Add a project</TextLink>.
      </p>
    );
  }
  const byId = new Map(projects.map((project) => [project.id, project]));
  // The dragged order shows until the list reloads with the saved one.
  const ids =
    dragged && dragged.length === projects.length && navigation.state !== "idle"
      ? dragged
      : projects.map((project) => project.id);
  const rowProps = (project: AdminGalleryProject, index: number) => {
    const position = offset + index;
    return {
      project,
      returnTo,
      canMoveUp: canReorder && position > 0 && position !== featuredCount,
      canMoveDown:
        canReorder && position < total - 1 && position !== featuredCount - 1,
    };
  };

  const titleOf = (id: UniqueIdentifier) =>
    byId.get(Number(id))?.title ?? "the project";

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (byId.get(ids[from]!)?.featured !== byId.get(ids[to]!)?.featured) return;
    const next = arrayMove(ids, from, to);
    setDragged(next);
    void submit(
      { intent: "reorder", ids: next.join(","), returnTo },
      { method: "post", preventScrollReset: true },
    );
  }

  const list = (
    <ol className="mt-6 grid gap-4" aria-label="Projects in gallery order">
      {ids.map((id, index) => {
        const project = byId.get(id)!;
        return hydrated && canReorder ? (
          <SortableRow key={id} {...rowProps(project, index)} />
        ) : (
          <li key={id} className={ROW_CLASS}>
            <ProjectRow {...rowProps(project, index)} />
          </li>
        );
      })}
    </ol>
  );
  if (!hydrated || !canReorder) return list;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            "To move this project, press Space, then the up and down arrow keys, then Space again to drop it, or Escape to cancel.",
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${titleOf(active.id)}. Move it with the arrow keys.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} is over ${titleOf(over.id)}.`
              : `${titleOf(active.id)} is not over a project.`,
          onDragEnd: ({ active, over }) =>
            over && over.id !== active.id
              ? `Dropped ${titleOf(active.id)} in the place of ${titleOf(over.id)}.`
              : `Dropped ${titleOf(active.id)} where it was.`,
          onDragCancel: ({ active }) =>
            `Stopped moving ${titleOf(active.id)}; it stays where it was.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
}
