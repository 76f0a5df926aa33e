import { optionalLongText, textField } from "#app/utils/email-field.ts";
import { z } from "#app/utils/zod.ts";

// One rule for the owner's location page editor, in the browser and in
// the action (issue 15).
export const MAX_LOCATION_TITLE = 120;
export const MAX_LOCATION_META = 200;
export const MAX_LOCATION_CONTENT = 20_000;
export const CHANGE_FREQUENCIES = [
  "always",
  "hourly",
  "daily",
  "weekly",
  "monthly",
  "yearly",
  "never",
] as const;

const checkbox = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === "yes"),
);

export const LocationPageSchema = z.object({
  title: textField({
    required: "Please enter a title",
    max: MAX_LOCATION_TITLE,
  }),
  h1: textField({
    required: "Please enter the page's heading",
    max: MAX_LOCATION_TITLE,
  }),
  metaDescription: textField({
    required: "Please write the description search engines show",
    max: MAX_LOCATION_META,
  }),
  content: z
    .string({ error: "Please write the page's text" })
    .check(
      z.trim(),
      z.minLength(1, "Please write the page's text"),
      z.maxLength(
        MAX_LOCATION_CONTENT,
        `Please keep the text under ${MAX_LOCATION_CONTENT.toLocaleString("en-US")} characters`,
      ),
    ),
  keywords: z.pipe(
    optionalLongText(300, "Please use at most 300 characters"),
    z.transform((value) => value ?? null),
  ),
  priority: z.pipe(
    z
      .string({ error: "Please give a priority from 0 to 100" })
      .check(
        z.regex(/^(100|[1-9]?\d)$/, "Please give a priority from 0 to 100"),
      ),
    z.transform(Number),
  ),
  changeFreq: z.enum(CHANGE_FREQUENCIES, {
    error: "Please choose how often the page changes",
  }),
  isPublished: checkbox,
  isHandEdited: checkbox,
});

export type LocationPageInput = z.output<typeof LocationPageSchema>;

export const LOCATION_PAGE_FIELDS = [
  "title",
  "h1",
  "metaDescription",
  "content",
  "keywords",
  "priority",
  "changeFreq",
  "isPublished",
  "isHandEdited",
] as const;

export const LocationPageActionSchema = z.object({
  intent: z.literal("regenerate"),
});

export const ServiceActionSchema = z.object({
  intent: z.enum(["activate", "deactivate"]),
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number)),
});
