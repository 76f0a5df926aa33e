import { useState } from "react";
import {
  CheckboxField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { inspirationCategories } from "#app/components/inspiration/categories.ts";
import { parseEmbed, providerLabels } from "#app/utils/embeds.ts";
import {
  INSPIRATION_ITEM_FIELDS,
  InspirationItemSchema,
  MAX_IDEA_TEXT,
  MAX_IDEA_TITLE,
  UNSUPPORTED_EMBED_MESSAGE,
} from "#app/inspiration/item-schema.ts";
import { AdminForm, useAdminForm } from "./admin-form.tsx";
import { PhotoField } from "./photo-field.tsx";
import type { FieldLabels } from "#app/utils/form-validation.ts";

const labels: FieldLabels<typeof INSPIRATION_ITEM_FIELDS> = {
  title: "Title",
  category: "Category",
  kind: "Kind of idea",
  source: "Link or embed code",
  description: "Text",
  thumbnailUrl: "Picture",
  isPublished: "Published",
};

export interface InspirationFormValues {
  title: string;
  category: string;
  kind: "embed" | "article";
  source: string;
  description: string | null;
  thumbnailUrl: string | null;
  isPublished: number;
}

/** What the pasted text names, said as the owner types (or why not). */
function SourceCheck({ source }: { source: string }) {
  if (!source.trim()) return null;
  const embed = parseEmbed(source);
  return (
    <p
      role="status"
      className={`-mt-3 text-sm font-semibold ${embed ? "text-green-800" : "text-red-700"}`}
    >
      {embed
        ? `Found: ${providerLabels[embed.provider]}, id ${embed.id}.`
        : `${UNSUPPORTED_EMBED_MESSAGE}.`}
    </p>
  );
}

/** Adds or edits one design idea: a video or post, or a designer tip. */
export function InspirationForm({
  idea,
  submitLabel,
}: {
  idea: InspirationFormValues;
  submitLabel: string;
}) {
  const form = useAdminForm({
    schema: InspirationItemSchema,
    names: INSPIRATION_ITEM_FIELDS,
    idPrefix: "idea",
    stored: {
      title: idea.title,
      category: idea.category,
      kind: idea.kind,
      source: idea.source,
      description: idea.description ?? "",
      thumbnailUrl: idea.thumbnailUrl ?? "",
      isPublished: idea.isPublished ? "yes" : "",
    },
  });
  const { values } = form;
  const [kind, setKind] = useState(values.kind ?? "embed");
  const [source, setSource] = useState(values.source ?? "");
  const [title, setTitle] = useState(values.title ?? "");
  return (
    <AdminForm
      {...form}
      labels={labels}
      submitLabel={submitLabel}
      listHref="/admin/inspiration"
    >
      <TextField
        name="title"
        label={labels.title}
        required
        maxLength={MAX_IDEA_TITLE}
        onChange={setTitle}
      />
      <SelectField
        name="category"
        label={labels.category}
        required
        options={inspirationCategories.map((category) => ({
          value: category.slug,
          label: category.label,
        }))}
      />
      <RadioGroupField
        name="kind"
        label={labels.kind}
        required
        onChange={(value) => setKind(value as "embed" | "article")}
        options={[
          { value: "embed", label: "A video or post from another site" },
          { value: "article", label: "A designer tip we wrote" },
        ]}
      />
      {kind === "embed" ? (
        <>
          <TextareaField
            name="source"
            label={labels.source}
            hint="Paste the share link or the embed code from YouTube, Vimeo, Instagram, Pinterest or Houzz. Only the video or post is kept, never the code."
            required
            rows={3}
            onChange={setSource}
          />
          <SourceCheck source={source} />
        </>
      ) : (
        <input type="hidden" name="source" value="" />
      )}
      <TextareaField
        name="description"
        label={labels.description}
        hint={
          kind === "article"
            ? "The tip itself, as visitors will read it."
            : "A few sentences on why this idea is worth a look."
        }
        required={kind === "article"}
        rows={6}
        maxLength={MAX_IDEA_TEXT}
      />
      <PhotoField
        name="thumbnailUrl"
        label={labels.thumbnailUrl}
        hint="Shown on the card before a visitor plays the video; JPEG, PNG or WebP up to 10 MB."
        initial={values.thumbnailUrl ? [values.thumbnailUrl] : []}
        altFor={() => title.trim() || "This idea"}
      />
      <CheckboxField
        name="isPublished"
        label="Published: shown on the design inspiration page"
      />
    </AdminForm>
  );
}
