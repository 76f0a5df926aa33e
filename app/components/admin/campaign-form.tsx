import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TextareaField, TextField } from "#app/components/forms/fields.tsx";
import {
  CAMPAIGN_FIELDS,
  CampaignSchema,
  MAX_CAMPAIGN_CONTENT,
  MAX_CAMPAIGN_NAME,
  MAX_PREVIEW_TEXT,
  MAX_SUBJECT,
} from "#app/campaigns/schema.ts";
import { AdminForm, useAdminForm } from "./admin-form.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import type { FieldLabels } from "#app/utils/form-validation.ts";

const labels: FieldLabels<typeof CAMPAIGN_FIELDS> = {
  name: "Campaign name",
  subject: "Subject line",
  previewText: "Preview text",
  content: "Email",
};

const WIDTHS = [
  { key: "phone", label: "Phone", px: 390 },
  { key: "desktop", label: "Desktop", px: 700 },
] as const;

/** The email as it will arrive: the server renders the final message. */
export function EmailPreview({
  subject,
  previewText,
  content,
  savedId,
}: {
  subject: string;
  previewText: string;
  content: string;
  savedId?: number;
}) {
  const fetcher = useFetcher<{ html?: string; message?: string }>();
  const { submit } = fetcher;
  const [width, setWidth] = useState<(typeof WIDTHS)[number]["key"]>("phone");
  useEffect(() => {
    const timer = setTimeout(() => {
      void submit(
        { subject, previewText, content },
        {
          method: "post",
          action: "/admin/email-marketing/campaigns/preview",
        },
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [subject, previewText, content, submit]);
  const px = WIDTHS.find((choice) => choice.key === width)!.px;
  return (
    <section
      aria-labelledby="email-preview-heading"
      className="min-w-0 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
    >
      <h2
        id="email-preview-heading"
        className="text-lg font-semibold text-brand-900"
      >
        Preview, as it arrives
      </h2>
      <p className="mt-1 text-sm text-muted">
        Subject:{" "}
        <span className="font-semibold text-brand-900">
          {subject || "(none yet)"}
        </span>
      </p>
      <div role="group" aria-label="Preview width" className="mt-3 flex gap-2">
        {WIDTHS.map((choice) => (
          <button
            key={choice.key}
            type="button"
            aria-pressed={width === choice.key}
            onClick={() => setWidth(choice.key)}
            className="min-h-9 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {choice.label} ({choice.px} px)
          </button>
        ))}
      </div>
      <Alert className="mt-3">{fetcher.data?.message}</Alert>
      {/* Focusable, so a keyboard can scroll a desktop-wide preview on a
          narrow screen (axe's scrollable-region-focusable). */}
      <div
        role="region"
        aria-label="The email at the chosen width"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to scroll by keyboard
        tabIndex={0}
        className="mt-4 overflow-x-auto"
      >
        <iframe
          title={`Email preview at ${px} pixels wide`}
          sandbox=""
          srcDoc={fetcher.data?.html ?? ""}
          style={{ width: `${px}px` }}
          className="h-[36rem] max-w-none rounded border border-black/20 bg-white"
        />
      </div>
      {savedId ? (
        <noscript>
          <p className="mt-3">
            <a
              className="text-brand-700 underline"
              href={`/admin/email-marketing/campaigns/${savedId}/preview`}
            >
              Open the saved email
            </a>
          </p>
        </noscript>
      ) : null}
    </section>
  );
}

/** Writes or edits a campaign's text, beside its live preview. */
export function CampaignForm({
  id,
  stored,
  submitLabel,
}: {
  id?: number;
  stored: Record<string, string>;
  submitLabel: string;
}) {
  const form = useAdminForm({
    schema: CampaignSchema,
    names: CAMPAIGN_FIELDS,
    idPrefix: "campaign",
    stored,
  });
  const { values } = form;
  const [subject, setSubject] = useState(values.subject ?? "");
  const [previewText, setPreviewText] = useState(values.previewText ?? "");
  const [content, setContent] = useState(values.content ?? "");
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <AdminForm
        {...form}
        labels={labels}
        submitLabel={submitLabel}
        listHref="/admin/email-marketing/campaigns"
        className=""
      >
        <input type="hidden" name="intent" value="save" />
        <TextField
          name="name"
          label={labels.name}
          hint="For you: subscribers never see it."
          required
          maxLength={MAX_CAMPAIGN_NAME}
        />
        <TextField
          name="subject"
          label={labels.subject}
          hint="What the inbox shows in bold. Say plainly what is inside."
          required
          maxLength={MAX_SUBJECT}
          onChange={setSubject}
        />
        <TextField
          name="previewText"
          label={labels.previewText}
          hint="Optional: the grey line many inboxes show after the subject."
          maxLength={MAX_PREVIEW_TEXT}
          onChange={setPreviewText}
        />
        <TextareaField
          name="content"
          label={labels.content}
          hint="Markdown: ## for a heading, **bold**, - for a list, [words](https://…) for a link. Our address, licence numbers and the unsubscribe link are added at the bottom."
          required
          rows={18}
          maxLength={MAX_CAMPAIGN_CONTENT}
          onChange={setContent}
        />
      </AdminForm>
      <EmailPreview
        subject={subject}
        previewText={previewText}
        content={content}
        savedId={id}
      />
    </div>
  );
}
