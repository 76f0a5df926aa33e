import { business } from "#app/business/current.ts";
import { allCounties } from "#app/business/facts.ts";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { ArticleBody } from "#app/components/blog/article-body.tsx";
import {
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import {
  BLOG_POST_FIELDS,
  BlogPostSchema,
  MAX_ALT,
  MAX_EXCERPT,
  MAX_KEYWORDS,
  MAX_META_DESCRIPTION,
  MAX_POST_CONTENT,
  MAX_POST_TITLE,
} from "#app/blog/post-schema.ts";
import { slugify } from "#app/utils/slug.ts";
import { AdminForm, useAdminForm } from "./admin-form.tsx";
import { PhotoField } from "./photo-field.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import type { FieldLabels } from "#app/utils/form-validation.ts";

const labels: FieldLabels<typeof BLOG_POST_FIELDS> = {
  kind: "Kind",
  title: "Title",
  slug: "Address",
  place: "County",
  excerpt: "Summary",
  metaDescription: "Description for search engines",
  content: "Post",
  keywords: "Keywords",
  featuredImageUrl: "Featured picture",
  featuredImageAlt: "Description of the picture",
  publish: "When it appears",
  publishAt: "Date and time (New York)",
};

/**
 * The preview: the server's renderer and sanitiser, the public page's,
 * turn the Markdown into HTML, shown with the public page's styles.
 */
function Preview({ content }: { content: string }) {
  const fetcher = useFetcher<{ html?: string; message?: string }>();
  const { submit } = fetcher;
  useEffect(() => {
    const timer = setTimeout(() => {
      void submit(
        { content },
        { method: "post", action: "/admin/blog/preview" },
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [content, submit]);
  return (
    <section
      aria-labelledby="post-preview-heading"
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
    >
      <h2
        id="post-preview-heading"
        className="text-lg font-semibold text-brand-900"
      >
        Preview, as on the site
      </h2>
      <Alert className="mt-3">{fetcher.data?.message}</Alert>
      <ArticleBody html={fetcher.data?.html ?? ""} className="mt-4" />
    </section>
  );
}

export interface BlogFormValues {
  id?: number;
  values: Record<string, string>;
}

/**
 * Writes or edits a blog post or news item: Markdown with a live preview
 * from the public page's renderer, a featured picture through the photo
 * uploads, and publishing now, at a date and time, or not yet.
 */
export function BlogPostForm({
  post,
  submitLabel,
}: {
  post: BlogFormValues;
  submitLabel: string;
}) {
  const form = useAdminForm({
    schema: BlogPostSchema,
    names: BLOG_POST_FIELDS,
    idPrefix: "post",
    stored: post.values,
  });
  const { values } = form;
  const [title, setTitle] = useState(values.title ?? "");
  const [content, setContent] = useState(values.content ?? "");
  const [publish, setPublish] = useState(values.publish ?? "draft");
  const [picture, setPicture] = useState(values.featuredImageUrl ?? "");
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <AdminForm
        {...form}
        labels={labels}
        submitLabel={submitLabel}
        listHref="/admin/blog"
        className=""
      >
        <RadioGroupField
          name="kind"
          label={labels.kind}
          required
          options={[
            { value: "blog", label: "Blog post: its own page under /blogs" },
            { value: "news", label: "Company news: shown on /news" },
          ]}
        />
        <TextField
          name="title"
          label={labels.title}
          required
          maxLength={MAX_POST_TITLE}
          onChange={setTitle}
        />
        <TextField
          name="slug"
          label={labels.slug}
          hint={`The end of the post's web address. Leave empty for “${slugify(title) || "made-from-the-title"}”. Changing it on a published post keeps the old address working.`}
          maxLength={80}
          spellCheck={false}
          autoComplete="off"
        />
        <SelectField
          name="place"
          label={labels.place}
          required
          placeholder="Choose a county"
          options={allCounties(business()).map((place) => ({
            value: place,
            label: place,
          }))}
        />
        <TextareaField
          name="excerpt"
          label={labels.excerpt}
          hint="Two or three sentences for the post's card on the blog."
          required
          rows={3}
          maxLength={MAX_EXCERPT}
        />
        <TextareaField
          name="metaDescription"
          label={labels.metaDescription}
          hint="One or two sentences, about 155 characters, shown under the title in search results."
          required
          rows={2}
          maxLength={MAX_META_DESCRIPTION}
        />
        <TextareaField
          name="content"
          label={labels.content}
          hint="Markdown: ## for a heading, **bold**, - for a list, [words](https://…) for a link. The preview shows it as visitors will."
          required
          rows={18}
          maxLength={MAX_POST_CONTENT}
          onChange={setContent}
        />
        <TextField
          name="keywords"
          label={labels.keywords}
          hint="Optional, separated by commas."
          maxLength={MAX_KEYWORDS}
        />
        <PhotoField
          name="featuredImageUrl"
          label={labels.featuredImageUrl}
          hint="Shown at the top of the post and on its card; JPEG, PNG or WebP up to 10 MB."
          initial={picture ? [picture] : []}
          altFor={() => title.trim() || "The post's picture"}
          onChange={(urls) => setPicture(urls[0] ?? "")}
        />
        <TextField
          name="featuredImageAlt"
          label={labels.featuredImageAlt}
          hint="What the picture shows, for people who cannot see it. Needed with a picture."
          required={picture !== ""}
          maxLength={MAX_ALT}
        />
        <RadioGroupField
          name="publish"
          label={labels.publish}
          required
          onChange={setPublish}
          options={[
            { value: "draft", label: "Not yet: keep it as a draft" },
            { value: "now", label: "Now" },
            { value: "scheduled", label: "At a date and time" },
          ]}
        />
        {publish === "scheduled" ? (
          <TextField
            name="publishAt"
            label={labels.publishAt}
            hint="It appears on the site then, by itself."
            required
            type="datetime-local"
          />
        ) : (
          <input type="hidden" name="publishAt" value="" />
        )}
      </AdminForm>
      <Preview content={content} />
    </div>
  );
}
