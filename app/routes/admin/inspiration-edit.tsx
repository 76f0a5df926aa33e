import { data } from "react-router";
import type { Route } from "./+types/inspiration-edit";
import { itemIdFrom, readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  InspirationForm,
  type InspirationFormValues,
} from "#app/components/admin/inspiration-form.tsx";
import {
  createInspirationItem,
  getInspirationItem,
  type InspirationItemRow,
  updateInspirationItem,
} from "#app/models/inspiration-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { outboundUrl } from "#app/utils/embeds.ts";
import {
  embedOf,
  INSPIRATION_ITEM_FIELDS,
  type InspirationItemInput,
  InspirationItemSchema,
} from "#app/inspiration/item-schema.ts";
import { Heading } from "#app/components/ui/heading.tsx";

const NEW_IDEA: InspirationFormValues & { id?: number } = {
  title: "",
  category: "",
  kind: "embed",
  source: "",
  description: null,
  thumbnailUrl: null,
  isPublished: 1,
};

// Only the provider and our own link to the media are stored (S13).
function rowFrom(input: InspirationItemInput): InspirationItemRow {
  const embed = embedOf(input);
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    sourceType: embed ? embed.provider : "article",
    sourceUrl: embed ? outboundUrl(embed) : null,
    thumbnailUrl: input.thumbnailUrl,
    isPublished: input.isPublished,
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = itemIdFrom(params);
  if (id === null) return { idea: NEW_IDEA };
  const row = await getInspirationItem(id);
  if (!row) throw data("No such idea", { status: 404 });
  const idea: InspirationFormValues & { id: number } = {
    id: row.id,
    title: row.title,
    category: row.category,
    kind: row.sourceType === "article" ? "article" : "embed",
    source: row.embedCode ?? row.sourceUrl ?? "",
    description: row.description,
    thumbnailUrl: row.thumbnailUrl,
    isPublished: row.isPublished,
  };
  return { idea };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = itemIdFrom(params);
  const form = await readAdminForm(
    request,
    InspirationItemSchema,
    INSPIRATION_ITEM_FIELDS,
  );
  if (!form.ok) return form.response;
  const row = rowFrom(form.input);
  if (id === null) {
    await createInspirationItem(row);
    return redirectWithToast("/admin/inspiration", `Added “${row.title}”.`);
  }
  if (!(await updateInspirationItem(id, row))) {
    throw data("No such idea", { status: 404 });
  }
  return redirectWithToast("/admin/inspiration", `Saved “${row.title}”.`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminHead(
    loaderData?.idea.id ? `Edit ${loaderData.idea.title}` : "Add an idea",
  );
}

export default function InspirationEdit({ loaderData }: Route.ComponentProps) {
  const { idea } = loaderData;
  const editing = idea.id !== undefined;
  return (
    <>
      <Heading level={1} look="page" className="mb-6">
        {editing ? `Edit “${idea.title}”` : "Add an idea"}
      </Heading>
      <InspirationForm
        key={idea.id ?? "new"}
        idea={idea}
        submitLabel={editing ? "Save changes" : "Add idea"}
      />
    </>
  );
}
