import { useState } from "react";
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { AdminForm, useAdminForm } from "./admin-form.tsx";
import { galleryCategories } from "#app/components/gallery/categories.ts";
import { ProjectCard } from "#app/components/gallery/project-card.tsx";
import { RESULT_CARD_SIZES } from "#app/components/ui/card-results.tsx";
import {
  GALLERY_PROJECT_FIELDS,
  GalleryProjectSchema,
  MAX_DESCRIPTION,
  MAX_LOCATION,
  MAX_PROJECT_DATE,
  MAX_TITLE,
} from "#app/gallery/project-schema.ts";
import { PhotoField } from "./photo-field.tsx";
import type { FieldLabels } from "#app/utils/form-validation.ts";

export const galleryFieldLabels: FieldLabels<typeof GALLERY_PROJECT_FIELDS> = {
  title: "Title",
  category: "Category",
  location: "Town",
  projectDate: "Completed",
  description: "The story",
  beforeImageUrl: "Before photo",
  afterImageUrl: "After photo",
  additionalImages: "More photos",
  isPublished:
    "Published: shown on the gallery, the home page and service pages",
  featured: "Featured: shown first on the gallery and the home page",
};

export interface GalleryFormProject {
  id?: number;
  title: string;
  category: string;
  location: string | null;
  projectDate: string | null;
  description: string | null;
  beforeImageUrl: string | null;
  afterImageUrl: string | null;
  additionalImages: string[] | null;
  featured: number;
  isPublished: number;
}

function valuesOf(project: GalleryFormProject): Record<string, string> {
  return {
    title: project.title,
    category: project.category,
    location: project.location ?? "",
    projectDate: project.projectDate ?? "",
    description: project.description ?? "",
    beforeImageUrl: project.beforeImageUrl ?? "",
    afterImageUrl: project.afterImageUrl ?? "",
    additionalImages: (project.additionalImages ?? []).join(" "),
    featured: project.featured ? "yes" : "",
    isPublished: project.isPublished ? "yes" : "",
  };
}

const split = (value: string | undefined) =>
  (value ?? "").split(/\s+/).filter(Boolean);

/**
 * Creates or edits one gallery project: every field of the product's
 * gallery_projects, photos uploaded as they are chosen, and a preview of
 * the card exactly as /gallery will show it.
 */
export function GalleryProjectForm({
  project,
  submitLabel,
}: {
  project: GalleryFormProject;
  submitLabel: string;
}) {
  const form = useAdminForm({
    schema: GalleryProjectSchema,
    names: GALLERY_PROJECT_FIELDS,
    idPrefix: "gallery",
    stored: valuesOf(project),
  });
  const { values } = form;
  const [title, setTitle] = useState(values.title ?? "");
  const [category, setCategory] = useState(values.category ?? "");
  const [before, setBefore] = useState(split(values.beforeImageUrl));
  const [after, setAfter] = useState(split(values.afterImageUrl));
  const [more, setMore] = useState(split(values.additionalImages));
  const named = title.trim() || "This project";

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,476px)]">
      <AdminForm
        {...form}
        labels={galleryFieldLabels}
        submitLabel={submitLabel}
        listHref="/admin/gallery"
        className=""
      >
        <TextField
          name="title"
          label={galleryFieldLabels.title}
          required
          maxLength={MAX_TITLE}
          onChange={setTitle}
        />
        <SelectField
          name="category"
          label={galleryFieldLabels.category}
          required
          onChange={setCategory}
          options={galleryCategories.map((category) => ({
            value: category.slug,
            label: category.label,
          }))}
        />
        <TextField
          name="location"
          label={galleryFieldLabels.location}
          hint="As visitors know it, such as New City, NY."
          maxLength={MAX_LOCATION}
        />
        <TextField
          name="projectDate"
          label={galleryFieldLabels.projectDate}
          hint="Month and year, such as June 2024."
          maxLength={MAX_PROJECT_DATE}
        />
        <TextareaField
          name="description"
          label={galleryFieldLabels.description}
          hint="What the room was, what you changed and how long it took."
          rows={6}
          maxLength={MAX_DESCRIPTION}
        />
        <PhotoField
          name="beforeImageUrl"
          label={galleryFieldLabels.beforeImageUrl}
          hint="JPEG, PNG or WebP up to 10 MB; it is cropped to 4:3. Visitors hear it as the title followed by “before”."
          initial={before}
          altFor={() => `${named}, before`}
          onChange={setBefore}
        />
        <PhotoField
          name="afterImageUrl"
          label={galleryFieldLabels.afterImageUrl}
          hint="Taken from the same spot as the before photo, so the slider lines up."
          initial={after}
          altFor={() => `${named}, after`}
          onChange={setAfter}
        />
        <PhotoField
          name="additionalImages"
          label={galleryFieldLabels.additionalImages}
          hint="Details shown under the story, up to 12."
          initial={more}
          multiple
          altFor={(index) => `${named}, photo ${index + 1}`}
          onChange={setMore}
        />
        <CheckboxField
          name="isPublished"
          label={galleryFieldLabels.isPublished}
        />
        <CheckboxField name="featured" label={galleryFieldLabels.featured} />
      </AdminForm>
      <section aria-labelledby="gallery-preview-heading">
        <h2
          id="gallery-preview-heading"
          className="text-lg font-semibold text-brand-900"
        >
          Preview, as on the gallery
        </h2>
        <div className="mt-4">
          <ProjectCard
            project={{
              id: project.id ?? 0,
              title: named,
              category: category || "kitchens",
              location: values.location || null,
              projectDate: values.projectDate || null,
              description: values.description || null,
              beforeImageUrl: before[0] ?? null,
              afterImageUrl: after[0] ?? null,
              additionalImages: more,
            }}
            sizes={RESULT_CARD_SIZES}
          />
        </div>
      </section>
    </div>
  );
}
