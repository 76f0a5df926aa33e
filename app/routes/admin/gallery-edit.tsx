import { data } from "react-router";
import type { Route } from "./+types/gallery-edit";
import { itemIdFrom, readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  type GalleryFormProject,
  GalleryProjectForm,
} from "#app/components/admin/gallery-project-form.tsx";
import {
  createGalleryProject,
  getGalleryProject,
  updateGalleryProject,
} from "#app/models/gallery-admin.server.ts";
import {
  GALLERY_PROJECT_FIELDS,
  GalleryProjectSchema,
} from "#app/gallery/project-schema.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { Heading } from "#app/components/ui/heading.tsx";

const NEW_PROJECT: GalleryFormProject = {
  title: "",
  category: "",
  location: null,
  projectDate: null,
  description: null,
  beforeImageUrl: null,
  afterImageUrl: null,
  additionalImages: [],
  featured: 0,
  isPublished: 1,
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = itemIdFrom(params);
  if (id === null) return { project: NEW_PROJECT };
  const project = await getGalleryProject(id);
  if (!project) throw data("No such project", { status: 404 });
  return { project };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = itemIdFrom(params);
  const form = await readAdminForm(
    request,
    GalleryProjectSchema,
    GALLERY_PROJECT_FIELDS,
  );
  if (!form.ok) return form.response;
  const { input } = form;
  if (id === null) {
    await createGalleryProject(input);
    return redirectWithToast("/admin/gallery", `Added “${input.title}”.`);
  }
  if (!(await updateGalleryProject(id, input))) {
    throw data("No such project", { status: 404 });
  }
  return redirectWithToast("/admin/gallery", `Saved “${input.title}”.`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.project.id
    ? `Edit ${loaderData.project.title}`
    : "Add a project";
  return adminHead(title);
}

export default function GalleryEdit({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  const editing = project.id !== undefined;
  return (
    <>
      <Heading level={1} look="page">
        {editing ? `Edit “${project.title}”` : "Add a project"}
      </Heading>
      <p className="mt-2 mb-6 text-muted">
        Fields marked optional can be left empty. Photos upload as soon as you
        choose them.
      </p>
      <GalleryProjectForm
        key={project.id ?? "new"}
        project={project}
        submitLabel={editing ? "Save changes" : "Add project"}
      />
    </>
  );
}
