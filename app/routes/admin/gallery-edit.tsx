import { data } from "react-router";
import type { Route } from "./+types/gallery-edit";
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
import { readBody } from "#app/utils/request-body.server.ts";
import {
  GALLERY_PROJECT_FIELDS,
  GalleryProjectSchema,
} from "#app/utils/gallery-project-schema.ts";
import { validateForm } from "#app/utils/form-validation.ts";
import { adminHead } from "#app/utils/admin-head.ts";

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

function projectId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  if (!/^\d{1,9}$/.test(params.id)) {
    throw data("No such project", { status: 404 });
  }
  return Number(params.id);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = projectId(params);
  if (id === null) return { project: NEW_PROJECT };
  const project = await getGalleryProject(id);
  if (!project) throw data("No such project", { status: 404 });
  return { project };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = projectId(params);
  const body = await readBody(request);
  if (!body.ok) {
    return data(
      { fieldErrors: {}, values: {}, formError: body.message },
      { status: body.status },
    );
  }
  const result = validateForm(
    GalleryProjectSchema,
    body.fields,
    GALLERY_PROJECT_FIELDS,
  );
  if (!result.ok) {
    return data(
      { fieldErrors: result.fieldErrors, values: result.values },
      { status: 400 },
    );
  }
  if (id === null) {
    await createGalleryProject(result.data);
    return redirectWithToast("/admin/gallery", `Added “${result.data.title}”.`);
  }
  if (!(await updateGalleryProject(id, result.data))) {
    throw data("No such project", { status: 404 });
  }
  return redirectWithToast("/admin/gallery", `Saved “${result.data.title}”.`);
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
      <h1 className="text-3xl font-bold text-brand-900">
        {editing ? `Edit “${project.title}”` : "Add a project"}
      </h1>
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
