import { serviceSummaries } from "#app/content/services.ts";
import { optionalLongText, textField } from "#app/utils/email-field.ts";
import {
  type Embed,
  MAX_EMBED_INPUT_LENGTH,
  parseEmbed,
  providerLabels,
} from "#app/utils/embeds.ts";
import { storedPhotoField } from "#app/utils/stored-photo-field.ts";
import { z } from "#app/utils/zod.ts";

// One rule for the owner's design inspiration form, in the browser (which
// shows the provider and id as the owner pastes) and in the action. Only the
// provider and the media id are kept (S13): never third-party HTML.
export const MAX_IDEA_TITLE = 120;
export const MAX_IDEA_TEXT = 2_000;
export const IDEA_KINDS = ["embed", "article"] as const;

export const UNSUPPORTED_EMBED_MESSAGE = `Please paste a share link or embed code from ${Object.values(
  providerLabels,
).join(", ")}`;

export const InspirationItemSchema = z
  .object({
    title: textField({ required: "Please enter a title", max: MAX_IDEA_TITLE }),
    category: z.enum(
      serviceSummaries.map((service) => service.galleryCategory) as [
        string,
        ...string[],
      ],
      { error: "Please choose a category" },
    ),
    kind: z.enum(IDEA_KINDS, {
      error: "Please choose what kind of idea this is",
    }),
    source: z.pipe(
      z.optional(
        z
          .string()
          .check(
            z.maxLength(MAX_EMBED_INPUT_LENGTH, UNSUPPORTED_EMBED_MESSAGE),
          ),
      ),
      z.transform((value) => value?.trim() ?? ""),
    ),
    description: z.pipe(
      optionalLongText(
        MAX_IDEA_TEXT,
        `Please use at most ${MAX_IDEA_TEXT} characters`,
      ),
      z.transform((value) => value ?? null),
    ),
    thumbnailUrl: storedPhotoField,
    isPublished: z.pipe(
      z.optional(z.string()),
      z.transform((value) => (value ? 1 : 0)),
    ),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.kind === "embed" && !parseEmbed(value.source)) {
        context.issues.push({
          code: "custom",
          path: ["source"],
          input: value.source,
          message: value.source
            ? UNSUPPORTED_EMBED_MESSAGE
            : "Please paste the link or embed code",
        });
      }
      if (value.kind === "article" && !value.description) {
        context.issues.push({
          code: "custom",
          path: ["description"],
          input: value.description,
          message: "Please write the tip",
        });
      }
    }),
  );

export type InspirationItemInput = z.output<typeof InspirationItemSchema>;

export const INSPIRATION_ITEM_FIELDS = [
  "title",
  "category",
  "kind",
  "source",
  "description",
  "thumbnailUrl",
  "isPublished",
] as const;

/** The embed a valid "embed" idea names (null for a designer tip). */
export function embedOf(input: InspirationItemInput): Embed | null {
  return input.kind === "embed" ? parseEmbed(input.source) : null;
}

export const InspirationListActionSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  id: z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)),
});
