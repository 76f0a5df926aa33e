import { data, redirect } from "react-router";
import type { Route } from "./+types/location-regenerate";
import { itemIdFrom } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { applyRegeneration } from "#app/models/location-pages-admin.server.ts";

/**
 * POST /admin/locations/:id/regenerate: the page takes the generated text
 * (shown on its edit screen first) and is no longer marked hand-edited.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = itemIdFrom(params);
  if (id === null || !(await applyRegeneration(id))) {
    return data(
      { error: "That page or its town is gone. Reload the list." },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return redirectWithToast(
    `/admin/locations/${id}`,
    "Regenerated: the page has the generated text, and later regenerations keep it current.",
  );
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(`/admin/locations/${params.id}`);
}
