import { readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { saveBusiness } from "#app/models/business.server.ts";
import { BUSINESS_FIELDS } from "./form-fields.ts";
import { changedFields, factsFromForm } from "./form-facts.ts";
import { BusinessSchema } from "./form.ts";

export const BUSINESS_PATH = "/admin/business";
export const SAVED_MESSAGE =
  "Saved the business details: every page and email shows them now.";
export const UNCHANGED_MESSAGE = "Nothing was changed.";
export const MOVED_MESSAGE =
  "Saved the business details. The showroom's map position changed: the location pages still give each town's distance from the old one until you regenerate them in Location pages.";

/** The /admin/business form's send: refused field by field, or stored whole. */
export async function saveBusinessForm(request: Request) {
  const form = await readAdminForm(request, BusinessSchema, BUSINESS_FIELDS);
  if (!form.ok) return form.response;
  const changes = await saveBusiness(form.user.username, (before) => {
    const facts = factsFromForm(form.input, before);
    return { facts, changes: changedFields(before, facts) };
  });
  // The location pages' text was written with the distances of the time
  // (app/locations/page-content.ts); the owner is told, not surprised.
  const moved = changes.some(
    (change) => change.field === "latitude" || change.field === "longitude",
  );
  return redirectWithToast(
    BUSINESS_PATH,
    moved
      ? MOVED_MESSAGE
      : changes.length > 0
        ? SAVED_MESSAGE
        : UNCHANGED_MESSAGE,
  );
}
