import { serviceSummaries } from "#app/content/services.ts";
import { optionalLongText, textField } from "#app/utils/email-field.ts";
import { isStoredImageUrl } from "#app/utils/media.ts";
import { storedPhotoField } from "#app/utils/stored-photo-field.ts";
import { z } from "#app/utils/zod.ts";

// One rule for the owner's gallery project form, in the browser and in the
// action (issue 14). Photo fields carry the URL the upload endpoint
// returned; only stored images (/media/<uuid>-1200.webp) are accepted.
export const MAX_TITLE = 120;
export const MAX_LOCATION = 100;
export const MAX_DESCRIPTION = 2_000;
export const MAX_PROJECT_DATE = 40;
export const MAX_ADDITIONAL_IMAGES = 12;

export const GALLERY_CATEGORIES = serviceSummaries.map(
  (service) => service.galleryCategory,
);

export const GalleryProjectSchema = z.object({
  title: textField({
    required: "Please enter a title",
    max: MAX_TITLE,
  }),
  category: z.enum(GALLERY_CATEGORIES as [string, ...string[]], {
    error: "Please choose a category",
  }),
  location: z.pipe(
    optionalLongText(
      MAX_LOCATION,
      `Please use at most ${MAX_LOCATION} characters`,
    ),
    z.transform((value) => value ?? null),
  ),
  projectDate: z.pipe(
    optionalLongText(
      MAX_PROJECT_DATE,
      `Please use at most ${MAX_PROJECT_DATE} characters, such as "June 2024"`,
    ),
    z.transform((value) => value ?? null),
  ),
  description: z.pipe(
    optionalLongText(
      MAX_DESCRIPTION,
      `Please use at most ${MAX_DESCRIPTION} characters`,
    ),
    z.transform((value) => value ?? null),
  ),
  beforeImageUrl: storedPhotoField,
  afterImageUrl: storedPhotoField,
  additionalImages: z.pipe(
    z.optional(z.string()),
    z.transform((value, context) => {
      const urls = (value ?? "").split(/\s+/).filter((url) => url !== "");
      if (urls.length > MAX_ADDITIONAL_IMAGES) {
        context.issues.push({
          code: "custom",
          input: value,
          message: `Please keep at most ${MAX_ADDITIONAL_IMAGES} more photos`,
        });
      }
      if (urls.some((url) => !isStoredImageUrl(url))) {
        context.issues.push({
          code: "custom",
          input: value,
          message: "Please upload the photos again",
        });
      }
      return urls;
    }),
  ),
  featured: z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value ? 1 : 0)),
  ),
  isPublished: z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value ? 1 : 0)),
  ),
});

export type GalleryProjectInput = z.output<typeof GalleryProjectSchema>;

export const GALLERY_PROJECT_FIELDS = [
  "title",
  "category",
  "location",
  "projectDate",
  "description",
  "beforeImageUrl",
  "afterImageUrl",
  "additionalImages",
  "featured",
  "isPublished",
] as const;

const projectId = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/)),
  z.transform(Number),
);

/** The gallery list's buttons: one change to one project, or a new order. */
export const GalleryListActionSchema = z.union([
  z.object({
    intent: z.enum([
      "publish",
      "unpublish",
      "feature",
      "unfeature",
      "move-up",
      "move-down",
      "delete",
    ]),
    id: projectId,
  }),
  z.object({
    intent: z.literal("reorder"),
    ids: z.pipe(
      z.string().check(z.regex(/^\d{1,9}(,\d{1,9}){0,9999}$/)),
      z.transform((value) => value.split(",").map(Number)),
    ),
  }),
]);
