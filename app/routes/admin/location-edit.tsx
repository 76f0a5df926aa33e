import { data, Form } from "react-router";
import type { Route } from "./+types/location-edit";
import { itemIdFrom, readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import {
  getLocationPageForAdmin,
  regenerationOf,
  updateLocationPage,
} from "#app/models/location-pages-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import {
  CHANGE_FREQUENCIES,
  LOCATION_PAGE_FIELDS,
  LocationPageSchema,
  MAX_LOCATION_CONTENT,
  MAX_LOCATION_META,
  MAX_LOCATION_TITLE,
} from "#app/locations/page-schema.ts";
import type { FieldLabels } from "#app/utils/form-validation.ts";
import { Heading } from "#app/components/ui/heading.tsx";

// One location page: its text (saving it marks it edited by hand, so the
// generator leaves it alone), whether it is on the site, its sitemap
// priority and change frequency, and what regenerating would change.

const labels: FieldLabels<typeof LOCATION_PAGE_FIELDS> = {
  title: "Title (the browser tab and search results)",
  h1: "Heading on the page",
  metaDescription: "Description for search engines",
  content: "Text",
  keywords: "Keywords",
  priority: "Sitemap priority (0 to 100)",
  changeFreq: "How often it changes",
  isPublished: "Published",
  isHandEdited: "Edited by hand",
};

const FIELD_NAMES: Record<string, string> = {
  title: "Title",
  metaDescription: "Description",
  h1: "Heading",
  content: "Text",
  keywords: "Keywords",
  structuredData: "Structured data",
  imageUrl: "Picture",
  imageAlt: "Picture description",
  url: "Address",
  canonicalUrl: "Canonical address",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = itemIdFrom(params);
  const page = id === null ? null : await getLocationPageForAdmin(id);
  if (!page) throw data("No such page", { status: 404 });
  const regeneration = await regenerationOf(page.id);
  return {
    id: page.id,
    url: page.url,
    heading: page.h1,
    isPublished: page.isPublished === 1,
    values: {
      title: page.title,
      h1: page.h1,
      metaDescription: page.metaDescription,
      content: page.content,
      keywords: page.keywords ?? "",
      priority: String(page.priority),
      changeFreq: page.changeFreq,
      isPublished: page.isPublished ? "yes" : "",
      isHandEdited: "yes",
    },
    changes: (regeneration?.changes ?? []).map((change) => ({
      ...change,
      label: FIELD_NAMES[change.field] ?? change.field,
    })),
    canRegenerate: regeneration !== null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readAdminForm(
    request,
    LocationPageSchema,
    LOCATION_PAGE_FIELDS,
  );
  if (!form.ok) return form.response;
  const id = itemIdFrom(params);
  if (id === null || !(await updateLocationPage(id, form.input))) {
    throw data("No such page", { status: 404 });
  }
  return redirectWithToast(
    `/admin/locations/${id}`,
    form.input.isHandEdited
      ? "Saved. The generator will leave this page's text as it is."
      : "Saved. The generator may refresh this page's text.",
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminHead(loaderData?.heading ?? "Location page");
}

export default function LocationEdit({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const form = useAdminForm({
    schema: LocationPageSchema,
    names: LOCATION_PAGE_FIELDS,
    idPrefix: "location",
    stored: page.values,
  });
  return (
    <>
      <p>
        <TextLink to="/admin/locations" className="inline-block py-2">
          All location pages
        </TextLink>
      </p>
      <Heading level={1} look="page" className="mt-2">
        {page.heading}
      </Heading>
      <p className="mt-2 text-muted">
        {page.isPublished ? (
          <TextLink to={page.url} className="inline-block py-2">
            {page.url}
          </TextLink>
        ) : (
          `${page.url} (hidden)`
        )}
      </p>
      <div className="mt-6 grid gap-8 xl:grid-cols-2">
        <AdminForm
          key={page.values.content}
          {...form}
          labels={labels}
          submitLabel="Save page"
          listHref="/admin/locations"
          className=""
        >
          <TextField
            name="title"
            label={labels.title}
            required
            maxLength={MAX_LOCATION_TITLE}
          />
          <TextField
            name="h1"
            label={labels.h1!}
            required
            maxLength={MAX_LOCATION_TITLE}
          />
          <TextareaField
            name="metaDescription"
            label={labels.metaDescription}
            required
            rows={2}
            maxLength={MAX_LOCATION_META}
          />
          <TextareaField
            name="content"
            label={labels.content}
            hint="Markdown: ## for a heading, - for a list."
            required
            rows={16}
            maxLength={MAX_LOCATION_CONTENT}
          />
          <TextField name="keywords" label={labels.keywords} maxLength={300} />
          <TextField
            name="priority"
            label={labels.priority}
            hint="How important this page is next to the site's others; 60 is usual."
            required
            inputMode="numeric"
            maxLength={3}
          />
          <SelectField
            name="changeFreq"
            label={labels.changeFreq}
            required
            options={CHANGE_FREQUENCIES.map((value) => ({
              value,
              label: value[0]!.toUpperCase() + value.slice(1),
            }))}
          />
          <CheckboxField
            name="isPublished"
            label="Published: on the site and in the sitemap"
          />
          <CheckboxField
            name="isHandEdited"
            label="Edited by hand: keep this text when pages are regenerated"
          />
        </AdminForm>
        <section
          aria-labelledby="regenerate-heading"
          className="content-start rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
        >
          <Heading level={2} look="panel" id="regenerate-heading">
            Regenerate from the town's facts
          </Heading>
          {!page.canRegenerate ? (
            <p className="mt-2 text-muted">
              This page's town or service is no longer offered, so there is
              nothing to generate.
            </p>
          ) : page.changes.length === 0 ? (
            <p className="mt-2 text-muted">
              The generated text is the same as this page's: nothing would
              change.
            </p>
          ) : (
            <>
              <p className="mt-2 text-muted">
                Regenerating would change{" "}
                {page.changes.length === 1
                  ? "1 part"
                  : `${page.changes.length} parts`}{" "}
                of this page:
              </p>
              <ul className="mt-3 grid gap-3">
                {page.changes.map((change) => (
                  <li key={change.field}>
                    <details>
                      <summary className="cursor-pointer py-1 font-semibold">
                        {change.label}
                      </summary>
                      <div className="mt-2 grid gap-2 text-sm">
                        <p className="font-semibold">Now</p>
                        <p className="whitespace-pre-line break-words rounded bg-red-50 p-2">
                          {change.now || "(empty)"}
                        </p>
                        <p className="font-semibold">Generated</p>
                        <p className="whitespace-pre-line break-words rounded bg-green-50 p-2">
                          {change.generated || "(empty)"}
                        </p>
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
              <Form
                method="post"
                action={`/admin/locations/${page.id}/regenerate`}
                className="mt-4"
              >
                <Button type="submit" tone="outline">
                  Replace with the generated text
                </Button>
              </Form>
            </>
          )}
        </section>
      </div>
    </>
  );
}
