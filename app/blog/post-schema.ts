import { business } from "#app/business/current.ts";
import { allCounties } from "#app/business/facts.ts";
import { optionalLongText, textField } from "#app/utils/email-field.ts";
import { slugify } from "#app/utils/slug.ts";
import { storedPhotoField } from "#app/utils/stored-photo-field.ts";
import { z } from "#app/utils/zod.ts";

// One rule for the owner's blog and news editor, in the browser and in
// the action (issue 15).
export const MAX_POST_TITLE = 150;
export const MAX_META_DESCRIPTION = 200;
export const MAX_EXCERPT = 400;
export const MAX_KEYWORDS = 300;
export const MAX_ALT = 200;
// About 15,000 words: far past any post, small enough that a pasted
// document or a runaway paste is refused with a message, not stored.
export const MAX_POST_CONTENT = 100_000;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const PLACE_MESSAGE = "Please choose the county the post is about";

/** Where a post stands: a draft, waiting for its date, or on the site. */
export const POST_STATES = ["draft", "scheduled", "published"] as const;
export type PostState = (typeof POST_STATES)[number];

export const PUBLISH_CHOICES = ["draft", "now", "scheduled"] as const;

export const BlogPostSchema = z
  .object({
    kind: z.enum(["blog", "news"], { error: "Please choose blog or news" }),
    title: textField({ required: "Please enter a title", max: MAX_POST_TITLE }),
    slug: z.pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((value) => value ?? ""),
    ),
    // One of the service area's counties as the owner keeps them in
    // /admin/business, read when the form is checked.
    place: z
      .string({ error: PLACE_MESSAGE })
      .check(
        z.refine(
          (value) => allCounties(business()).includes(value),
          PLACE_MESSAGE,
        ),
      ),
    excerpt: textField({
      required: "Please write a short summary for the post's card",
      max: MAX_EXCERPT,
    }),
    metaDescription: textField({
      required: "Please write the description search engines show",
      max: MAX_META_DESCRIPTION,
    }),
    content: z
      .string({ error: "Please write the post" })
      .check(
        z.trim(),
        z.minLength(1, "Please write the post"),
        z.maxLength(
          MAX_POST_CONTENT,
          `The post is too long: please keep it under ${MAX_POST_CONTENT.toLocaleString("en-US")} characters (about 15,000 words)`,
        ),
      ),
    keywords: z.pipe(
      optionalLongText(
        MAX_KEYWORDS,
        `Please use at most ${MAX_KEYWORDS} characters`,
      ),
      z.transform((value) => value ?? null),
    ),
    featuredImageUrl: storedPhotoField,
    featuredImageAlt: z.pipe(
      optionalLongText(MAX_ALT, `Please use at most ${MAX_ALT} characters`),
      z.transform((value) => value ?? null),
    ),
    publish: z.enum(PUBLISH_CHOICES, {
      error: "Please choose when the post appears",
    }),
    /** New York time, as a datetime-local field sends it. */
    publishAt: z.pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((value) => value ?? ""),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      const slug = value.slug || slugify(value.title);
      if (!SLUG_PATTERN.test(slug)) {
        ctx.issues.push({
          code: "custom",
          input: value.slug,
          path: ["slug"],
          message:
            "Please use lowercase letters, digits and single dashes, such as kitchen-trends-2026",
        });
      }
      if (value.featuredImageUrl && !value.featuredImageAlt) {
        ctx.issues.push({
          code: "custom",
          input: value.featuredImageAlt,
          path: ["featuredImageAlt"],
          message: "Please describe the picture for people who cannot see it",
        });
      }
      if (
        value.publish === "scheduled" &&
        !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value.publishAt)
      ) {
        ctx.issues.push({
          code: "custom",
          input: value.publishAt,
          path: ["publishAt"],
          message: "Please choose the date and time the post appears",
        });
      }
    }),
  );

export const BLOG_POST_FIELDS = [
  "kind",
  "title",
  "slug",
  "place",
  "excerpt",
  "metaDescription",
  "content",
  "keywords",
  "featuredImageUrl",
  "featuredImageAlt",
  "publish",
  "publishAt",
] as const;

export const BlogListActionSchema = z.object({
  intent: z.literal("delete"),
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number)),
});

/** Minutes at an unhurried 225 words a minute, never less than one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 225));
}
