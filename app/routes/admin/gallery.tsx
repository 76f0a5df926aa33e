import type { Route } from "./+types/gallery";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { gone, readAdminChange } from "#app/auth/admin-change.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  AdminPagination,
  listQuery,
} from "#app/components/admin/admin-pagination.tsx";
import {
  AdminListHeader,
  listParamsFrom,
} from "#app/components/admin/admin-list-parts.tsx";
import { AdminSearch } from "#app/components/admin/admin-search.tsx";
import { GalleryAdminTable } from "#app/components/admin/gallery-admin-table.tsx";
import {
  deleteGalleryProject,
  listGalleryProjectsForAdmin,
  moveGalleryProject,
  reorderGalleryProjects,
  setGalleryProjectFlag,
} from "#app/models/gallery-admin.server.ts";
import { GalleryListActionSchema } from "#app/gallery/project-schema.ts";
import { adminHead } from "#app/utils/admin-head.ts";

export const meta = () => adminHead("Gallery");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { search, page } = listParamsFrom(request);
  return { search, ...(await listGalleryProjectsForAdmin({ search, page })) };
}

const CHANGES = {
  publish: ["isPublished", 1, "Published"],
  unpublish: ["isPublished", 0, "Hid"],
  feature: ["featured", 1, "Featured"],
  unfeature: ["featured", 0, "Stopped featuring"],
} as const;

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminChange(
    request,
    GalleryListActionSchema,
    "/admin/gallery",
  );
  if (!read.ok) return read.response;
  const { change, back } = read;
  if (change.intent === "reorder") {
    await reorderGalleryProjects(change.ids);
    return redirectWithToast(back, "Saved the new order.");
  }
  if (change.intent === "move-up" || change.intent === "move-down") {
    const moved = await moveGalleryProject(
      change.id,
      change.intent === "move-up" ? "up" : "down",
    );
    return moved ? redirectWithToast(back, "Moved.") : gone();
  }
  if (change.intent === "delete") {
    const title = await deleteGalleryProject(change.id);
    return title === null
      ? gone()
      : redirectWithToast(back, `Deleted “${title}”.`);
  }
  const [flag, value, verb] = CHANGES[change.intent];
  const title = await setGalleryProjectFlag(change.id, flag, value);
  return title === null
    ? gone()
    : redirectWithToast(back, `${verb} “${title}”.`);
}

export default function AdminGallery({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { projects, search, page, pageCount, total, offset, featuredCount } =
    loaderData;
  return (
    <>
      <AdminListHeader
        title="Gallery"
        intro="Before and after projects, in the order the gallery shows them: featured projects first."
        addHref="/admin/gallery/new"
        addLabel="Add a project"
        error={actionData?.error}
      />
      <AdminSearch
        label="Search projects"
        placeholder="Title, town or category"
        value={search}
        total={total}
        noun={["project", "projects"]}
      />
      <GalleryAdminTable
        projects={projects}
        returnTo={listQuery(search, page)}
        canReorder={!search}
        offset={offset}
        total={total}
        featuredCount={featuredCount}
      />
      <AdminPagination
        path="/admin/gallery"
        page={page}
        pageCount={pageCount}
        search={search}
      />
    </>
  );
}
